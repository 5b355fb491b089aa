import { compile, playUnits } from './engine.ts';
import type { Paytable } from './paytable-types.ts';
import type { RandomSource } from './random.ts';
import { REELS, ROWS, SYMBOLS, type SymbolId } from './symbols.ts';

export interface LineWin {
  /** Payline number, 1-based as shown in the help. */
  line: number;
  symbol: SymbolId;
  count: number;
  /** Minor units, multiplier included. */
  win: number;
}

export interface SpinResult {
  free: boolean;
  /** Stop (top row's index on the strip) of each reel. */
  stops: number[];
  /** grid[reel][row], row 0 on top. */
  grid: SymbolId[][];
  lineWins: LineWin[];
  scatters: number;
  scatterWin: number;
  /** This spin's win in minor units, multiplier included. */
  win: number;
}

export interface RoundResult {
  stake: number;
  lineBet: number;
  spins: SpinResult[];
  /** Free spins played after the paid spin. */
  freeSpins: number;
  /** The whole round's payout in minor units (0 for a loss). */
  win: number;
}

/**
 * Plays one paid round at `stake` minor units (a multiple of the line count, so the
 * line bet is whole) and describes every spin. Same engine as the simulation.
 */
export function playRound(table: Paytable, random: RandomSource, stake: number): RoundResult {
  if (!Number.isSafeInteger(stake) || stake <= 0 || stake % table.lines !== 0) {
    throw new RangeError(`stake ${stake} is not a positive multiple of ${table.lines}`);
  }
  const lineBet = stake / table.lines;
  const spins: SpinResult[] = [];
  let pending: LineWin[] = [];
  const units = playUnits(compile(table), random, {
    lineWin: (line, symbol, count, pay) => {
      pending.push({ line: line + 1, symbol: SYMBOLS[symbol] as SymbolId, count, win: pay * lineBet });
    },
    spin: (record) => {
      const factor = record.free ? table.freeSpins.multiplier : 1;
      const lineWins = pending.map((win) => ({ ...win, win: win.win * factor }));
      pending = [];
      const scatterWin = record.scatterUnits * lineBet * factor;
      spins.push({
        free: record.free,
        stops: record.stops,
        grid: Array.from({ length: REELS }, (_, reel) =>
          Array.from({ length: ROWS }, (_, row) => SYMBOLS[record.grid[reel * ROWS + row] ?? 0] as SymbolId),
        ),
        lineWins,
        scatters: record.scatters,
        scatterWin,
        win: lineWins.reduce((sum, win) => sum + win.win, scatterWin),
      });
    },
  });
  const win = units * lineBet;
  return { stake, lineBet, spins, freeSpins: spins.length - 1, win };
}
