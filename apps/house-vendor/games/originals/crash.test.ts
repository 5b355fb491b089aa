import { describe, expect, it } from 'vitest';
import type { RandomSource } from '../fair/random.ts';
import {
  chanceToReach,
  crashPoint,
  exactRtp,
  GAME,
  MAX_POINT,
  MIN_CASH_OUT,
  msUntil,
  multiplierAt,
  settle,
} from './crash.ts';

const SPAN = 2 ** 52;

/** A source whose one float makes (1 − r) × 2^52 = m. */
const withUnits = (m: number): RandomSource => ({
  int: () => 0,
  float: () => (SPAN - m) / SPAN,
});

describe('the crash point', () => {
  it('follows max(1, floor(99 / (1 − r)) / 100) on hand-worked floats', () => {
    expect(crashPoint(withUnits(SPAN))).toBe(100); // r = 0: 0.99× rounds up to an instant crash
    expect(crashPoint(withUnits(SPAN / 2))).toBe(198); // r = ½: 99 / 0.5
    expect(crashPoint(withUnits(SPAN / 4))).toBe(396);
    expect(crashPoint(withUnits(SPAN / 64))).toBe(6_336); // 1 − r = 1/64: exactly 63.36×
    expect(crashPoint(withUnits(SPAN / 64 + 1))).toBe(6_335); // one step past it: the floor, not a rounding
    expect(crashPoint(withUnits(1))).toBe(MAX_POINT); // r = 1 − 2^-52: capped
  });

  it('reaches T on exactly floor(99·2^52 / T) of the 2^52 floats, the count chanceToReach states', () => {
    // point(m) falls as m grows, so the floats reaching T are m = 1 … m*, and m* + 1 does not.
    for (const target of [101, 150, 199, 200, 333, 1_000, 12_345, 999_999, MAX_POINT]) {
      const edge = Number((99n * 2n ** 52n) / BigInt(target));
      expect(crashPoint(withUnits(edge))).toBeGreaterThanOrEqual(target);
      expect(crashPoint(withUnits(edge + 1))).toBeLessThan(target);
      expect(chanceToReach(target)).toBe(edge / SPAN);
    }
    expect(1 - chanceToReach(MIN_CASH_OUT)).toBeCloseTo(1 - 0.99 / 1.01, 12); // instant crashes: 1.98%
  });
});

describe('its RTP', () => {
  it('is P(point ≥ t) × t, at most 99% and within 2.3·10^-12 of it, for every target to the cap', () => {
    const edged = 99n * 2n ** 52n;
    let worst = { target: 0, rtp: 1 };
    let best = 0;
    for (let target = MIN_CASH_OUT; target <= MAX_POINT; target++) {
      const rtp = 0.99 - Number(edged % BigInt(target)) / (100 * SPAN);
      if (rtp < worst.rtp) worst = { target, rtp };
      best = Math.max(best, rtp);
    }
    expect(worst.rtp).toBeGreaterThan(0.99 - 2.3e-12);
    expect(best).toBe(0.99); // a target dividing 99·2^52, e.g. 128
    expect(GAME.rtpRange.min).toBeLessThanOrEqual(worst.rtp);
    expect(worst.rtp - GAME.rtpRange.min).toBeLessThan(1e-12);
    for (const target of [101, 200, 777, worst.target, MAX_POINT]) {
      expect(exactRtp(target)).toBeCloseTo((chanceToReach(target) * target) / 100, 15);
      expect(exactRtp(target)).toBeLessThanOrEqual(0.99);
    }
  });
});

describe('the curve', () => {
  it('starts at 1.00×, doubles in about 4.6 s and ends at the cap', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(msUntil(200)).toBeGreaterThan(4_000);
    expect(msUntil(200)).toBeLessThan(5_000);
    expect(multiplierAt(msUntil(MAX_POINT) + 60_000)).toBe(MAX_POINT);
    expect(() => multiplierAt(-1)).toThrow(RangeError);
  });

  it('msUntil is the first whole millisecond showing each multiplier', () => {
    for (let m = 100; m <= MAX_POINT; m += m < 2_000 ? 1 : 997) {
      const ms = msUntil(m);
      expect(multiplierAt(ms)).toBeGreaterThanOrEqual(m);
      if (ms > 0) expect(multiplierAt(ms - 1)).toBeLessThan(m);
    }
  });
});

describe('settling a bet', () => {
  it('pays a cash-out at or below the point, floored to the minor unit', () => {
    expect(settle(100, 200, 200)).toBe(200); // a tie goes to the player
    expect(settle(100, 200, 199)).toBe(0);
    expect(settle(101, 101, 500)).toBe(102); // 102.01 minor units, rounded down
    expect(settle(10_000_000, MAX_POINT, MAX_POINT)).toBe(GAME.maxPayout);
  });

  it('loses a bet that never cashed out, except at the cap, where it is paid the cap', () => {
    expect(settle(100, null, 9_999)).toBe(0);
    expect(settle(100, null, MAX_POINT)).toBe(100 * 10_000);
  });

  it('refuses what the game never allows', () => {
    expect(() => settle(100, 100, 500)).toThrow(RangeError); // cashing out at 1.00×
    expect(() => settle(100, MAX_POINT + 1, MAX_POINT)).toThrow(RangeError);
    expect(() => settle(99, 200, 500)).toThrow(RangeError); // under the minimum stake
    expect(() => settle(100, 150.5, 500)).toThrow(RangeError);
  });
});
