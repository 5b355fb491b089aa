import { readStrips, stakesOf } from '../title-kit.ts';
import type { SlotSymbol, SlotTitle } from '../types.ts';

/** A tropical reef: a sea turtle, seahorse, octopus, clownfish and starfish; shells and corals for the low pays. */
export const CORAL_REEF_SYMBOLS: readonly SlotSymbol[] = [
  {
    id: 'turtle',
    role: 'wild',
    names: { CN: '海龟', EN: 'Sea turtle', VI: 'Rùa biển', JA: 'ウミガメ', TH: 'เต่าทะเล', TY: 'Pawikan' },
  },
  {
    id: 'pearl-shell',
    role: 'scatter',
    names: {
      CN: '珍珠贝',
      EN: 'Pearl shell',
      VI: 'Sò ngọc trai',
      JA: '真珠貝',
      TH: 'หอยมุก',
      TY: 'Kabibeng may perlas',
    },
  },
  {
    id: 'seahorse',
    role: 'high',
    names: { CN: '海马', EN: 'Seahorse', VI: 'Cá ngựa', JA: 'タツノオトシゴ', TH: 'ม้าน้ำ', TY: 'Kabayong-dagat' },
  },
  {
    id: 'octopus',
    role: 'high',
    names: { CN: '章鱼', EN: 'Octopus', VI: 'Bạch tuộc', JA: 'タコ', TH: 'ปลาหมึกยักษ์', TY: 'Pugita' },
  },
  {
    id: 'clownfish',
    role: 'high',
    names: { CN: '小丑鱼', EN: 'Clownfish', VI: 'Cá hề', JA: 'クマノミ', TH: 'ปลาการ์ตูน', TY: 'Isdang payaso' },
  },
  {
    id: 'starfish',
    role: 'high',
    names: { CN: '海星', EN: 'Starfish', VI: 'Sao biển', JA: 'ヒトデ', TH: 'ปลาดาว', TY: 'Isdang-bituin' },
  },
  {
    id: 'scallop',
    role: 'low',
    names: { CN: '扇贝', EN: 'Scallop', VI: 'Sò điệp', JA: 'ホタテ貝', TH: 'หอยเชลล์', TY: 'Kabibe' },
  },
  {
    id: 'red-coral',
    role: 'low',
    names: { CN: '红珊瑚', EN: 'Red coral', VI: 'San hô đỏ', JA: '赤珊瑚', TH: 'ปะการังแดง', TY: 'Pulang koral' },
  },
  {
    id: 'sea-urchin',
    role: 'low',
    names: { CN: '海胆', EN: 'Sea urchin', VI: 'Nhím biển', JA: 'ウニ', TH: 'เม่นทะเล', TY: 'Tuyom' },
  },
  {
    id: 'sea-fan',
    role: 'low',
    names: {
      CN: '海扇珊瑚',
      EN: 'Sea fan',
      VI: 'San hô quạt',
      JA: 'ウミウチワ',
      TH: 'กัลปังหา',
      TY: 'Koral na pamaypay',
    },
  },
];

const CODES = {
  T: 'turtle',
  P: 'pearl-shell',
  H: 'seahorse',
  O: 'octopus',
  C: 'clownfish',
  R: 'starfish',
  A: 'scallop',
  K: 'red-coral',
  U: 'sea-urchin',
  N: 'sea-fan',
};

/**
 * Low volatility, 243 ways at 25 coins a stake: every paying symbol counts wherever it shows on
 * adjacent reels, so half of all paid spins win something, mostly small. Turtles (wild) swim on
 * reels 2–4 only. One paid spin in about 85 starts free spins on strips with 7 turtles
 * instead of 2 on reels 2–4. Exact RTP 96.29%; a round's standard deviation is about 3 stakes.
 */
export const CORAL_REEF: SlotTitle = {
  code: 'coral-reef',
  names: { CN: '珊瑚礁', EN: 'Coral Reef', VI: 'Rạn San Hô', JA: 'コーラルリーフ', TH: 'แนวปะการัง', TY: 'Bahura' },
  colours: { background: '#03243a', surface: '#0b4a6b', primary: '#36d6c3', accent: '#ff7a59', text: '#eafcff' },
  volatility: 'low',
  rtp: 0.9629,
  stakes: stakesOf(25),
  featureText: {
    CN: '任意位置出现3个或以上珍珠贝即可获奖，并赢得8、12或16次免费旋转（3、4或5个）。免费旋转中海龟成群游来：第2至4轴上的百搭大大增加。珍珠贝可再次赢得免费旋转。',
    EN: 'Three or more pearl shells anywhere pay and award 8, 12 or 16 free spins (for 3, 4 or 5). In free spins the sea turtles swim in: reels 2 to 4 carry far more wilds. Pearl shells award more free spins.',
    VI: 'Từ 3 sò ngọc trai trở lên ở bất kỳ đâu sẽ được trả thưởng và nhận 8, 12 hoặc 16 vòng quay miễn phí (với 3, 4 hoặc 5). Trong vòng quay miễn phí, đàn rùa biển bơi đến: cuộn 2 đến 4 có nhiều wild hơn hẳn. Sò ngọc trai mang lại thêm vòng quay miễn phí.',
    JA: '真珠貝が3つ以上どこかに出ると配当があり、フリースピンを8回・12回・16回（3つ・4つ・5つで）獲得します。フリースピン中はウミガメの群れがやって来て、リール2〜4のワイルドが大幅に増えます。真珠貝でフリースピンが追加されます。',
    TH: 'หอยมุก 3 ตัวขึ้นไปที่ตำแหน่งใดก็ได้จะได้รับรางวัลและฟรีสปิน 8, 12 หรือ 16 ครั้ง (สำหรับ 3, 4 หรือ 5 ตัว) ระหว่างฟรีสปินฝูงเต่าทะเลจะว่ายเข้ามา: วงล้อที่ 2 ถึง 4 มีไวลด์มากขึ้นอย่างมาก หอยมุกให้ฟรีสปินเพิ่มได้อีก',
    TY: 'Tatlo o higit pang kabibeng may perlas kahit saan ay may bayad at nagbibigay ng 8, 12 o 16 libreng ikot (para sa 3, 4 o 5). Sa libreng ikot, dumarating ang mga pawikan: mas marami nang husto ang wild sa reel 2 hanggang 4. Ang kabibeng may perlas ay nagbibigay pa ng dagdag na libreng ikot.',
  },
  math: {
    symbols: CORAL_REEF_SYMBOLS,
    evaluation: { kind: 'ways' },
    coins: 25,
    reels: readStrips(CODES, [
      'U K A N U N O R N K H R A N C K A R C N U K A C O A U N O U R K P U H N U K C A',
      'U R C A K U N K N C U O N C N A K R U T A U K C U N A R P K N T N P H K R H A O U O A',
      'N P A N U K U K T N H C U O A H U N K N R A C T P K R U O U O R N A R C N K C U A K A',
      'N K N K P C U A N A R N U T R A K A T H P C U R O A N U N O K N U K U H K C A O U R C',
      'U C U N R N A H O N K A N K O U A U A C A R A K U K O N C N K H U P R U N R K C',
    ]),
    pays: {
      seahorse: [0, 20, 80, 250],
      octopus: [0, 15, 60, 150],
      clownfish: [0, 10, 40, 120],
      starfish: [0, 10, 30, 100],
      scallop: [0, 4, 15, 65],
      'red-coral': [0, 4, 12, 50],
      'sea-urchin': [0, 3, 9, 35],
      'sea-fan': [0, 3, 8, 40],
    },
    scatterPays: [0, 0, 0, 2, 10, 50],
    trigger: 3,
    feature: {
      kind: 'free-spins',
      awarded: [0, 0, 0, 8, 12, 16],
      multiplier: 1,
      reels: readStrips(CODES, [
        'U K A N U N O R N K H R A N C K A R C N U K A C O A U N O U R K P U H N U K C A',
        'A U N C T U N R N A P R T C N A U T K U K U O K T N H N K U O N A R O C A T R H T C T K A K U',
        'O A T U C K R N R U O A N C U T N O N U A K N K U A K C P T R K C K H T U A T N T H R A U T N',
        'K A H P H K U T N U A U N K C A C U K U N C R T O U T K N T O A N R T U O R A N R T C K N A T',
        'U C U N R N A H O N K A N K O U A U A C A R A K U K O N C N K H U P R U N R K C',
      ]),
    },
  },
};
