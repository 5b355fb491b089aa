import type { RandomSource } from '../fair/random.ts';
import {
  checkStake,
  choose,
  MAX_MULTIPLIER,
  MAX_STAKE,
  MIN_STAKE,
  type OriginalGame,
  payout,
  TEN_THOUSANDTHS,
} from './game.ts';

/**
 * Mines: a 5×5 grid (cells 0–24, row by row) hides 1–24 mines, placed before the first reveal.
 * The player reveals cells one at a time; a mine ends the round with nothing, and after any safe
 * reveal they may cash out at multiplierAfter(mines, safe reveals so far). Multipliers are integer
 * ten-thousandths.
 *
 * Why no strategy beats 99%: the mines are a uniformly random set the player cannot see, so the
 * first k cells they reveal are all safe with chance C(25 − m, k) / C(25, k), whichever cells and
 * in whatever order; all a reveal teaches them is that they are still in. A strategy is therefore
 * a choice of how many cells to reveal, and each choice returns exactRtp(m, k) ≤ 0.99.
 */

export const CELLS = 25;
export const MIN_MINES = 1;
export const MAX_MINES = 24;

export const GAME: OriginalGame = {
  code: 'mines',
  name: 'Mines',
  rtp: 0.99,
  rtpRange: { min: 0.98992, max: 0.99 },
  rtpNote:
    'Each safe reveal pays 99% of the fair odds of getting that far, rounded down to 4 decimals: 98.99%–99% however many cells you open.',
  minStake: MIN_STAKE,
  maxStake: MAX_STAKE,
  maxMultiplier: MAX_MULTIPLIER,
  maxPayout: MAX_STAKE * MAX_MULTIPLIER,
};

/**
 * (1 − 1%) × C(25, k) / C(25 − m, k) after k safe reveals among m mines, rounded down to
 * ten-thousandths. Uncapped: see maxReveals for where the game stops.
 */
const rawMultiplier = (mines: number, safeReveals: number) =>
  Math.floor((9_900 * choose(CELLS, safeReveals)) / choose(CELLS - mines, safeReveals));

/**
 * The most cells one round may reveal: every safe cell, or fewer where the next multiplier would
 * pass the 10,000× cap. Stopping the reveals there (rather than paying a capped multiplier)
 * keeps every reachable cash-out at 99% of fair odds; the round cashes out by itself on reaching it.
 */
export const MAX_REVEALS: readonly number[] = Array.from({ length: MAX_MINES + 1 }, (_, mines) => {
  if (mines < MIN_MINES) return 0;
  let k = 0;
  while (k < CELLS - mines && rawMultiplier(mines, k + 1) <= MAX_MULTIPLIER * TEN_THOUSANDTHS) k += 1;
  return k;
});

export function maxReveals(mines: number): number {
  checkMines(mines);
  return MAX_REVEALS[mines] ?? 0;
}

/** The cash-out multiplier (ten-thousandths) after `safeReveals` safe cells, 1 ≤ safeReveals ≤ maxReveals. */
export function multiplierAfter(mines: number, safeReveals: number): number {
  if (!Number.isInteger(safeReveals) || safeReveals < 1 || safeReveals > maxReveals(mines)) {
    throw new RangeError(`${safeReveals} safe reveals with ${mines} mines`);
  }
  return rawMultiplier(mines, safeReveals);
}

/**
 * Reused by mineMask: the simulation places millions of boards. Safe to share, as the shuffle
 * runs synchronously from start to end.
 */
const deck = new Uint8Array(CELLS);

/**
 * The round's mines as a bit mask (bit c = cell c), drawn before any reveal: a Fisher–Yates
 * shuffle of cells 0–24 run for its first m steps (for i = 0 … m − 1, swap position i with
 * position i + int(25 − i)); the cells in positions 0 to m − 1 are the mines. The later steps of a
 * full shuffle would only order the safe cells, so they are left out: m draws instead of 24.
 */
export function mineMask(random: RandomSource, mines: number): number {
  checkMines(mines);
  for (let i = 0; i < CELLS; i++) deck[i] = i;
  let mask = 0;
  for (let i = 0; i < mines; i++) {
    const j = i + random.int(CELLS - i);
    const cell = deck[j] ?? 0;
    deck[j] = deck[i] ?? 0;
    deck[i] = cell;
    mask |= 1 << cell;
  }
  return mask;
}

/** The same draw as mineMask, as the mined cells in increasing order. */
export const minePositions = (random: RandomSource, mines: number): number[] => cellsOf(mineMask(random, mines));

export const cellsOf = (mask: number): number[] =>
  Array.from({ length: CELLS }, (_, c) => c).filter((c) => isMine(mask, c));

export const isMine = (mask: number, cell: number): boolean => ((mask >>> cell) & 1) === 1;

/**
 * A round's payout in minor units: `revealed` lists the cells opened, in order. A round that hit a
 * mine (only ever its last reveal) pays 0; otherwise it cashed out after them all. Throws on
 * anything the game would not have allowed: a repeated cell, a reveal after a mine, no reveal,
 * or more reveals than maxReveals.
 */
export function settle(stakeMinor: number, mask: number, revealed: readonly number[]): number {
  checkStake(stakeMinor);
  if (!Number.isInteger(mask) || mask < 0 || mask >= 2 ** CELLS) throw new RangeError(`mine mask ${mask}`);
  const mines = countMines(mask);
  checkMines(mines);
  let seen = 0;
  for (let i = 0; i < revealed.length; i++) {
    const cell = revealed[i] ?? -1;
    if (!Number.isInteger(cell) || cell < 0 || cell >= CELLS || isMine(seen, cell)) {
      throw new RangeError(`reveal ${i} (${cell}) is not a new cell`);
    }
    seen |= 1 << cell;
    if (isMine(mask, cell)) {
      if (i !== revealed.length - 1) throw new RangeError(`reveal ${i + 1} came after a mine`);
      return 0;
    }
  }
  return payout(stakeMinor, multiplierAfter(mines, revealed.length), TEN_THOUSANDTHS);
}

/**
 * How many cells of `plan` a player opens who reveals them in order and stops at a mine: up to
 * and including the first mine, else all of them (an auto-play, or the simulation's strategy).
 */
export function cellsOpened(mask: number, plan: readonly number[]): number {
  for (let i = 0; i < plan.length; i++) if (isMine(mask, plan[i] ?? -1)) return i + 1;
  return plan.length;
}

/** P(the first k reveals are all safe) = C(25 − m, k) / C(25, k), whichever cells are chosen. */
export const chanceToSurvive = (mines: number, safeReveals: number): number =>
  choose(CELLS - mines, safeReveals) / choose(CELLS, safeReveals);

/**
 * Exact RTP of cashing out after k safe reveals: C(25 − m, k) / C(25, k) × multiplier, in
 * integers until one last division. The floor takes under 10^-4 off a multiplier that comes
 * with a chance under 1, so 0.99 − 10^-4 < RTP ≤ 0.99.
 */
export function exactRtp(mines: number, safeReveals: number): number {
  const multiplier = multiplierAfter(mines, safeReveals);
  return (choose(CELLS - mines, safeReveals) * multiplier) / (choose(CELLS, safeReveals) * TEN_THOUSANDTHS);
}

export function countMines(mask: number): number {
  let n = 0;
  for (let bits = mask >>> 0; bits !== 0; bits &= bits - 1) n += 1;
  return n;
}

function checkMines(mines: number): void {
  if (!Number.isInteger(mines) || mines < MIN_MINES || mines > MAX_MINES) {
    throw new RangeError(`mines ${mines} is outside ${MIN_MINES}–${MAX_MINES}`);
  }
}
