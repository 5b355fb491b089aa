import type { RandomSource } from '../fair/random.ts';
import type { SlotMath } from './types.ts';

/** Tests only: returns the given draws in order (each must fit its range). */
export const scripted = (draws: number[]): RandomSource => ({
  int(n) {
    const next = draws.shift();
    if (next === undefined || next >= n) throw new Error(`script ran out or ${next} >= ${n}`);
    return next;
  },
  float: () => 0,
});

/** Tests only: a grid of symbol indices (grid[reel * 3 + row]) from three rows of ids written left to right. */
export const gridOf = (math: SlotMath, ...rows: string[]) => {
  const ids = math.symbols.map((symbol) => symbol.id);
  const out = new Uint8Array(15);
  rows.forEach((row, r) => {
    row.split(/\s+/).forEach((id, reel) => {
      const index = ids.indexOf(id);
      if (index < 0) throw new Error(`unknown ${id}`);
      out[reel * 3 + r] = index;
    });
  });
  return out;
};
