import type { LotteryPrize, LotteryRegion, LotteryTier } from '@arcadia/contracts';

/**
 * The Vietnamese prize tables. NORTH (Miền Bắc): 27 numbers, special 5 digits.
 * SOUTH (Miền Nam): 18 numbers, special 6 digits, down to an eighth prize of 2 digits.
 * Each entry: tier, how many numbers it draws, and their digits.
 */
export const PRIZE_TABLES: Record<LotteryRegion, readonly { tier: LotteryTier; count: number; digits: number }[]> = {
  NORTH: [
    { tier: 'special', count: 1, digits: 5 },
    { tier: 'g1', count: 1, digits: 5 },
    { tier: 'g2', count: 2, digits: 5 },
    { tier: 'g3', count: 6, digits: 5 },
    { tier: 'g4', count: 4, digits: 4 },
    { tier: 'g5', count: 6, digits: 4 },
    { tier: 'g6', count: 3, digits: 3 },
    { tier: 'g7', count: 4, digits: 2 },
  ],
  SOUTH: [
    { tier: 'special', count: 1, digits: 6 },
    { tier: 'g1', count: 1, digits: 5 },
    { tier: 'g2', count: 1, digits: 5 },
    { tier: 'g3', count: 2, digits: 5 },
    { tier: 'g4', count: 7, digits: 5 },
    { tier: 'g5', count: 1, digits: 4 },
    { tier: 'g6', count: 3, digits: 4 },
    { tier: 'g7', count: 1, digits: 3 },
    { tier: 'g8', count: 1, digits: 2 },
  ],
};

/** How many numbers a region's table draws (27 or 18): what a LO bet's odds are priced on. */
export const numbersDrawn = (region: LotteryRegion) => PRIZE_TABLES[region].reduce((sum, row) => sum + row.count, 0);

/** Uniform decimal digits: a draw's seeded stream (fairness.ts), so its result can be recomputed. */
export type DigitSource = () => number;

/**
 * One draw's prize table, filled in the one documented order: tiers as listed above,
 * each tier's numbers in order, each number digit by digit from its first.
 */
export function drawPrizes(region: LotteryRegion, digit: DigitSource): LotteryPrize[] {
  return PRIZE_TABLES[region].map(({ tier, count, digits }) => ({
    tier,
    numbers: Array.from({ length: count }, () => Array.from({ length: digits }, () => String(digit())).join('')),
  }));
}

export const specialOf = (prizes: readonly LotteryPrize[]): string =>
  prizes.find((prize) => prize.tier === 'special')?.numbers[0] ?? '';
