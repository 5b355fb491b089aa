import { readStrips, stakesOf } from '../title-kit.ts';
import type { SlotSymbol, SlotTitle } from '../types.ts';

/** Chinese luck: a golden dragon, its pearl, koi, lanterns and gold; carved jade for the low pays. */
export const GOLDEN_DRAGON_SYMBOLS: readonly SlotSymbol[] = [
  { id: 'dragon', role: 'wild', names: { CN: '金龙', EN: 'Dragon', VI: 'Rồng', JA: '龍', TH: 'มังกร', TY: 'Dragon' } },
  {
    id: 'red-envelope',
    role: 'scatter',
    names: { CN: '红包', EN: 'Red envelope', VI: 'Bao lì xì', JA: '紅包', TH: 'อั่งเปา', TY: 'Ang pao' },
  },
  {
    id: 'pearl',
    role: 'high',
    names: { CN: '龙珠', EN: 'Pearl', VI: 'Ngọc châu', JA: '宝珠', TH: 'ไข่มุก', TY: 'Perlas' },
  },
  { id: 'koi', role: 'high', names: { CN: '锦鲤', EN: 'Koi', VI: 'Cá chép', JA: '錦鯉', TH: 'ปลาคาร์ป', TY: 'Koi' } },
  {
    id: 'gold-ingot',
    role: 'high',
    names: { CN: '金元宝', EN: 'Gold ingot', VI: 'Nén vàng', JA: '金の元宝', TH: 'ก้อนทอง', TY: 'Gintong ingot' },
  },
  {
    id: 'lantern',
    role: 'high',
    names: { CN: '灯笼', EN: 'Lantern', VI: 'Đèn lồng', JA: '提灯', TH: 'โคมจีน', TY: 'Parol' },
  },
  {
    id: 'jade-vase',
    role: 'low',
    names: { CN: '玉瓶', EN: 'Jade vase', VI: 'Bình ngọc', JA: '翡翠の壺', TH: 'แจกันหยก', TY: 'Plorerang jade' },
  },
  {
    id: 'jade-lotus',
    role: 'low',
    names: { CN: '玉莲', EN: 'Jade lotus', VI: 'Sen ngọc', JA: '翡翠の蓮', TH: 'ดอกบัวหยก', TY: 'Lotus na jade' },
  },
  {
    id: 'jade-fan',
    role: 'low',
    names: { CN: '玉扇', EN: 'Jade fan', VI: 'Quạt ngọc', JA: '翡翠の扇', TH: 'พัดหยก', TY: 'Abanikong jade' },
  },
  {
    id: 'jade-coin',
    role: 'low',
    names: { CN: '玉钱', EN: 'Jade coin', VI: 'Đồng xu ngọc', JA: '翡翠の古銭', TH: 'เหรียญหยก', TY: 'Baryang jade' },
  },
];

const CODES = {
  D: 'dragon',
  E: 'red-envelope',
  P: 'pearl',
  K: 'koi',
  G: 'gold-ingot',
  L: 'lantern',
  V: 'jade-vase',
  O: 'jade-lotus',
  F: 'jade-fan',
  C: 'jade-coin',
};

/**
 * High volatility, 25 lines: every symbol but the dragon and the envelope stacked three high,
 * so about one paid spin in seven wins but wins come big across many lines. The free spins
 * (one paid spin in about 200) bring reels where dragons stack three high on reels 2–4, all wins ×3.
 * Exact RTP 96.20%; a round's win has a standard deviation of about 14 stakes.
 */
export const GOLDEN_DRAGON: SlotTitle = {
  code: 'golden-dragon',
  names: {
    CN: '金龙献瑞',
    EN: 'Golden Dragon',
    VI: 'Rồng Vàng',
    JA: '黄金の龍',
    TH: 'มังกรทองคำ',
    TY: 'Gintong Dragon',
  },
  colours: { background: '#2a0508', surface: '#5c0a12', primary: '#f2c14e', accent: '#e8322b', text: '#fff4d6' },
  volatility: 'high',
  rtp: 0.962,
  stakes: stakesOf(25),
  featureText: {
    CN: '任意位置出现3个或以上红包即可获奖，并赢得8、12或20次免费旋转（3、4或5个红包）。免费旋转中，第2至4轴上的金龙三个一叠出现，所有奖金乘以3；红包可再次赢得免费旋转。',
    EN: 'Three or more red envelopes anywhere pay and award 8, 12 or 20 free spins (for 3, 4 or 5). In free spins the dragons come stacked three high on reels 2 to 4 and every win is tripled; red envelopes award more free spins.',
    VI: 'Từ 3 bao lì xì trở lên ở bất kỳ đâu sẽ được trả thưởng và nhận 8, 12 hoặc 20 vòng quay miễn phí (với 3, 4 hoặc 5 bao). Trong vòng quay miễn phí, rồng xuất hiện xếp chồng ba ô trên cuộn 2 đến 4 và mọi khoản thắng được nhân 3; bao lì xì mang lại thêm vòng quay miễn phí.',
    JA: '紅包が3つ以上どこかに出ると配当があり、フリースピンを8回・12回・20回（3つ・4つ・5つで）獲得します。フリースピン中はリール2〜4に龍が3段重ねで現れ、すべての配当が3倍になります。紅包でフリースピンが追加されます。',
    TH: 'อั่งเปา 3 ใบขึ้นไปที่ตำแหน่งใดก็ได้จะได้รับรางวัลและฟรีสปิน 8, 12 หรือ 20 ครั้ง (สำหรับ 3, 4 หรือ 5 ใบ) ระหว่างฟรีสปิน มังกรจะปรากฏซ้อนกันสามช่องบนวงล้อที่ 2 ถึง 4 และทุกรางวัลคูณ 3 อั่งเปาให้ฟรีสปินเพิ่มได้อีก',
    TY: 'Tatlo o higit pang ang pao kahit saan ay may bayad at nagbibigay ng 8, 12 o 20 libreng ikot (para sa 3, 4 o 5). Sa libreng ikot, ang mga dragon ay lumalabas nang tatlong patong sa reel 2 hanggang 4 at bawat panalo ay ×3; ang ang pao ay nagbibigay pa ng dagdag na libreng ikot.',
  },
  math: {
    symbols: GOLDEN_DRAGON_SYMBOLS,
    evaluation: { kind: 'lines', lines: 25 },
    coins: 25,
    reels: readStrips(CODES, [
      'O O O E O O O C C C O O O F F F V V V C C C F F F V V V C C C F F F P P P G G G D L L L E F F F O O O V V V K K K C C C K K K V V V L L L G G G',
      'V V V L L L F F F V V V P P P E D D V V V O O O C C C G G G C C C F F F C C C G G G O O O F F F K K K O O O F F F V V V K K K O O O L L L E C C C',
      'V V V C C C O O O F F F K K K P P P E O O O K K K F F F O O O F F F D D G G G V V V E L L L C C C V V V C C C G G G F F F V V V O O O C C C L L L',
      'G G G V V V F F F P P P F F F L L L F F F O O O K K K D D O O O C C C V V V C C C L L L F F F G G G V V V E O O O C C C K K K C C C V V V O O O E',
      'P P P F F F K K K F F F G G G V V V O O O V V V L L L O O O C C C V V V F F F O O O D C C C G G G L L L C C C O O O E K K K E F F F C C C V V V',
    ]),
    pays: {
      dragon: [10, 250, 2500, 10000],
      pearl: [0, 100, 1000, 5000],
      koi: [0, 75, 300, 1500],
      'gold-ingot': [0, 50, 200, 750],
      lantern: [0, 40, 150, 500],
      'jade-vase': [0, 5, 25, 120],
      'jade-lotus': [0, 5, 20, 120],
      'jade-fan': [0, 5, 15, 80],
      'jade-coin': [0, 5, 15, 80],
    },
    scatterPays: [0, 0, 0, 5, 25, 200],
    trigger: 3,
    feature: {
      kind: 'free-spins',
      awarded: [0, 0, 0, 8, 12, 20],
      multiplier: 3,
      reels: readStrips(CODES, [
        'P P P V V V C C C V V V E K K K O O O K K K F F F G G G O O O G G G L L L C C C F F F L L L D',
        'C C C E O O O C C C K K K O O O P P P G G G F F F D L L L V V V D D D G G G F F F L L L K K K V V V',
        'O O O L L L V V V K K K D D D O O O C C C D G G G F F F C C C E P P P K K K L L L F F F V V V G G G',
        'G G G K K K O O O V V V K K K D D D F F F V V V E G G G L L L D C C C P P P L L L F F F O O O C C C',
        'F F F D F F F V V V E L L L C C C G G G O O O C C C O O O K K K L L L K K K V V V G G G P P P',
      ]),
    },
  },
};
