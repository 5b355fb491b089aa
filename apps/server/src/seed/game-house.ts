import { LOTTERY_MIN_STAKE } from '@arcadia/contracts';
import type { Draft } from './game-catalogue.ts';
import { names, type Phrase } from './game-words.ts';
import * as more from './game-words-more.ts';

type HouseDraft = Draft & { gameCode: string; variant: string; hot: boolean };
const house = (gameCode: string, phrase: Phrase, minBet: number, variant: string, hot: boolean): HouseDraft => ({
  gameCode,
  variant,
  hot,
  names: names(phrase),
  classify: null,
  minBet,
  lineNum: 0,
});

/** A house vendor game as its catalogue offers it: [code, names, min bet, lines, classification, hot]. */
type HouseGame = readonly [string, Phrase, number, number, Draft['classify'], boolean];

/**
 * The house vendor's games as its catalogue (apps/house-vendor, GET /v1/games) offers them, for a
 * demo and a test database before the platform first reads that catalogue: ARC the slots and the
 * originals, ARCE the e-lottery. Names are [EN, CN, VI, JA, TH, TY].
 */
const ARC: readonly HouseGame[] = [
  [
    'ARC-golden-dragon',
    ['Golden Dragon', '金龙献瑞', 'Rồng Vàng', '黄金の龍', 'มังกรทองคำ', 'Gintong Dragon'],
    25,
    25,
    null,
    true,
  ],
  [
    'ARC-pharaohs-sun',
    ["Pharaoh's Sun", '法老的太阳', 'Mặt Trời Pharaoh', 'ファラオの太陽', 'สุริยะฟาโรห์', 'Araw ng Paraon'],
    10,
    10,
    null,
    true,
  ],
  [
    'ARC-coral-reef',
    ['Coral Reef', '珊瑚礁', 'Rạn San Hô', 'コーラルリーフ', 'แนวปะการัง', 'Bahura'],
    25,
    243,
    null,
    false,
  ],
  ['ARC-crash', ['Crash', '火箭爆点', 'Tên Lửa Crash', 'クラッシュ', 'จรวดแครช', 'Crash Rocket'], 100, 0, 'AC', true],
  ['ARC-dice', ['Dice', '骰子', 'Xúc Xắc', 'ダイス', 'ลูกเต๋า', 'Dais'], 100, 0, 'AC', false],
  ['ARC-mines', ['Mines', '扫雷', 'Dò Mìn', 'マインズ', 'ทุ่นระเบิด', 'Mina'], 100, 0, 'AC', true],
  ['ARC-plinko', ['Plinko', '弹珠台', 'Plinko', 'プリンコ', 'พลินโก', 'Plinko'], 100, 0, 'AC', false],
];
const ARCE: readonly HouseGame[] = [
  [
    'ARCE-k3',
    ['Fast 3 Dice', '快三', 'Xúc Xắc Nhanh 3', 'ファスト3', 'ไฮโลเร็ว 3 ลูกเต๋า', 'Mabilis na 3 Dais'],
    100,
    0,
    null,
    true,
  ],
  ['ARCE-5d', ['5D Lotto', '5D彩', 'Xổ Số 5D', '5Dロト', 'หวย 5D', '5D Lotto'], 100, 0, null, false],
  ['ARCE-keno', ['Keno', '快乐8', 'Keno', 'キノ', 'คีโน', 'Keno'], 100, 0, null, false],
];

const catalogued = (games: readonly HouseGame[]): HouseDraft[] =>
  games.map(([gameCode, phrase, minBet, lineNum, classify, hot]) => ({
    gameCode,
    variant: gameCode.slice(gameCode.indexOf('-') + 1),
    hot,
    names: names(phrase),
    classify,
    minBet,
    lineNum,
  }));

/**
 * The house vendor's games with the variant its engine reads: ARC slots and originals, ARCE
 * e-lottery (both as its catalogue offers them), ARCL and ARCP baccarat (table kind), ARCV
 * lotteries (draw interval). Minimum bets are the engines' own.
 */
export function houseDrafts(vendorCode: string): HouseDraft[] {
  switch (vendorCode) {
    case 'ARC':
      return catalogued(ARC);
    case 'ARCE':
      return catalogued(ARCE);
    case 'ARCL':
      return more.HOUSE_LIVE_TABLES.map((phrase, i) =>
        house(`ARCL-BAC-${i + 1}`, phrase, [100, 1000, 10000][i] ?? 100, i === 2 ? 'vip' : 'classic', i < 2),
      );
    case 'ARCP':
      return more.HOUSE_CARD_ROOMS.map((phrase, i) =>
        house(`ARCP-BAC-${i + 1}`, phrase, [100, 500, 2000, 10000][i] ?? 100, i === 3 ? 'high' : 'room', i < 2),
      );
    case 'ARCV':
      return more.HOUSE_LOTTOS.map((phrase, i) => {
        const minutes = [1, 3, 5][i] ?? 1;
        return house(`ARCV-VN-${minutes}`, phrase, LOTTERY_MIN_STAKE, `${minutes}m`, true);
      });
    default:
      return [];
  }
}
