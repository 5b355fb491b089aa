import { describe, expect, it } from 'vitest';
import type { RandomSource } from '../fair/random.ts';
import {
  bucketOf,
  dropPath,
  exactRtp,
  GAME,
  MAX_ROWS,
  MIN_ROWS,
  multiplierOf,
  type PlinkoRisk,
  payoutRow,
  RISKS,
  settle,
} from './plinko.ts';

const STAKE = 100; // hundredths: ₱1 pays whole minor units at every multiplier
const ALL = RISKS.flatMap((risk) =>
  Array.from({ length: MAX_ROWS - MIN_ROWS + 1 }, (_, i) => ({ rows: MIN_ROWS + i, risk })),
);

/** A source replaying the given int answers. */
const replay = (answers: number[]): RandomSource & { asked: number[] } => {
  const asked: number[] = [];
  return {
    asked,
    int: (n) => {
      asked.push(n);
      return answers.shift() ?? 0;
    },
    float: () => 0,
  };
};

describe('a drop', () => {
  it('asks int(2) once per row, top first, and lands in the bucket counting its rights', () => {
    const random = replay([1, 0, 0, 1, 1, 0, 1, 0]);
    const path = dropPath(random, 8);
    expect(random.asked).toEqual(Array(8).fill(2));
    expect(path).toBe(0b01011001); // row i is bit i
    expect(bucketOf(path)).toBe(4);
    expect(bucketOf(dropPath(replay(Array(16).fill(1)), 16))).toBe(16);
    expect(() => dropPath(random, 7)).toThrow(RangeError);
    expect(() => dropPath(random, 17)).toThrow(RangeError);
  });
});

describe('the tables', () => {
  it.each(ALL)('$rows rows, $risk: symmetric, rising to the edges, within the cap', ({ rows, risk }) => {
    const row = payoutRow(rows, risk);
    expect(row).toHaveLength(rows + 1);
    expect(row).toEqual([...row].reverse());
    for (let k = 0; k < rows / 2 - 0.5; k++) expect(row[k]).toBeGreaterThan(row[k + 1] ?? Infinity);
    expect(Math.min(...row)).toBeGreaterThanOrEqual(20);
    expect(Math.max(...row)).toBeLessThanOrEqual(GAME.maxMultiplier * 100);
    for (const m of row) expect(Number.isInteger(m)).toBe(true);
  });

  it.each(ALL)('$rows rows, $risk: every path once pays exactRtp, which is 98.9%–99%', ({ rows, risk }) => {
    let paid = 0;
    for (let path = 0; path < 2 ** rows; path++) paid += settle(STAKE, rows, risk, bucketOf(path));
    const rtp = paid / (2 ** rows * STAKE);
    expect(rtp).toBe(exactRtp(rows, risk));
    expect(rtp).toBeGreaterThanOrEqual(0.989);
    expect(rtp).toBeLessThanOrEqual(0.99);
  });

  it('states the worst and best table', () => {
    const rtps = ALL.map(({ rows, risk }) => exactRtp(rows, risk));
    expect(Math.min(...rtps)).toBe(GAME.rtpRange.min);
    expect(Math.max(...rtps)).toBe(GAME.rtpRange.max);
    expect(Math.max(...ALL.map(({ rows, risk }) => multiplierOf(rows, risk, 0)))).toBe(GAME.maxMultiplier * 100);
  });

  it('prices a few buckets by hand', () => {
    expect(multiplierOf(8, 'low', 0)).toBe(560);
    expect(multiplierOf(8, 'low', 8)).toBe(560);
    expect(multiplierOf(8, 'low', 4)).toBe(50);
    expect(multiplierOf(16, 'high', 16)).toBe(100_000);
    // 8 rows, low: (2·560 + 16·280 + 56·130 + 112·80 + 70·50) / (256 · 100)
    expect(exactRtp(8, 'low')).toBe((2 * 560 + 16 * 280 + 56 * 130 + 112 * 80 + 70 * 50) / 25_600);
    expect(settle(150, 8, 'low', 4)).toBe(75);
    expect(() => multiplierOf(8, 'low', 9)).toThrow(RangeError);
    expect(() => multiplierOf(8, 'extreme' as PlinkoRisk, 0)).toThrow(RangeError);
  });
});
