import {
  LOTTERY_BET_DIGITS,
  LOTTERY_BET_TYPES,
  LOTTERY_MIN_STAKE,
  type LotteryBetType,
  type LotteryRegion,
} from '@arcadia/contracts';
import { gameOf, type HouseGame, register } from '../../catalogue.ts';
import { numbersDrawn } from './prize-table.ts';
import type { DrawTiming } from './schedule.ts';

/**
 * The Vietnam lotteries (vendor ARCV), as the platform seeded them (its migration 011): the same
 * codes, so the platform's catalogue matches, the same prize tables, timings and odds.
 */
export interface VietnamGame extends DrawTiming {
  code: string;
  region: LotteryRegion;
  /** Hundredths of the stake paid per match, stake included (350 pays 3.5 times). */
  odds: Record<LotteryBetType, number>;
  names: HouseGame['names'];
}

export const LOTTERY_VENDOR = 'ARCV';
export const PRIZE_MODE = 'Lott';

export const VIETNAM_GAMES: readonly VietnamGame[] = [
  {
    code: 'ARCV-VN-1',
    region: 'NORTH',
    intervalSeconds: 60,
    closeSeconds: 10,
    odds: { LO: 350, DE: 9500, CANG3: 95_000 },
    names: {
      EN: 'Vietnam Lotto 1 Minute (North)',
      CN: '越南1分彩（北部）',
      VI: 'Xổ Số Siêu Tốc 1 Phút (Miền Bắc)',
      JA: 'ベトナムロト1分（北部）',
      TH: 'หวยเวียดนาม 1 นาที (เหนือ)',
      TY: 'Vietnam Lotto 1 Minuto (Hilaga)',
    },
  },
  {
    code: 'ARCV-VN-3',
    region: 'SOUTH',
    intervalSeconds: 180,
    closeSeconds: 15,
    odds: { LO: 520, DE: 9500, CANG3: 95_000 },
    names: {
      EN: 'Vietnam Lotto 3 Minutes (South)',
      CN: '越南3分彩（南部）',
      VI: 'Xổ Số Siêu Tốc 3 Phút (Miền Nam)',
      JA: 'ベトナムロト3分（南部）',
      TH: 'หวยเวียดนาม 3 นาที (ใต้)',
      TY: 'Vietnam Lotto 3 Minuto (Timog)',
    },
  },
  {
    code: 'ARCV-VN-5',
    region: 'NORTH',
    intervalSeconds: 300,
    closeSeconds: 30,
    odds: { LO: 350, DE: 9500, CANG3: 95_000 },
    names: {
      EN: 'Vietnam Lotto 5 Minutes (North)',
      CN: '越南5分彩（北部）',
      VI: 'Xổ Số Siêu Tốc 5 Phút (Miền Bắc)',
      JA: 'ベトナムロト5分（北部）',
      TH: 'หวยเวียดนาม 5 นาที (เหนือ)',
      TY: 'Vietnam Lotto 5 Minuto (Hilaga)',
    },
  },
];

export const vietnamGame = (code: string) => VIETNAM_GAMES.find((game) => game.code === code);

/**
 * A bet type's exact return: LO pays per prize number whose last two digits match (each number's
 * are uniform, so a draw hits numbersDrawn/100 times on average); DE and CANG3 win with one chance
 * in 100 and 1,000.
 */
export function betTypeRtp(game: VietnamGame, betType: LotteryBetType): number {
  const odds = game.odds[betType] / 100;
  if (betType === 'LO') return (numbersDrawn(game.region) * odds) / 100;
  return odds / 10 ** LOTTERY_BET_DIGITS[betType];
}

export const betTypesOf = (game: VietnamGame) =>
  LOTTERY_BET_TYPES.map((betType) => ({
    betType,
    digits: LOTTERY_BET_DIGITS[betType],
    odds: game.odds[betType],
    rtp: betTypeRtp(game, betType),
  }));

/** What the catalogue states: the best bet type's RTP, to the hundredth of a percent. */
export const statedRtp = (game: VietnamGame) =>
  Math.round(Math.max(...LOTTERY_BET_TYPES.map((betType) => betTypeRtp(game, betType))) * 10_000) / 10_000;

export const LOTTERY_ENTRIES: HouseGame[] = VIETNAM_GAMES.map((game) => ({
  vendorCode: LOTTERY_VENDOR,
  gameCode: game.code,
  family: 'lottery',
  category: 'LOTT',
  names: game.names,
  minBet: LOTTERY_MIN_STAKE,
  lines: 0,
  classify: null,
  rtp: statedRtp(game),
  hot: true,
}));

/** Adds the lotteries to the vendor's catalogue, once per process (every test app registers the module again). */
export function registerLotteries() {
  for (const game of LOTTERY_ENTRIES) if (!gameOf(game.gameCode)) register(game);
}
