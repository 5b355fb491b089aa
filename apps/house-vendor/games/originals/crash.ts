import type { RandomSource } from '../fair/random.ts';
import { checkStake, HUNDREDTHS, MAX_MULTIPLIER, MAX_STAKE, MIN_STAKE, type OriginalGame, payout } from './game.ts';

/**
 * Crash: a multiplier climbs from 1.00× until the round's crash point; a bet pays its cash-out
 * multiplier if it cashed out at or below the point, else nothing. Multipliers are integer
 * hundredths throughout (250 = 2.50×).
 *
 * Timing, for the server that holds the round and the page that draws it: the point is drawn and
 * committed (by the server seed's hash) before the round opens. The server starts the clock; the
 * curve shows multiplierAt(elapsed ms); the round crashes at msUntil(point). A manual cash-out is
 * priced at multiplierAt(the server's elapsed time when it receives it), and only accepted while
 * elapsed < msUntil(point), so network lag costs the player, never the house. An auto cash-out at
 * t pays exactly t when t ≤ point. At MAX_POINT the curve stops and every bet still riding is paid
 * MAX_POINT. Why no strategy beats 99%: a player learns nothing during the round except that the
 * point has not been reached yet, so any way of cashing out (manual, auto, watching others) is a
 * target t chosen independently of the point, paid t × P(point ≥ t) ≤ 0.99 (exactRtp below); a
 * mix of targets is an average of such figures.
 */

/** 10,000.00×: the curve's end (see MAX_MULTIPLIER). */
export const MAX_POINT = MAX_MULTIPLIER * HUNDREDTHS;
/** 1.01×: a cash-out at 1.00× would turn an instant crash into a refund. */
export const MIN_CASH_OUT = 101;

export const GAME: OriginalGame = {
  code: 'crash',
  name: 'Crash',
  rtp: 0.99,
  rtpRange: { min: 0.989999999997, max: 0.99 },
  rtpNote:
    'The crash point reaches any multiplier t with chance 99% ÷ t, so cashing out at t returns 99% whatever t or timing.',
  minStake: MIN_STAKE,
  maxStake: MAX_STAKE,
  maxMultiplier: MAX_MULTIPLIER,
  maxPayout: MAX_STAKE * MAX_MULTIPLIER,
};

const SPAN = 2 ** 52;
/** (1 − 1% edge) × 100 hundredths, over the 2^52 steps of a float: point = floor(EDGED / m). */
const EDGED = 99n * 2n ** 52n;

/**
 * The round's crash point in hundredths, from one float r: max(1.00, floor(99 / (1 − r)) / 100),
 * capped at MAX_POINT. r is a multiple of 2^-52, so m = (1 − r) × 2^52 is a whole number in
 * [1, 2^52] and the floor is taken in integers (BigInt), exactly: a double quotient can round up
 * to the next whole hundredth just below it, and the browser verifier must agree to the last digit.
 */
export function crashPoint(random: RandomSource): number {
  const m = SPAN - random.float() * SPAN;
  const raw = Number(EDGED / BigInt(m));
  return Math.min(MAX_POINT, Math.max(HUNDREDTHS, raw));
}

/** Curve growth per millisecond: 2× at 4.6 s, 10× at 15.4 s, 100× at 30.7 s, the cap at 61.4 s. */
export const GROWTH_PER_MS = 0.00015;

/** The curve's multiplier (hundredths, rounded down) at `ms` after the round starts. */
export function multiplierAt(ms: number): number {
  if (!(ms >= 0)) throw new RangeError(`elapsed ${ms} ms`);
  return Math.min(MAX_POINT, Math.floor(HUNDREDTHS * Math.exp(GROWTH_PER_MS * ms)));
}

/**
 * The first whole millisecond at which the curve shows `multiplier` (hundredths): the crash time
 * of a round whose point it is. The logarithm's estimate is corrected against multiplierAt, so the
 * two never disagree by a rounding.
 */
export function msUntil(multiplier: number): number {
  checkMultiplier(multiplier, HUNDREDTHS);
  let ms = Math.max(0, Math.ceil(Math.log(multiplier / HUNDREDTHS) / GROWTH_PER_MS));
  while (ms > 0 && multiplierAt(ms - 1) >= multiplier) ms -= 1;
  while (multiplierAt(ms) < multiplier) ms += 1;
  return ms;
}

/**
 * A bet's payout in minor units. `cashOut` is the multiplier it cashed out at (hundredths), or
 * null if it never did: that loses, unless the round ran to MAX_POINT, where it is paid the cap.
 */
export function settle(stakeMinor: number, cashOut: number | null, point: number): number {
  checkStake(stakeMinor);
  checkMultiplier(point, HUNDREDTHS);
  if (cashOut === null) return point === MAX_POINT ? payout(stakeMinor, MAX_POINT, HUNDREDTHS) : 0;
  checkMultiplier(cashOut, MIN_CASH_OUT);
  return cashOut <= point ? payout(stakeMinor, cashOut, HUNDREDTHS) : 0;
}

/**
 * P(point ≥ target), exactly. point ≥ T ⇔ 99·2^52 / m ≥ T ⇔ m ≤ floor(99·2^52 / T), and m is
 * uniform on 1..2^52, so the chance is floor(99·2^52 / T) / 2^52 ≤ 0.99 / T. The cap changes
 * nothing for T ≤ MAX_POINT (a capped point is MAX_POINT ≥ T). The numerator is below 2^53 and
 * the division by a power of two is exact, so this double is the exact value.
 */
export function chanceToReach(target: number): number {
  checkMultiplier(target, MIN_CASH_OUT);
  return Number(EDGED / BigInt(target)) / SPAN;
}

/**
 * Exact RTP of cashing out at `target` (hundredths): P(point ≥ t) × t
 * = 0.99 − (99·2^52 mod T) / (100 · 2^52), so between 0.99 − 2.3·10^-12 and 0.99 for every
 * target up to the cap; never cashing out is the target MAX_POINT.
 */
export function exactRtp(target: number): number {
  checkMultiplier(target, MIN_CASH_OUT);
  return 0.99 - Number(EDGED % BigInt(target)) / (HUNDREDTHS * SPAN);
}

function checkMultiplier(value: number, min: number): void {
  if (!Number.isInteger(value) || value < min || value > MAX_POINT) {
    throw new RangeError(`multiplier ${value} is outside ${min}–${MAX_POINT} hundredths`);
  }
}
