import { type BetType, betType } from './odds.ts';

/**
 * Keno's side bets on the sum of the 20 numbers drawn (210 to 1410, middle 810), counted
 * exactly: how many of the C(80, 20) draws give each sum is a subset-sum dynamic program.
 */

/**
 * `counts[s]` = how many k-subsets of {1, …, n} sum to s, for every s ≤ upTo: numbers are
 * added one at a time, a subset of j numbers summing to s either skips the new number x or
 * extends a (j−1)-subset summing to s − x. Bigint: C(80, 20) is about 3.5 × 10^18.
 */
export function subsetSumCounts(n: number, k: number, upTo: number): bigint[] {
  const table = Array.from({ length: k + 1 }, () => new Array<bigint>(upTo + 1).fill(0n));
  const first = table[0];
  if (first) first[0] = 1n;
  for (let x = 1; x <= n; x++) {
    // Downwards, so each number joins a subset at most once.
    for (let j = Math.min(k, x); j >= 1; j--) {
      const row = table[j];
      const prev = table[j - 1];
      if (!row || !prev) continue;
      // j numbers from {1, …, x} sum to at least 1 + … + j and at most (x−j+1) + … + x.
      const low = Math.max(x, (j * (j + 1)) / 2);
      const high = Math.min(upTo, (j * (2 * x - j + 1)) / 2);
      for (let s = high; s >= low; s--) row[s] = (row[s] ?? 0n) + (prev[s - x] ?? 0n);
    }
  }
  return table[k] ?? [];
}

export const MIDDLE_SUM = 810;

/**
 * Draws per side bet. Only sums up to the middle are counted (half the work): x ↦ 81 − x maps a
 * draw summing to s onto one summing to 1620 − s, the same parity, so sums above 810 mirror
 * those below. keno-sum.test.ts checks the halves against C(80, 20) and the parity against the
 * closed form (even − odd = C(40, 10)).
 */
function countSums() {
  const counts = subsetSumCounts(80, 20, MIDDLE_SUM);
  const middle = counts[MIDDLE_SUM] ?? 0n;
  let small = 0n;
  let smallOdd = 0n;
  for (let s = 0; s < MIDDLE_SUM; s++) {
    const ways = counts[s] ?? 0n;
    small += ways;
    if (s % 2 === 1) smallOdd += ways;
  }
  return {
    total: 2n * small + middle,
    big: small,
    small,
    middle,
    odd: 2n * smallOdd,
    even: 2n * (small - smallOdd) + middle,
  };
}

export const SUM_COUNTS = countSums();

export type SumKey = 'sum-big' | 'sum-small' | 'sum-810' | 'sum-odd' | 'sum-even';

/**
 * Priced at the fixed-odds target (97%) like the other games' big/small. Even pays a hundredth
 * less than odd: even sums are more likely by C(40, 10) draws in C(80, 20) (2.4 × 10^-10), and
 * 1.94 would put even a hair over 97%. 810 exactly loses big and small, and counts as even.
 */
const PRICES: readonly { key: SumKey; name: string; family: string; odds: number; ways: bigint }[] = [
  { key: 'sum-big', name: 'Sum big (811–1410)', family: 'sum-big-small', odds: 194, ways: SUM_COUNTS.big },
  { key: 'sum-small', name: 'Sum small (210–809)', family: 'sum-big-small', odds: 194, ways: SUM_COUNTS.small },
  { key: 'sum-810', name: 'Sum exactly 810', family: 'sum-big-small', odds: 22_063, ways: SUM_COUNTS.middle },
  { key: 'sum-odd', name: 'Sum odd', family: 'sum-odd-even', odds: 194, ways: SUM_COUNTS.odd },
  { key: 'sum-even', name: 'Sum even', family: 'sum-odd-even', odds: 193, ways: SUM_COUNTS.even },
];

export const SUM_BET_TYPES: readonly BetType<SumKey>[] = PRICES.map(({ key, name, family, odds, ways }) =>
  betType(key, name, family, SUM_COUNTS.total, [{ level: 1, odds, ways }]),
);

/** 1 when a draw summing to `sum` wins the side bet, else 0. */
export function sumLevel(key: SumKey, sum: number): number {
  switch (key) {
    case 'sum-big':
      return sum > MIDDLE_SUM ? 1 : 0;
    case 'sum-small':
      return sum < MIDDLE_SUM ? 1 : 0;
    case 'sum-810':
      return sum === MIDDLE_SUM ? 1 : 0;
    case 'sum-odd':
      return sum % 2 === 1 ? 1 : 0;
    case 'sum-even':
      return sum % 2 === 0 ? 1 : 0;
  }
}
