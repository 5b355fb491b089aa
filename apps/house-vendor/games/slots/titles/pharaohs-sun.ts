import { readStrips, stakesOf } from '../title-kit.ts';
import type { SlotSymbol, SlotTitle } from '../types.ts';

/** Ancient Egypt: the pharaoh's golden mask, a scarab, the eye of Horus; hieroglyphs carved in sandstone for the low pays. */
export const PHARAOHS_SUN_SYMBOLS: readonly SlotSymbol[] = [
  {
    id: 'pharaoh',
    role: 'wild',
    names: {
      CN: '法老面具',
      EN: 'Pharaoh mask',
      VI: 'Mặt nạ Pharaoh',
      JA: 'ファラオの仮面',
      TH: 'หน้ากากฟาโรห์',
      TY: 'Maskara ng Paraon',
    },
  },
  {
    id: 'sun-disc',
    role: 'scatter',
    names: { CN: '太阳圆盘', EN: 'Sun disc', VI: 'Đĩa mặt trời', JA: '太陽円盤', TH: 'จานสุริยะ', TY: 'Disko ng araw' },
  },
  {
    id: 'scarab',
    role: 'high',
    names: { CN: '圣甲虫', EN: 'Scarab', VI: 'Bọ hung', JA: 'スカラベ', TH: 'แมลงสคารับ', TY: 'Eskarabyo' },
  },
  {
    id: 'eye-of-horus',
    role: 'high',
    names: {
      CN: '荷鲁斯之眼',
      EN: 'Eye of Horus',
      VI: 'Mắt Horus',
      JA: 'ホルスの目',
      TH: 'ดวงตาฮอรัส',
      TY: 'Mata ni Horus',
    },
  },
  {
    id: 'ankh',
    role: 'high',
    names: { CN: '生命之符', EN: 'Ankh', VI: 'Chữ thập Ankh', JA: 'アンク', TH: 'อังค์', TY: 'Ankh' },
  },
  {
    id: 'pyramid',
    role: 'high',
    names: { CN: '金字塔', EN: 'Pyramid', VI: 'Kim tự tháp', JA: 'ピラミッド', TH: 'พีระมิด', TY: 'Piramide' },
  },
  { id: 'ibis', role: 'low', names: { CN: '朱鹭', EN: 'Ibis', VI: 'Cò quăm', JA: 'トキ', TH: 'นกช้อนหอย', TY: 'Ibis' } },
  {
    id: 'cobra',
    role: 'low',
    names: { CN: '眼镜蛇', EN: 'Cobra', VI: 'Rắn hổ mang', JA: 'コブラ', TH: 'งูเห่า', TY: 'Kobra' },
  },
  {
    id: 'lotus',
    role: 'low',
    names: { CN: '莲花', EN: 'Lotus', VI: 'Hoa sen', JA: '蓮の花', TH: 'ดอกบัว', TY: 'Lotus' },
  },
  {
    id: 'feather',
    role: 'low',
    names: { CN: '羽毛', EN: 'Feather', VI: 'Lông vũ', JA: '羽根', TH: 'ขนนก', TY: 'Balahibo' },
  },
];

const CODES = {
  M: 'pharaoh',
  S: 'sun-disc',
  B: 'scarab',
  H: 'eye-of-horus',
  A: 'ankh',
  Y: 'pyramid',
  I: 'ibis',
  C: 'cobra',
  L: 'lotus',
  F: 'feather',
};

/**
 * Medium volatility, 10 lines: single symbols (nothing stacked), the mask pays 2 of a kind and
 * up, a third of paid spins win something. One paid spin in about 115 opens the pick board,
 * worth about 37 stakes on average. Exact RTP 96.19%; a round's standard deviation is about 6 stakes.
 */
export const PHARAOHS_SUN: SlotTitle = {
  code: 'pharaohs-sun',
  names: {
    CN: '法老的太阳',
    EN: "Pharaoh's Sun",
    VI: 'Mặt Trời Pharaoh',
    JA: 'ファラオの太陽',
    TH: 'สุริยะฟาโรห์',
    TY: 'Araw ng Paraon',
  },
  colours: { background: '#1a1208', surface: '#3b2a12', primary: '#e8b64c', accent: '#1f6fb2', text: '#fdf3dc' },
  volatility: 'medium',
  rtp: 0.9619,
  stakes: stakesOf(10),
  featureText: {
    CN: '任意位置出现3个或以上太阳圆盘即可获奖，并开启法老宝藏：12个密封的陶罐中藏有10份黄金奖励和2具木乃伊。逐个挑选陶罐领取黄金，直到找到木乃伊为止。4个太阳圆盘奖励乘以3，5个乘以10。陶罐在奖励开始时已封装好：您的选择只决定每份奖励显示的位置。',
    EN: "Three or more sun discs anywhere pay and open the pharaoh's treasure: 12 sealed urns hide 10 gold prizes and 2 mummies. Pick urns and collect their gold until you find a mummy. 4 sun discs triple the prizes, 5 multiply them by 10. The urns are filled when the bonus starts: your picks only choose where each prize is shown.",
    VI: 'Từ 3 đĩa mặt trời trở lên ở bất kỳ đâu sẽ được trả thưởng và mở kho báu của Pharaoh: 12 chiếc bình niêm phong chứa 10 phần thưởng vàng và 2 xác ướp. Chọn bình và nhận vàng cho đến khi gặp xác ướp. 4 đĩa mặt trời nhân 3 phần thưởng, 5 đĩa nhân 10. Các bình được xếp sẵn khi vòng thưởng bắt đầu: lựa chọn của bạn chỉ quyết định phần thưởng hiện ở đâu.',
    JA: '太陽円盤が3つ以上どこかに出ると配当があり、ファラオの宝物庫が開きます。封印された12個の壺には金の賞金10個とミイラ2体が隠れています。ミイラが出るまで壺を選んで金を集めましょう。太陽円盤4つで賞金3倍、5つで10倍。壺の中身はボーナス開始時に決まっており、選択は各賞金の表示位置だけを決めます。',
    TH: 'จานสุริยะ 3 อันขึ้นไปที่ตำแหน่งใดก็ได้จะได้รับรางวัลและเปิดคลังสมบัติฟาโรห์: โถปิดผนึก 12 ใบซ่อนรางวัลทองคำ 10 รางวัลและมัมมี่ 2 ตัว เลือกโถเพื่อเก็บทองไปจนกว่าจะเจอมัมมี่ จานสุริยะ 4 อันคูณรางวัล 3 เท่า 5 อันคูณ 10 เท่า ของในโถถูกกำหนดตั้งแต่เริ่มโบนัส การเลือกของคุณกำหนดเพียงตำแหน่งที่แสดงแต่ละรางวัล',
    TY: 'Tatlo o higit pang disko ng araw kahit saan ay may bayad at nagbubukas ng kayamanan ng Paraon: 12 selyadong banga ang may 10 gintong premyo at 2 mummy. Pumili ng mga banga at kunin ang ginto hanggang makakita ng mummy. Ang 4 na disko ng araw ay ×3 sa mga premyo, ang 5 ay ×10. Nakatakda na ang laman ng mga banga pagsimula ng bonus: ang pinipili mo ay nagpapasya lamang kung saan lalabas ang bawat premyo.',
  },
  math: {
    symbols: PHARAOHS_SUN_SYMBOLS,
    evaluation: { kind: 'lines', lines: 10 },
    coins: 10,
    reels: readStrips(CODES, [
      'A I L C A S F C Y I F S H A B F I H L C I A Y C L I F B Y M L F L F C F Y H L Y L I L C F I C Y H I L C L B F A I F C',
      'L M F A I L A H C I H F Y F L F A B C I Y L B S F C H L I F Y I A L A L C F Y F I Y F Y C L F I C I C H M C S C L I L B',
      'I F Y C L F B F C Y I C L H B F L I F B L M F C I L I L M C A I S I C L A Y L C A C H I L I Y A S F A F L H Y F Y H C F',
      'I F Y S L C F I C I L B L C Y A B C Y I B L F I C F C H C A L C M L F I F A I F Y L F Y F M H A S L Y I H A L H L C I F',
      'Y I H I F C F L F A C I F I F C F Y I L B H B F L F B I L A Y A C S A L H I L F L M C L C Y I C A C Y F L I L S Y H C',
    ]),
    pays: {
      pharaoh: [10, 200, 1000, 5000],
      scarab: [5, 100, 400, 2000],
      'eye-of-horus': [5, 40, 200, 750],
      ankh: [0, 30, 100, 400],
      pyramid: [0, 25, 75, 300],
      ibis: [0, 8, 30, 125],
      cobra: [0, 8, 25, 100],
      lotus: [0, 5, 20, 75],
      feather: [0, 4, 15, 75],
    },
    scatterPays: [0, 0, 0, 3, 20, 100],
    trigger: 3,
    feature: {
      kind: 'pick',
      // Coins: 10 coins are one stake, so the prizes run from 1 to 50 stakes (× 3 or × 10 for 4 or 5 sun discs).
      prizes: [10, 10, 20, 20, 30, 50, 50, 100, 200, 500],
      enders: 2,
      multipliers: [0, 0, 0, 1, 3, 10],
    },
  },
};
