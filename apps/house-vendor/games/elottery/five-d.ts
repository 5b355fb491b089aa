import type { RandomSource } from '../fair/random.ts';
import {
  type Checked,
  checkAbsent,
  checked,
  checkInt,
  checkKey,
  checkPicks,
  checkStake,
  type Refusal,
} from './check.ts';
import { type BetType, betType, byKey, type GameInfo, NO_PICKS, payAt, rtpRange } from './odds.ts';

/**
 * 5D: five digits a minute, positions 1 to 5. Chances are counted in closed form over the
 * 100,000 equally likely draws (the sum by convolution); five-d.test.ts counts them again by
 * settling every one of the 100,000 draws, so formula and settlement must agree.
 */

/** Digits in position order, position 1 first. */
export interface FiveDResult {
  digits: readonly [number, number, number, number, number];
}

/** Five `random.int(10)`, position 1 first: the order a verifier replays. */
export const draw = (random: RandomSource): FiveDResult => ({
  digits: [random.int(10), random.int(10), random.int(10), random.int(10), random.int(10)],
});

export type FiveDKey =
  | 'digit'
  | 'position-big'
  | 'position-small'
  | 'position-odd'
  | 'position-even'
  | 'sum-big'
  | 'sum-small'
  | 'sum-odd'
  | 'sum-even'
  | 'dragon'
  | 'tiger'
  | 'tie'
  | 'front-2'
  | 'front-3';

/** A validated bet: `position` (1–5) and `digits` (in position order) only where the bet type takes them. */
export interface FiveDBet {
  key: FiveDKey;
  stake: number;
  position?: number;
  digits?: readonly number[];
}

/** What each bet type takes (a bet slip's picker): a position, and how many digits. */
export const TAKES: Record<FiveDKey, { position: boolean; digits: number }> = {
  digit: { position: true, digits: 1 },
  'position-big': { position: true, digits: 0 },
  'position-small': { position: true, digits: 0 },
  'position-odd': { position: true, digits: 0 },
  'position-even': { position: true, digits: 0 },
  'sum-big': { position: false, digits: 0 },
  'sum-small': { position: false, digits: 0 },
  'sum-odd': { position: false, digits: 0 },
  'sum-even': { position: false, digits: 0 },
  dragon: { position: false, digits: 0 },
  tiger: { position: false, digits: 0 },
  tie: { position: false, digits: 0 },
  'front-2': { position: false, digits: 2 },
  'front-3': { position: false, digits: 3 },
};

const win = (won: boolean) => (won ? 1 : 0);

/** 1 when the draw wins the bet, else 0. Dragon and tiger both lose on a tie (tie is its own bet). */
export function levelOf(bet: Pick<FiveDBet, 'key' | 'position' | 'digits'>, { digits: d }: FiveDResult): number {
  // Read only where a position is given: d[-1] would leave V8's fast path for every bet.
  const at = bet.position === undefined ? -1 : (d[bet.position - 1] ?? -1);
  const picks = bet.digits ?? NO_PICKS;
  const sum = d[0] + d[1] + d[2] + d[3] + d[4];
  switch (bet.key) {
    case 'digit':
      return win(at === picks[0]);
    case 'position-big':
      return win(at >= 5);
    case 'position-small':
      return win(at >= 0 && at <= 4);
    case 'position-odd':
      return win(at >= 0 && at % 2 === 1);
    case 'position-even':
      return win(at >= 0 && at % 2 === 0);
    case 'sum-big':
      return win(sum >= 23);
    case 'sum-small':
      return win(sum <= 22);
    case 'sum-odd':
      return win(sum % 2 === 1);
    case 'sum-even':
      return win(sum % 2 === 0);
    case 'dragon':
      return win(d[0] > d[4]);
    case 'tiger':
      return win(d[0] < d[4]);
    case 'tie':
      return win(d[0] === d[4]);
    case 'front-2':
    case 'front-3':
      for (let i = 0; i < picks.length; i++) if (d[i] !== picks[i]) return 0;
      return win(picks.length > 0);
  }
}

/** How many of the 10^5 draws give each sum 0–45: five digits convolved. */
const SUM_WAYS = [0, 1, 2, 3, 4].reduce<number[]>(
  (ways) =>
    Array.from({ length: ways.length + 9 }, (_, s) => ways.slice(Math.max(0, s - 9), s + 1).reduce((a, b) => a + b, 0)),
  [1],
);
const sumWays = (wins: (sum: number) => boolean) =>
  SUM_WAYS.reduce((total, ways, sum) => total + (wins(sum) ? ways : 0), 0);

/** Price list (hundredths) and the count of winning draws out of 100,000, whichever position or digits are chosen. */
const PRICES: readonly { key: FiveDKey; name: string; family: string; odds: number; ways: number }[] = [
  { key: 'digit', name: 'Digit at a position', family: 'digit', odds: 970, ways: 10_000 },
  { key: 'position-big', name: 'Big at a position (5–9)', family: 'position-big-small', odds: 194, ways: 50_000 },
  { key: 'position-small', name: 'Small at a position (0–4)', family: 'position-big-small', odds: 194, ways: 50_000 },
  { key: 'position-odd', name: 'Odd at a position', family: 'position-odd-even', odds: 194, ways: 50_000 },
  { key: 'position-even', name: 'Even at a position', family: 'position-odd-even', odds: 194, ways: 50_000 },
  { key: 'sum-big', name: 'Sum big (23–45)', family: 'sum-big-small', odds: 194, ways: sumWays((s) => s >= 23) },
  { key: 'sum-small', name: 'Sum small (0–22)', family: 'sum-big-small', odds: 194, ways: sumWays((s) => s <= 22) },
  { key: 'sum-odd', name: 'Sum odd', family: 'sum-odd-even', odds: 194, ways: sumWays((s) => s % 2 === 1) },
  { key: 'sum-even', name: 'Sum even', family: 'sum-odd-even', odds: 194, ways: sumWays((s) => s % 2 === 0) },
  // 45 of the 100 (first, fifth) pairs have the first higher, 45 lower, 10 equal.
  { key: 'dragon', name: 'Dragon (position 1 higher than 5)', family: 'dragon-tiger', odds: 215, ways: 45_000 },
  { key: 'tiger', name: 'Tiger (position 5 higher than 1)', family: 'dragon-tiger', odds: 215, ways: 45_000 },
  { key: 'tie', name: 'Dragon–tiger tie', family: 'dragon-tiger', odds: 970, ways: 10_000 },
  { key: 'front-2', name: 'First two digits exact', family: 'front-2', odds: 9700, ways: 1_000 },
  { key: 'front-3', name: 'First three digits exact', family: 'front-3', odds: 97_000, ways: 100 },
];

export const OUTCOMES = 100_000;

export const BET_TYPES: readonly BetType<FiveDKey>[] = PRICES.map(({ key, name, family, odds, ways }) =>
  betType(key, name, family, BigInt(OUTCOMES), [{ level: 1, odds, ways: BigInt(ways) }]),
);
const ROWS = byKey(BET_TYPES);
const KEYS = BET_TYPES.map((row) => row.key);

export const GAME: GameInfo = {
  code: '5d',
  category: 'ELOTT',
  name: '5D',
  drawSeconds: 60,
  minStake: 100,
  maxStake: 1_000_000,
  rtp: rtpRange(BET_TYPES),
};

export type FiveDBetInput = { readonly [F in keyof FiveDBet]?: unknown };

/** Checks a bet as sent (key, stake, position, digits) and returns it, or the first refusal. */
export function validateBet(input: FiveDBetInput): Checked<FiveDBet> {
  const keyRefused = checkKey(input.key, KEYS);
  if (keyRefused) return { ok: false, refusal: keyRefused };
  const key = input.key as FiveDKey;
  const takes = TAKES[key];
  const failed: Refusal | null =
    checkStake(input.stake, GAME) ??
    (takes.position ? checkInt('position', input.position, 1, 5) : checkAbsent('position', input.position, key)) ??
    (takes.digits
      ? checkPicks('digits', input.digits, { count: takes.digits, min: 0, max: 9, distinct: false })
      : checkAbsent('digits', input.digits, key));
  return checked(failed, () => ({
    key,
    stake: input.stake as number,
    ...(takes.position ? { position: input.position as number } : {}),
    ...(takes.digits ? { digits: [...(input.digits as number[])] } : {}),
  }));
}

/** What a validated bet returns for a draw, in minor units (0 when it loses). */
export function settle(bet: FiveDBet, result: FiveDResult): number {
  const row = ROWS.get(bet.key);
  if (!row) throw new RangeError(`5d: no bet type ${bet.key}`);
  return payAt(row, levelOf(bet, result), bet.stake);
}

/** Settles any number of bets against one draw (its tickets), as keno's settler does. */
export const settler =
  (result: FiveDResult) =>
  (bet: FiveDBet): number =>
    settle(bet, result);
