import { describe, expect, it } from 'vitest';
import { choose } from './keno-paytables.ts';
import { MIDDLE_SUM, SUM_BET_TYPES, SUM_COUNTS, type SumKey, subsetSumCounts, sumLevel } from './keno-sum.ts';
import { oddsAtTarget, TARGET_RTP } from './odds.ts';

/** Every k-subset of {1, …, n}, by brute force. */
const subsets = (n: number, k: number, from = 1): number[][] =>
  k === 0
    ? [[]]
    : from > n
      ? []
      : [...subsets(n, k - 1, from + 1).map((s) => [from, ...s]), ...subsets(n, k, from + 1)];

describe('the subset-sum count', () => {
  it('agrees with brute force on small pools', () => {
    for (const [n, k] of [
      [10, 3],
      [12, 5],
      [9, 9],
    ] as const) {
      const brute = new Array<bigint>(n * n + 1).fill(0n);
      for (const s of subsets(n, k))
        brute[s.reduce((a, b) => a + b, 0)] = (brute[s.reduce((a, b) => a + b, 0)] ?? 0n) + 1n;
      expect(subsetSumCounts(n, k, n * n)).toEqual(brute);
    }
  });

  it('counts C(80, 20) draws, big and small alike, even ahead of odd by C(40, 10)', () => {
    // Σ (−1)^sum over 20-subsets is [t^20] Π (1 + (−1)^x t) = [t^20] (1 − t²)^40 = C(40, 10).
    expect(SUM_COUNTS.total).toBe(choose(80, 20));
    expect(SUM_COUNTS.even - SUM_COUNTS.odd).toBe(choose(40, 10));
    expect(SUM_COUNTS.odd + SUM_COUNTS.even).toBe(SUM_COUNTS.total);
    expect(SUM_COUNTS.big + SUM_COUNTS.small + SUM_COUNTS.middle).toBe(SUM_COUNTS.total);
  });

  it('matches the full count over every sum, without the mirror shortcut', () => {
    const full = subsetSumCounts(80, 20, 1410);
    const add = (pick: (s: number) => boolean) => full.reduce((total, ways, s) => total + (pick(s) ? ways : 0n), 0n);
    expect(add((s) => s > MIDDLE_SUM)).toBe(SUM_COUNTS.big);
    expect(add((s) => s < MIDDLE_SUM)).toBe(SUM_COUNTS.small);
    expect(full[MIDDLE_SUM]).toBe(SUM_COUNTS.middle);
    expect(add((s) => s % 2 === 1)).toBe(SUM_COUNTS.odd);
    expect(full.slice(0, 210).every((ways) => ways === 0n)).toBe(true);
    expect([full[210], full[1410]]).toEqual([1n, 1n]);
  });
});

describe('the sum side bets', () => {
  const ways: Record<SumKey, bigint> = {
    'sum-big': SUM_COUNTS.big,
    'sum-small': SUM_COUNTS.small,
    'sum-810': SUM_COUNTS.middle,
    'sum-odd': SUM_COUNTS.odd,
    'sum-even': SUM_COUNTS.even,
  };

  it('are priced at the largest hundredth within the target RTP', () => {
    for (const r of SUM_BET_TYPES) {
      expect(r.pays[0]?.odds, r.key).toBe(oddsAtTarget(ways[r.key], SUM_COUNTS.total, TARGET_RTP));
      expect(r.rtp).toBeLessThanOrEqual(TARGET_RTP / 100);
    }
    // Even is a hair likelier than odd, so 1.94 would pay more than 97% back.
    expect(SUM_BET_TYPES.map((r) => r.pays[0]?.odds)).toEqual([194, 194, 22_063, 194, 193]);
    expect(ways['sum-even'] * 194n > 97n * SUM_COUNTS.total).toBe(true);
  });

  it('settle on the sum: 810 loses big and small, wins 810 and even', () => {
    expect(
      (['sum-big', 'sum-small', 'sum-810', 'sum-odd', 'sum-even'] as const).map((key) => sumLevel(key, 810)),
    ).toEqual([0, 0, 1, 0, 1]);
    expect(sumLevel('sum-big', 811)).toBe(1);
    expect(sumLevel('sum-odd', 811)).toBe(1);
    expect(sumLevel('sum-small', 809)).toBe(1);
  });
});
