import type { SlotWin } from '@arcadia/contracts';
import { describe, expect, it } from 'vitest';
import { PAYLINES } from '../../../../games/slots/paylines.ts';
import { affordableStake, anticipation, freeSpinTotals, openingStake, tierOf, winCells } from './wins.ts';

const title = {
  paylines: PAYLINES.slice(0, 25).map((line) => [...line]),
  symbols: [
    { id: 'W', role: 'wild' as const, name: 'Wild' },
    { id: 'S', role: 'scatter' as const, name: 'Scatter' },
    { id: 'A', role: 'high' as const, name: 'A' },
    { id: 'b', role: 'low' as const, name: 'b' },
  ],
  feature: { kind: 'free-spins' as const, awarded: [0, 0, 0, 8, 12, 20], multiplier: 3, text: '' },
  trigger: 3,
};
const grid = [
  ['A', 'b', 'S'],
  ['W', 'A', 'b'],
  ['b', 'A', 'A'],
  ['S', 'b', 'b'],
  ['b', 'S', 'A'],
];
const win = (w: Partial<SlotWin> & Pick<SlotWin, 'kind'>) =>
  ({ symbol: 'A', count: 3, amount: 1, text: '', ...w }) as SlotWin;

describe('the reels a win is read from', () => {
  it('a line win: the first `count` reels of its payline', () => {
    // Line 4 reads rows 0, 1, 2, 1, 0.
    expect(winCells(win({ kind: 'line', line: 4, count: 3 }), grid, title)).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
    ]);
  });

  it('a ways win: the symbol and the wilds on its reels; a scatter: every scatter', () => {
    expect(winCells(win({ kind: 'ways', ways: 2, count: 3 }), grid, title)).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
      [2, 1],
      [2, 2],
    ]);
    expect(winCells(win({ kind: 'scatter', symbol: 'S', count: 3 }), grid, title)).toEqual([
      [0, 2],
      [3, 0],
      [4, 1],
    ]);
  });
});

describe('the round around the wins', () => {
  it('counts free spins as the player learns of them, retriggers included', () => {
    const spin = (scatters: number) => ({ free: true, stops: [], grid: [], wins: [], scatters, multiplier: 3, win: 0 });
    const round = { spins: [spin(3), spin(0), spin(4), ...Array.from({ length: 18 }, () => spin(0))], freeSpins: 20 };
    expect(freeSpinTotals(round, title).slice(0, 4)).toEqual([8, 8, 20, 20]);
  });

  it('spins the reels after two scatters on longer', () => {
    expect(anticipation(grid, title)).toEqual([false, false, false, false, true]);
  });

  it('celebrates by stakes won, and finds a bet the balance covers', () => {
    expect([tierOf(90, 10), tierOf(100, 10), tierOf(300, 10), tierOf(750, 10)]).toEqual([null, 'big', 'mega', 'epic']);
    expect(affordableStake([25, 50, 125], 60)).toBe(50);
    expect(affordableStake([25, 50, 125], 10)).toBeNull();
    expect(openingStake([25, 50, 125, 250])).toBe(50);
  });
});
