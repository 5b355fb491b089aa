import type { RandomSource } from '../fair/random.ts';
import type { Compiled, ReelSet } from './compile.ts';
import * as shape from './compile.ts';

// Hot-loop constants copied into this module: test runners turn imported names into property
// reads on a module object, which made a million-spin simulation several times slower.
const REELS = shape.REELS;
const ROWS = shape.ROWS;
const CELLS = shape.CELLS;
const STRIDE = shape.PAY_STRIDE;

/** A hard ceiling on free spins in one round; reaching it is astronomically unlikely (see exactRtp). */
export const MAX_FREE_SPINS = 500;

/**
 * One win as the evaluator finds it: a line (index from 0, ways 1) or, on a ways title,
 * line -1 and the number of ways; `units` is the pay in coins before any multiplier.
 */
export type WinSink = (line: number, symbol: number, count: number, units: number, ways: number) => void;

/** Draws a stop per reel (left to right, one draw each) and fills grid[reel * ROWS + row]. */
export function spinReels(set: ReelSet, random: RandomSource, stops: Int32Array, grid: Uint8Array) {
  const { strips, wrapped } = set;
  for (let reel = 0; reel < REELS; reel++) {
    const stop = random.int((strips[reel] as Uint8Array).length);
    const strip = wrapped[reel] as Uint8Array;
    stops[reel] = stop;
    const cell = reel * ROWS;
    grid[cell] = strip[stop] as number;
    grid[cell + 1] = strip[stop + 1] as number;
    grid[cell + 2] = strip[stop + 2] as number;
  }
}

/**
 * Line pays in coins. Per line: the run of leading wilds pays as wilds, or the first other
 * symbol pays with the wilds before and after it standing in, whichever is more.
 */
export function lineUnits(c: Compiled, grid: Uint8Array, sink?: WinSink): number {
  const { cells, linePay, lines, wild, scatter } = c;
  let total = 0;
  for (let line = 0, at = 0; line < lines; line++, at += REELS) {
    let wilds = 0;
    while (wilds < REELS && grid[cells[at + wilds] as number] === wild) wilds++;
    let symbol = wild;
    let count = wilds;
    let pay = linePay[wild * STRIDE + wilds] as number;
    if (wilds < REELS) {
      const first = grid[cells[at + wilds] as number] as number;
      if (first !== scatter) {
        let run = wilds + 1;
        while (run < REELS) {
          const next = grid[cells[at + run] as number];
          if (next !== first && next !== wild) break;
          run++;
        }
        const firstPay = linePay[first * STRIDE + run] as number;
        if (firstPay > pay) {
          symbol = first;
          count = run;
          pay = firstPay;
        }
      }
    }
    if (pay > 0) {
      total += pay;
      sink?.(line, symbol, count, pay, 1);
    }
  }
  return total;
}

/**
 * Ways pays in coins: each symbol on the first reel pays for the reels in a row from the left
 * that show it or a wild, times the product of how many cells show it (or a wild) on each.
 */
export function waysUnits(c: Compiled, grid: Uint8Array, sink?: WinSink): number {
  const { linePay, wild, scatter } = c;
  let total = 0;
  for (let row = 0; row < ROWS; row++) {
    const symbol = grid[row] as number;
    if (symbol === scatter) continue;
    let repeated = false;
    for (let above = 0; above < row; above++) if (grid[above] === symbol) repeated = true;
    if (repeated) continue;
    let ways = 0;
    for (let r = row; r < ROWS; r++) if (grid[r] === symbol) ways++;
    let count = 1;
    for (; count < REELS; count++) {
      const cell = count * ROWS;
      let here = 0;
      for (let r = 0; r < ROWS; r++) {
        const shown = grid[cell + r];
        if (shown === symbol || shown === wild) here++;
      }
      if (here === 0) break;
      ways *= here;
    }
    const pay = (linePay[symbol * STRIDE + count] as number) * ways;
    if (pay > 0) {
      total += pay;
      sink?.(-1, symbol, count, pay, ways);
    }
  }
  return total;
}

export function countScatters(c: Compiled, grid: Uint8Array): number {
  const scatter = c.scatter;
  let count = 0;
  for (let i = 0; i < CELLS; i++) if (grid[i] === scatter) count++;
  return count;
}

/** What one spin of the reels (paid or free) showed and paid, in coins before the multiplier. */
export interface SpinRecord {
  free: boolean;
  stops: number[];
  /** Symbol indices, grid[reel * ROWS + row]. */
  grid: number[];
  units: number;
  scatters: number;
  scatterUnits: number;
}

/** A pick board in the order its tiles are revealed (coins, -1 an ender), how many paid, and the multiplier. */
export interface PickRecord {
  tiles: number[];
  revealed: number;
  multiplier: number;
}

/** Watches a round as it is played; the simulation passes none, or only `feature` to count triggers. */
export interface RoundObserver {
  win?: WinSink;
  spin?(record: SpinRecord): void;
  feature?(scatters: number): void;
  pick?(record: PickRecord): void;
}

// Scratch buffers shared by every call: a round runs start to end without yielding.
const scratchStops = new Int32Array(REELS);
const scratchGrid = new Uint8Array(CELLS);
let scratchBoard = new Int32Array(0);
/** The scatters the last spin showed: spin() returns its pay, and an object per spin would slow the hot loop. */
let lastScatters = 0;

/** One spin's pays in coins (wins and scatter) before any multiplier; reports it to the observer. */
function spin(c: Compiled, set: ReelSet, random: RandomSource, free: boolean, observer?: RoundObserver) {
  const stops = scratchStops;
  const grid = scratchGrid;
  spinReels(set, random, stops, grid);
  const sink = observer?.win;
  const units = c.ways ? waysUnits(c, grid, sink) : lineUnits(c, grid, sink);
  const scatters = countScatters(c, grid);
  const scatterUnits = c.scatterUnits[scatters] as number;
  observer?.spin?.({ free, stops: [...stops], grid: [...grid], units, scatters, scatterUnits });
  lastScatters = scatters;
  return units + scatterUnits;
}

/**
 * Plays a whole round: the paid spin, then the feature when it shows `trigger` scatters: the
 * free spins it awards (and any they award again, wins multiplied) or the pick board.
 * Returns the round's win in coins. The draws are the paid spin's stops, left to right, then
 * each free spin's, or the board's shuffle.
 */
export function playUnits(c: Compiled, random: RandomSource, observer?: RoundObserver): number {
  let total = spin(c, c.base, random, false, observer);
  const scatters = lastScatters;
  if (scatters < c.trigger) return total;
  observer?.feature?.(scatters);
  if (c.pickTiles.length > 0) return total + playPick(c, random, scatters, observer);
  const { awarded, multiplier, trigger } = c;
  let remaining = awarded[scatters] as number;
  for (let played = 0; remaining > 0 && played < MAX_FREE_SPINS; played++) {
    remaining--;
    total += spin(c, c.free, random, true, observer) * multiplier;
    if (lastScatters >= trigger) remaining += awarded[lastScatters] as number;
  }
  return total;
}

/**
 * The pick board: a Fisher–Yates shuffle (tile i, from the last down, swaps with a uniform
 * j ≤ i), then revealed in that order up to the first ender. Which tile a player clicks only
 * chooses where the next revealed value is shown: the board is set when the feature starts.
 */
function playPick(c: Compiled, random: RandomSource, scatters: number, observer?: RoundObserver): number {
  const tiles = c.pickTiles;
  if (scratchBoard.length !== tiles.length) scratchBoard = new Int32Array(tiles.length);
  const board = scratchBoard;
  board.set(tiles);
  for (let i = board.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    const tile = board[i] as number;
    board[i] = board[j] as number;
    board[j] = tile;
  }
  let sum = 0;
  let revealed = 0;
  while (revealed < board.length && (board[revealed] as number) >= 0) sum += board[revealed++] as number;
  const multiplier = c.pickMultipliers[scatters] as number;
  observer?.pick?.({ tiles: [...board], revealed, multiplier });
  return sum * multiplier;
}
