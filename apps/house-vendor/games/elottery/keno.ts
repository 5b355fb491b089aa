import type { RandomSource } from '../fair/random.ts';
import { type Checked, checkAbsent, checked, checkKey, checkPicks, checkStake } from './check.ts';
import { SPOT_BET_TYPES, SPOT_COUNTS, type SpotsKey, spotsKey } from './keno-paytables.ts';
import { SUM_BET_TYPES, type SumKey, sumLevel } from './keno-sum.ts';
import { type BetType, byKey, type GameInfo, NO_PICKS, payAt, rtpRange } from './odds.ts';

/**
 * Keno: 20 of the numbers 1–80 drawn a minute. Spot bets are paid by hits on a paytable
 * (keno-paytables.ts), side bets on the sum of the 20 (keno-sum.ts).
 */

export interface KenoResult {
  /** The 20 numbers in the order drawn (the draw animation shows them so). */
  order: readonly number[];
  /** The same numbers ascending: what a ticket is checked against and a results board shows. */
  numbers: readonly number[];
}

export const DRAWN = 20;
export const POOL = 80;

/** Ascending, by insertion: twenty numbers, and no comparator closure per draw. */
function ascending(order: readonly number[]): number[] {
  const numbers = order.slice();
  for (let i = 1; i < numbers.length; i++) {
    const n = numbers[i] ?? 0;
    let j = i - 1;
    for (; j >= 0 && (numbers[j] ?? 0) > n; j--) numbers[j + 1] = numbers[j] ?? 0;
    numbers[j + 1] = n;
  }
  return numbers;
}

/** The result a stored draw order gives: the order alone is enough to keep. */
export const resultOf = (order: readonly number[]): KenoResult => ({ order: order.slice(), numbers: ascending(order) });

const ONE_TO_EIGHTY: readonly number[] = Array.from({ length: POOL }, (_, i) => i + 1);

/**
 * A partial Fisher–Yates shuffle of 1–80: for i = 0 … 19, swap place i with place
 * i + random.int(80 − i); the first 20 places, in order, are the draw. Twenty `int` calls, each
 * uniform, so every ordered draw is equally likely: the order a verifier replays.
 */
export function draw(random: RandomSource): KenoResult {
  const pool = ONE_TO_EIGHTY.slice();
  for (let i = 0; i < DRAWN; i++) {
    const j = i + random.int(POOL - i);
    const picked = pool[j] ?? 0;
    pool[j] = pool[i] ?? 0;
    pool[i] = picked;
  }
  pool.length = DRAWN;
  return { order: pool, numbers: ascending(pool) };
}

export type KenoKey = SpotsKey | SumKey;

/** A validated bet: `spots` (ascending, as many as the key says) only on a spot bet. */
export interface KenoBet {
  key: KenoKey;
  stake: number;
  spots?: readonly number[];
}

/** How many spots a key takes (a bet slip's picker): `spots-7` takes 7, a side bet none. */
export const spotsTaken = (key: KenoKey) => SPOTS_OF_KEY.get(key) ?? 0;
const SPOTS_OF_KEY: ReadonlyMap<string, number> = new Map(SPOT_COUNTS.map((count) => [spotsKey(count), count]));

/**
 * What tickets are checked against, worked out once per draw: the numbers as an 80-bit mask in
 * three integers (a hit is one AND, nothing allocated per ticket) and their sum.
 */
interface Drawn {
  low: number;
  middle: number;
  high: number;
  sum: number;
}

function drawnOf(numbers: readonly number[]): Drawn {
  const drawn = { low: 0, middle: 0, high: 0, sum: 0 };
  for (const n of numbers) {
    const bit = 1 << ((n - 1) & 31);
    if (n <= 32) drawn.low |= bit;
    else if (n <= 64) drawn.middle |= bit;
    else drawn.high |= bit;
    drawn.sum += n;
  }
  return drawn;
}

/** Whether a spot was drawn; a spot outside 1–80 never is. */
const drawnHas = (drawn: Drawn, spot: number) =>
  spot >= 1 &&
  spot <= POOL &&
  ((spot <= 32 ? drawn.low : spot <= 64 ? drawn.middle : drawn.high) & (1 << ((spot - 1) & 31))) !== 0;

function levelIn(bet: Pick<KenoBet, 'key' | 'spots'>, drawn: Drawn): number {
  if (spotsTaken(bet.key) === 0) return sumLevel(bet.key as SumKey, drawn.sum);
  let hits = 0;
  for (const spot of bet.spots ?? NO_PICKS) if (drawnHas(drawn, spot)) hits++;
  return hits;
}

/** How many of `spots` are among `numbers`. */
export function hitsOf(spots: readonly number[], numbers: readonly number[]): number {
  return levelIn({ key: 'spots-1', spots }, drawnOf(numbers));
}

/** The level a draw puts a bet at: hits for a spot bet, 1 or 0 for a side bet. */
export const levelOf = (bet: Pick<KenoBet, 'key' | 'spots'>, result: KenoResult) =>
  levelIn(bet, drawnOf(result.numbers));

export const BET_TYPES: readonly BetType<KenoKey>[] = [...SPOT_BET_TYPES, ...SUM_BET_TYPES];
const ROWS = byKey(BET_TYPES);
const KEYS = BET_TYPES.map((row) => row.key);

export const GAME: GameInfo = {
  code: 'keno',
  category: 'ELOTT',
  name: 'Keno',
  drawSeconds: 60,
  minStake: 100,
  // Lower than K3 and 5D: a 10-spot ticket can win 10,000× its stake.
  maxStake: 100_000,
  rtp: rtpRange(BET_TYPES),
};

export type KenoBetInput = { readonly [F in keyof KenoBet]?: unknown };

/** Checks a bet as sent (key, stake, spots) and returns it with its spots ascending, or the first refusal. */
export function validateBet(input: KenoBetInput): Checked<KenoBet> {
  const keyRefused = checkKey(input.key, KEYS);
  if (keyRefused) return { ok: false, refusal: keyRefused };
  const key = input.key as KenoKey;
  const count = spotsTaken(key);
  const failed =
    checkStake(input.stake, GAME) ??
    (count
      ? checkPicks('spots', input.spots, { count, min: 1, max: POOL, distinct: true })
      : checkAbsent('spots', input.spots, key));
  const stake = input.stake as number;
  return checked(failed, () =>
    count ? { key, stake, spots: [...(input.spots as number[])].sort((a, b) => a - b) } : { key, stake },
  );
}

/** Settles any number of validated bets against one draw (its tickets): the draw is read once. */
export function settler(result: KenoResult): (bet: KenoBet) => number {
  const drawn = drawnOf(result.numbers);
  return (bet) => {
    const row = ROWS.get(bet.key);
    if (!row) throw new RangeError(`keno: no bet type ${bet.key}`);
    return payAt(row, levelIn(bet, drawn), bet.stake);
  };
}

/** What a validated bet returns for a draw, in minor units (0 when it loses). */
export const settle = (bet: KenoBet, result: KenoResult) => settler(result)(bet);
