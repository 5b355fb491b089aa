import type { RandomSource } from '../fair/random.ts';
import { checkStake, choose, HUNDREDTHS, MAX_STAKE, MIN_STAKE, type OriginalGame, payout } from './game.ts';
import { PLINKO_TABLES, type PlinkoRisk } from './plinko-tables.ts';

export type { PlinkoRisk } from './plinko-tables.ts';

/**
 * Plinko: a ball falls through 8–16 rows of pegs, going left or right at each with chance ½, and
 * lands in the bucket numbered by how many times it went right (0 = far left). The bucket pays a
 * multiplier (hundredths) from the table for the rows and risk the player chose.
 */

export const MIN_ROWS = 8;
export const MAX_ROWS = 16;
export const RISKS: readonly PlinkoRisk[] = ['low', 'medium', 'high'];

export const GAME: OriginalGame = {
  code: 'plinko',
  name: 'Plinko',
  rtp: 0.99,
  rtpRange: { min: 0.9890625, max: 0.98984375 },
  rtpNote:
    'Each bucket is reached with binomial odds (rights out of rows, each ½); every rows-and-risk table returns 98.9%–99% on those odds.',
  minStake: MIN_STAKE,
  maxStake: MAX_STAKE,
  maxMultiplier: 1_000,
  maxPayout: MAX_STAKE * 1_000,
};

/**
 * The ball's path as a bit mask: bit i is 1 when it went right at row i (row 0 at the top). One
 * int(2) per row, top row first; the mask (rather than an array) keeps millions of simulated
 * drops free of allocation, and a page reads row i as (path >> i) & 1.
 */
export function dropPath(random: RandomSource, rows: number): number {
  checkRows(rows);
  let path = 0;
  for (let row = 0; row < rows; row++) path |= random.int(2) << row;
  return path;
}

/** The bucket a path lands in: its number of rights. */
export function bucketOf(path: number): number {
  let rights = 0;
  for (let bits = path >>> 0; bits !== 0; bits &= bits - 1) rights += 1;
  return rights;
}

/** The table's multiplier for `bucket` (0 to rows), in hundredths. */
export function multiplierOf(rows: number, risk: PlinkoRisk, bucket: number): number {
  const half = tableOf(rows, risk);
  if (!Number.isInteger(bucket) || bucket < 0 || bucket > rows) throw new RangeError(`bucket ${bucket} of ${rows}`);
  return half[Math.min(bucket, rows - bucket)] ?? 0;
}

/** Every bucket's multiplier, left to right: what the page draws under the pegs. */
export const payoutRow = (rows: number, risk: PlinkoRisk): number[] =>
  Array.from({ length: rows + 1 }, (_, bucket) => multiplierOf(rows, risk, bucket));

/** A drop's payout in minor units. */
export function settle(stakeMinor: number, rows: number, risk: PlinkoRisk, bucket: number): number {
  checkStake(stakeMinor);
  return payout(stakeMinor, multiplierOf(rows, risk, bucket), HUNDREDTHS);
}

/** Σ C(rows, k) × multiplier(k) / (2^rows × 100): the numerator is an integer, so this is exact to a double. */
export function exactRtp(rows: number, risk: PlinkoRisk): number {
  let weighted = 0;
  for (let bucket = 0; bucket <= rows; bucket++) weighted += choose(rows, bucket) * multiplierOf(rows, risk, bucket);
  return weighted / (2 ** rows * HUNDREDTHS);
}

function tableOf(rows: number, risk: PlinkoRisk): readonly number[] {
  checkRows(rows);
  const half = PLINKO_TABLES[risk]?.[rows];
  if (!half) throw new RangeError(`risk ${risk}`);
  return half;
}

function checkRows(rows: number): void {
  if (!Number.isInteger(rows) || rows < MIN_ROWS || rows > MAX_ROWS) {
    throw new RangeError(`rows ${rows} is outside ${MIN_ROWS}–${MAX_ROWS}`);
  }
}
