import { type BetType, betType } from './odds.ts';

/**
 * Keno's spot bets: the player marks 1 to 10 of the 80 numbers and is paid by how many of the
 * 20 drawn they hit. Keno pays less back than the fixed-odds bets, as keno always has: its top
 * prizes (up to 10,000×) are long shots that the common small wins pay for. Each table is set at
 * or just under 95%: the top prizes are round, and the most frequent paying level is the largest
 * hundredth that keeps the table within 95% (keno.test.ts checks both).
 */
export const PAYTABLE_TARGET_RTP = 95;

export const SPOT_COUNTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type SpotCount = (typeof SPOT_COUNTS)[number];

/** Odds in hundredths of the stake, stake included, by hits; any hit count not listed loses. */
export const PAYTABLES: Record<SpotCount, Readonly<Record<number, number>>> = {
  1: { 1: 380 },
  2: { 2: 1580 },
  3: { 2: 234, 3: 4500 },
  4: { 2: 201, 3: 500, 4: 10_000 },
  5: { 3: 229, 4: 2000, 5: 80_000 },
  6: { 3: 206, 4: 600, 5: 9000, 6: 180_000 },
  7: { 3: 117, 4: 300, 5: 2000, 6: 40_000, 7: 500_000 },
  8: { 4: 257, 5: 1200, 6: 10_000, 7: 150_000, 8: 1_000_000 },
  9: { 4: 159, 5: 600, 6: 4500, 7: 30_000, 8: 400_000, 9: 1_000_000 },
  // Ten spots and not one hit is rare enough (4.6%) to pay: a classic keno consolation.
  10: { 0: 200, 5: 316, 6: 2500, 7: 15_000, 8: 100_000, 9: 500_000, 10: 1_000_000 },
};

/** n choose k, exact. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/**
 * Of the C(80, spots) equally likely ways the marked spots fall among the numbers (the draw
 * chooses 20), how many hit exactly `hits`: C(20, hits) × C(60, spots − hits). The same
 * hypergeometric chance as C(spots, hits) × C(80 − spots, 20 − hits) / C(80, 20), on counts
 * small enough to stay below 2^53.
 */
export const hitWays = (spots: number, hits: number) => choose(20, hits) * choose(60, spots - hits);

export type SpotsKey = `spots-${SpotCount}`;

export const spotsKey = (spots: SpotCount): SpotsKey => `spots-${spots}`;

export const SPOT_BET_TYPES: readonly BetType<SpotsKey>[] = SPOT_COUNTS.map((spots) =>
  betType(
    spotsKey(spots),
    `${spots} spot${spots === 1 ? '' : 's'}`,
    'spots',
    choose(80, spots),
    Object.entries(PAYTABLES[spots]).map(([hits, odds]) => ({
      level: Number(hits),
      odds,
      ways: hitWays(spots, Number(hits)),
    })),
  ),
);
