import { describe, expect, it } from 'vitest';
import { FastRandom, type RandomSource } from '../fair/random.ts';
import { MAX_MULTIPLIER } from './game.ts';
import {
  CELLS,
  cellsOpened,
  chanceToSurvive,
  countMines,
  exactRtp,
  GAME,
  MAX_MINES,
  MAX_REVEALS,
  maxReveals,
  mineMask,
  minePositions,
  multiplierAfter,
  settle,
} from './mines.ts';

const STAKE = 10_000;

/** Every mask with `mines` bits among the 25 cells, each once. */
function* boards(mines: number, from = 0, mask = 0): Generator<number> {
  if (mines === 0) {
    yield mask;
    return;
  }
  for (let cell = from; cell <= CELLS - mines; cell++) yield* boards(mines - 1, cell + 1, mask | (1 << cell));
}

describe('the multipliers', () => {
  it('are 0.99 × C(25, k) / C(25 − m, k), rounded down to ten-thousandths', () => {
    expect(multiplierAfter(1, 1)).toBe(10_312); // 0.99 × 25/24 = 1.03125
    expect(multiplierAfter(3, 1)).toBe(11_250); // 0.99 × 25/22 = 1.125
    expect(multiplierAfter(3, 2)).toBe(12_857); // 0.99 × 300/231 = 1.285714…
    expect(multiplierAfter(24, 1)).toBe(247_500); // 24.75×
    expect(multiplierAfter(1, 24)).toBe(247_500); // every safe cell of one mine: 0.99 × 25
  });

  it('stop where the next reveal would pass the 10,000× cap', () => {
    expect(maxReveals(1)).toBe(24);
    expect(maxReveals(3)).toBe(22); // 2,277× for all 22: no cap needed
    expect(maxReveals(4)).toBe(20); // the 21st would pay 12,523×
    expect(maxReveals(20)).toBe(4); // 2,504.7×; the 5th would be 52,598×
    for (let mines = 1; mines <= MAX_MINES; mines++) {
      const last = MAX_REVEALS[mines] ?? 0;
      expect(multiplierAfter(mines, last)).toBeLessThanOrEqual(MAX_MULTIPLIER * 10_000);
      expect(() => multiplierAfter(mines, last + 1)).toThrow(RangeError);
    }
  });
});

describe('the board', () => {
  it('survives k reveals on C(25 − m, k) of the C(25, m) boards, and pays exactRtp over them all', () => {
    for (const [mines, reveals] of [
      [1, 1],
      [2, 3],
      [3, 5],
      [3, 22],
      [4, 20],
    ] as const) {
      // Any cells in any order: here 24, 22, 20, … then 1, 3, 5, …
      const plan = [
        ...Array.from({ length: 13 }, (_, i) => 24 - 2 * i),
        ...Array.from({ length: 12 }, (_, i) => 2 * i + 1),
      ];
      plan.length = reveals;
      let boardsSeen = 0;
      let survived = 0;
      let paid = 0;
      for (const mask of boards(mines)) {
        boardsSeen += 1;
        const won = settle(STAKE, mask, plan.slice(0, cellsOpened(mask, plan)));
        if (won > 0) survived += 1;
        paid += won;
      }
      expect(survived / boardsSeen).toBeCloseTo(chanceToSurvive(mines, reveals), 14);
      expect(paid / (boardsSeen * STAKE)).toBeCloseTo(exactRtp(mines, reveals), 14);
    }
  });

  it('is a Fisher–Yates shuffle run for m steps: swap position i with i + int(25 − i)', () => {
    // int always 0 swaps each position with itself: mines in cells 0 … m − 1.
    const zeros: RandomSource = { int: () => 0, float: () => 0 };
    expect(minePositions(zeros, 1)).toEqual([0]);
    expect(minePositions(zeros, 3)).toEqual([0, 1, 2]);
    // int(n) = n − 1 always swaps with position 24, which then holds the cell just passed over.
    const lasts: RandomSource = { int: (n) => n - 1, float: () => 0 };
    expect(minePositions(lasts, 1)).toEqual([24]);
    expect(minePositions(lasts, 4)).toEqual([0, 1, 2, 24]);
    expect(minePositions(lasts, 24)).toEqual(Array.from({ length: 24 }, (_, i) => (i === 23 ? 24 : i)));
    const draws: number[] = [];
    const recording: RandomSource = {
      int: (n) => {
        draws.push(n);
        return 0;
      },
      float: () => 0,
    };
    mineMask(recording, 5);
    expect(draws).toEqual([25, 24, 23, 22, 21]);
  });

  it('puts each cell under a mine equally often', () => {
    const random = new FastRandom(11);
    const hits = new Uint32Array(CELLS);
    const rounds = 50_000;
    let counts = 0;
    for (let i = 0; i < rounds; i++) {
      const mask = mineMask(random, 5);
      counts += countMines(mask);
      for (let c = 0; c < CELLS; c++) hits[c] = (hits[c] ?? 0) + ((mask >>> c) & 1);
    }
    expect(counts).toBe(rounds * 5);
    const expected = rounds / 5;
    for (const count of hits) expect(Math.abs(count - expected)).toBeLessThan(5 * Math.sqrt(expected * 0.8));
  });
});

describe('settling', () => {
  const mask = (1 << 0) | (1 << 7) | (1 << 24); // mines in cells 0, 7 and 24

  it('pays a cash-out after safe reveals and nothing for a mine', () => {
    expect(settle(100, mask, [3])).toBe(112); // 1.125×
    expect(settle(100, mask, [3, 4])).toBe(128); // 1.2857×, rounded down
    expect(settle(100, mask, [3, 7])).toBe(0);
  });

  it('refuses rounds the game would not have allowed', () => {
    expect(() => settle(100, mask, [])).toThrow(RangeError);
    expect(() => settle(100, mask, [7, 3])).toThrow(RangeError); // a reveal after the mine
    expect(() => settle(100, mask, [3, 3])).toThrow(RangeError);
    expect(() => settle(100, mask, [25])).toThrow(RangeError);
    expect(() => settle(100, 0, [3])).toThrow(RangeError); // no mines
    expect(() => settle(100, 2 ** 25, [3])).toThrow(RangeError);
  });
});

describe('the RTP', () => {
  it('is 98.99%–99% for every mine count and every depth allowed, as stated', () => {
    let worst = 1;
    let best = 0;
    for (let mines = 1; mines <= MAX_MINES; mines++) {
      for (let k = 1; k <= maxReveals(mines); k++) {
        const rtp = exactRtp(mines, k);
        expect(rtp).toBeLessThanOrEqual(0.99);
        worst = Math.min(worst, rtp);
        best = Math.max(best, rtp);
      }
    }
    expect(worst).toBe(GAME.rtpRange.min); // 1 mine, 2 reveals: 0.92 × 1.0760
    expect(best).toBe(GAME.rtpRange.max);
  });
});
