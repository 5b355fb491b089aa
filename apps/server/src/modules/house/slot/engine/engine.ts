import { PAYLINES } from './paylines.ts';
import type { Paytable } from './paytable-types.ts';
import type { RandomSource } from './random.ts';
import * as symbols from './symbols.ts';

const { SYMBOL_INDEX, SYMBOLS } = symbols;
// Hot-loop constants copied into this module: test runners turn imported names into property
// reads on a module object, which made a million-spin simulation six times slower.
const REELS = symbols.REELS;
const ROWS = symbols.ROWS;
const WILD = symbols.WILD;
const SCATTER = symbols.SCATTER;
const MAX_COUNT = symbols.MAX_COUNT;

/** A hard ceiling on free spins in one round; reaching it is astronomically unlikely (see exactRtp). */
export const MAX_FREE_SPINS = 500;
export const TRIGGER_SCATTERS = 3;

/** A paytable turned into flat arrays for the hot loop. */
export interface CompiledPaytable {
  table: Paytable;
  strips: Uint8Array[];
  /** Each strip followed by its first ROWS - 1 symbols, so a window never wraps. */
  wrapped: Uint8Array[];
  /** linePay[symbol * 6 + count] in line bets. */
  linePay: Int32Array;
  /** cells[line * 5 + reel] = the grid index (reel * 3 + row) the line reads on that reel. */
  cells: Uint8Array;
  /** scatterUnits[count] = scatter pay in line bets (total stakes × lines). */
  scatterUnits: Int32Array;
}

const cache = new WeakMap<Paytable, CompiledPaytable>();

export function compile(table: Paytable): CompiledPaytable {
  const hit = cache.get(table);
  if (hit) return hit;
  const strips = table.reels.map((reel) => Uint8Array.from(reel, (symbol) => SYMBOL_INDEX[symbol]));
  const wrapped = strips.map((strip) => Uint8Array.from([...strip, ...strip.slice(0, ROWS - 1)]));
  const linePay = new Int32Array(SYMBOLS.length * 6);
  for (const [symbol, row] of Object.entries(table.pays)) {
    row.forEach((pay, i) => {
      linePay[SYMBOL_INDEX[symbol as keyof typeof SYMBOL_INDEX] * 6 + i + 2] = pay;
    });
  }
  const cells = Uint8Array.from(
    PAYLINES.slice(0, table.lines).flatMap((rows) => rows.map((row, reel) => reel * ROWS + row)),
  );
  const scatterUnits = new Int32Array(REELS * ROWS + 1);
  table.scatterPays.forEach((pay, count) => {
    scatterUnits[count] = pay * table.lines;
  });
  for (let count = table.scatterPays.length; count < scatterUnits.length; count++) {
    scatterUnits[count] = scatterUnits[count - 1] ?? 0;
  }
  const compiled = { table, strips, wrapped, linePay, cells, scatterUnits };
  cache.set(table, compiled);
  return compiled;
}

/** Draws a stop per reel (left to right, one draw each) and fills grid[reel * 3 + row]; ROWS is 3. */
export function spinReels(c: CompiledPaytable, random: RandomSource, stops: Int32Array, grid: Uint8Array) {
  const { strips, wrapped } = c;
  for (let reel = 0; reel < REELS; reel++) {
    const length = (strips[reel] as Uint8Array).length;
    const strip = wrapped[reel] as Uint8Array;
    const stop = random.int(length);
    stops[reel] = stop;
    const cell = reel * ROWS;
    grid[cell] = strip[stop] as number;
    grid[cell + 1] = strip[stop + 1] as number;
    grid[cell + 2] = strip[stop + 2] as number;
  }
}

export type LineWinSink = (line: number, symbol: number, count: number, pay: number) => void;

/**
 * Line pays of one grid in line bets. Per line: the run of leading wilds pays as wilds, or the
 * first other symbol pays with the wilds before and after it standing in — whichever is more.
 */
export function lineUnits(c: CompiledPaytable, grid: Uint8Array, sink?: LineWinSink): number {
  const { cells, linePay } = c;
  const lines = c.table.lines;
  let total = 0;
  for (let line = 0, at = 0; line < lines; line++, at += REELS) {
    let wilds = 0;
    while (wilds < REELS && grid[cells[at + wilds] as number] === WILD) wilds++;
    let symbol = WILD;
    let count = wilds;
    let pay = linePay[WILD * 6 + wilds] as number;
    if (wilds < REELS) {
      const first = grid[cells[at + wilds] as number] as number;
      if (first !== SCATTER) {
        let run = wilds + 1;
        while (run < MAX_COUNT) {
          const next = grid[cells[at + run] as number];
          if (next !== first && next !== WILD) break;
          run++;
        }
        const firstPay = linePay[first * 6 + run] as number;
        if (firstPay > pay) {
          symbol = first;
          count = run;
          pay = firstPay;
        }
      }
    }
    if (pay > 0) {
      total += pay;
      sink?.(line, symbol, count, pay);
    }
  }
  return total;
}

export function countScatters(grid: Uint8Array): number {
  let count = 0;
  for (let i = 0; i < REELS * ROWS; i++) if (grid[i] === SCATTER) count++;
  return count;
}

/** What one spin of the reels (base or free) showed and paid, in line bets before any multiplier. */
export interface SpinRecord {
  free: boolean;
  stops: number[];
  grid: number[];
  lineUnits: number;
  scatters: number;
  scatterUnits: number;
}

const scratchStops = new Int32Array(REELS);
const scratchGrid = new Uint8Array(REELS * ROWS);

/** Watches a round as it is played: each line win, then the spin it belongs to. */
export interface RoundObserver {
  lineWin: LineWinSink;
  spin(record: SpinRecord): void;
}

/**
 * Plays a whole round: the paid spin and any free spins it starts (each adds `awarded` more,
 * wins multiplied). Returns the round's win in line bets. The simulation passes no observer.
 */
export function playUnits(c: CompiledPaytable, random: RandomSource, observer?: RoundObserver): number {
  // Scratch buffers shared by every call: a round runs start to end without yielding.
  const stops = scratchStops;
  const grid = scratchGrid;
  const { awarded, multiplier } = c.table.freeSpins;
  let total = 0;
  let remaining = 0;
  let played = 0;
  for (let free = false; ; free = true) {
    spinReels(c, random, stops, grid);
    const lines = lineUnits(c, grid, observer?.lineWin);
    const scatters = countScatters(grid);
    const scatter = c.scatterUnits[scatters] ?? 0;
    total += (lines + scatter) * (free ? multiplier : 1);
    observer?.spin({ free, stops: [...stops], grid: [...grid], lineUnits: lines, scatters, scatterUnits: scatter });
    if (scatters >= TRIGGER_SCATTERS) remaining += awarded;
    if (remaining === 0 || played >= MAX_FREE_SPINS) break;
    remaining--;
    played++;
  }
  return total;
}
