/**
 * What every house original shares: its descriptor (the lobby card and the game page's
 * "fair play" panel read it; the server enforces its limits) and exact money arithmetic.
 */

export type OriginalCode = 'crash' | 'dice' | 'mines' | 'plinko';

export interface OriginalGame {
  code: OriginalCode;
  /** English name; pages translate by `code`. */
  name: string;
  /** The RTP the page states: no choice the player can make returns more. */
  rtp: number;
  /** Exact RTP of the worst and best choice the rules allow (tests recompute both). */
  rtpRange: { min: number; max: number };
  /** One line for the fair-play panel: where the RTP comes from. */
  rtpNote: string;
  /** Minor units. */
  minStake: number;
  maxStake: number;
  /** The largest multiplier any round can pay (10_000 = 10,000×). */
  maxMultiplier: number;
  /** maxStake × maxMultiplier, minor units: the most one round can ever pay. */
  maxPayout: number;
}

/** ₱1.00 to ₱100,000.00 in every original. */
export const MIN_STAKE = 100;
export const MAX_STAKE = 10_000_000;

/**
 * No original pays more than 10,000× a stake, so no round pays over ₱1,000,000,000 at the top stake.
 * Each game reaches the cap without giving up RTP: crash ends its curve there and pays whoever is
 * still in, mines stops the reveals that would pass it; dice and plinko stay below it.
 */
export const MAX_MULTIPLIER = 10_000;

/** Multipliers are integers: hundredths (crash, plinko) or ten-thousandths (dice, mines). */
export const HUNDREDTHS = 100;
export const TEN_THOUSANDTHS = 10_000;

export function checkStake(stakeMinor: number): void {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor < MIN_STAKE || stakeMinor > MAX_STAKE) {
    throw new RangeError(`stake ${stakeMinor} is outside ${MIN_STAKE}–${MAX_STAKE} minor units`);
  }
}

/**
 * floor(stake × multiplier / scale), exactly: stake ≤ 10^7 and multiplier ≤ 10^4 × scale keep the
 * product under 2^53, and the floor of a quotient of two safe integers is exact in doubles.
 * Rounding down costs the player under one minor unit per win; stakes in whole pesos lose
 * nothing at hundredths, stakes in multiples of ₱100 nothing at ten-thousandths.
 */
export function payout(stakeMinor: number, multiplier: number, scale: number): number {
  const product = stakeMinor * multiplier;
  if (!Number.isSafeInteger(product) || product < 0) throw new RangeError(`payout ${stakeMinor} × ${multiplier}`);
  return Math.floor(product / scale);
}

/** Binomial coefficients for n ≤ 25 (the mines grid; plinko needs n ≤ 16), exact in doubles. */
export const BINOMIAL: readonly (readonly number[])[] = (() => {
  const rows: number[][] = [[1]];
  for (let n = 1; n <= 25; n++) {
    const above = rows[n - 1] ?? [];
    rows.push(Array.from({ length: n + 1 }, (_, k) => (above[k - 1] ?? 0) + (above[k] ?? 0)));
  }
  return rows;
})();

export const choose = (n: number, k: number): number => BINOMIAL[n]?.[k] ?? 0;
