import type { RandomSource } from '../fair/random.ts';
import { compile, REELS, ROWS } from './compile.ts';
import { playUnits } from './engine.ts';
import type { SlotMath } from './types.ts';

/**
 * One win, in words the page can write in the player's language: the symbol's name comes
 * from its id, so "3 × Dragon on line 7: ₱1.50" or "4 × Koi, 6 ways: ₱0.80". Amounts are
 * minor units, the free spins' multiplier included.
 */
export type Win =
  | { kind: 'line'; symbol: string; count: number; line: number; amount: number }
  | { kind: 'ways'; symbol: string; count: number; ways: number; amount: number }
  | { kind: 'scatter'; symbol: string; count: number; amount: number };

export interface SpinResult {
  free: boolean;
  /** Stop (the top row's index on the strip) of each reel. */
  stops: number[];
  /** grid[reel][row] symbol ids, row 0 on top. */
  grid: string[][];
  wins: Win[];
  scatters: number;
  /** What this spin's wins were multiplied by (1 on the paid spin). */
  multiplier: number;
  /** This spin's win in minor units. */
  win: number;
}

/**
 * The pick board in the order its tiles are revealed: prizes in minor units (multiplier
 * included), null for an ender. The first `revealed` tiles pay; the next one, if any, is the
 * ender that closed the board; the page may show the rest afterwards as "what was left".
 */
export interface PickResult {
  tiles: (number | null)[];
  revealed: number;
  multiplier: number;
  win: number;
}

export interface RoundResult {
  stake: number;
  /** The coin: the stake divided by the title's coins (the line bet on a lines title). */
  coin: number;
  /** The paid spin, then each free spin. */
  spins: SpinResult[];
  freeSpins: number;
  pick: PickResult | null;
  /** The whole round's payout in minor units (0 for a loss). */
  win: number;
}

/**
 * Plays one paid round at `stake` minor units (a whole number of coins) and describes every
 * spin and the feature. The same engine as the simulation: the observer only writes it down.
 */
export function playRound(math: SlotMath, random: RandomSource, stake: number): RoundResult {
  if (!Number.isSafeInteger(stake) || stake <= 0 || stake % math.coins !== 0) {
    throw new RangeError(`stake ${stake} is not a positive multiple of ${math.coins}`);
  }
  const c = compile(math);
  const coin = stake / math.coins;
  const id = (symbol: number) => c.ids[symbol] ?? '';
  const scatterId = id(c.scatter);
  const spins: SpinResult[] = [];
  let pending: Win[] = [];
  let pick: PickResult | null = null;
  const units = playUnits(c, random, {
    win: (line, symbol, count, pay, ways) => {
      const amount = pay * coin;
      pending.push(
        line < 0
          ? { kind: 'ways', symbol: id(symbol), count, ways, amount }
          : { kind: 'line', symbol: id(symbol), count, line: line + 1, amount },
      );
    },
    spin: (record) => {
      const multiplier = record.free ? c.multiplier : 1;
      const wins = pending.map((win) => ({ ...win, amount: win.amount * multiplier }));
      pending = [];
      if (record.scatterUnits > 0) {
        wins.push({
          kind: 'scatter',
          symbol: scatterId,
          count: record.scatters,
          amount: record.scatterUnits * coin * multiplier,
        });
      }
      spins.push({
        free: record.free,
        stops: record.stops,
        grid: Array.from({ length: REELS }, (_, reel) =>
          Array.from({ length: ROWS }, (_, row) => id(record.grid[reel * ROWS + row] ?? 0)),
        ),
        wins,
        scatters: record.scatters,
        multiplier,
        win: (record.units + record.scatterUnits) * coin * multiplier,
      });
    },
    pick: (record) => {
      const tiles = record.tiles.map((tile) => (tile < 0 ? null : tile * coin * record.multiplier));
      const win = tiles.slice(0, record.revealed).reduce<number>((total, tile) => total + (tile ?? 0), 0);
      pick = { tiles, revealed: record.revealed, multiplier: record.multiplier, win };
    },
  });
  return { stake, coin, spins, freeSpins: spins.length - 1, pick, win: units * coin };
}
