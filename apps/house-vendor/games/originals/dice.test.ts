import { describe, expect, it } from 'vitest';
import { FastRandom } from '../fair/random.ts';
import {
  type DiceBet,
  exactRtp,
  GAME,
  MAX_WINNING,
  multiplierOf,
  OUTCOMES,
  rollDice,
  rtpExtremes,
  settle,
  winningOutcomes,
} from './dice.ts';

const STAKE = 10_000; // ₱100: whole minor units at every multiplier, so money and multiplier RTP agree

/** Plays the bet against every one of the 10,000 rolls once. */
function enumerate(bet: DiceBet) {
  let wins = 0;
  let paid = 0;
  for (let roll = 0; roll < OUTCOMES; roll++) {
    const won = settle(STAKE, bet, roll);
    if (won > 0) wins += 1;
    paid += won;
  }
  return { wins, rtp: paid / (OUTCOMES * STAKE) };
}

describe('a dice bet', () => {
  it('wins on the rolls its rule names, and pays 99% of fair odds rounded down', () => {
    expect(winningOutcomes({ direction: 'under', target: 5_000 })).toBe(5_000); // 0.00–49.99
    expect(winningOutcomes({ direction: 'over', target: 5_000 })).toBe(4_999); // 50.01–99.99
    expect(multiplierOf({ direction: 'under', target: 5_000 })).toBe(19_800); // 1.98×
    expect(multiplierOf({ direction: 'under', target: 1 })).toBe(99_000_000); // only 0.00: 9,900×
    expect(multiplierOf({ direction: 'under', target: 9_800 })).toBe(10_102); // 1.010204… → 1.0102×
    expect(multiplierOf({ direction: 'over', target: 6_666 })).toBe(29_702); // 3,333 rolls: 2.970297… → 2.9702×
    expect(settle(100, { direction: 'under', target: 5_000 }, 4_999)).toBe(198);
    expect(settle(100, { direction: 'under', target: 5_000 }, 5_000)).toBe(0);
    expect(settle(100, { direction: 'over', target: 6_666 }, 9_999)).toBe(297); // 297.02, rounded down
  });

  it('has the exact RTP that playing every roll once gives', () => {
    const bets: DiceBet[] = [
      { direction: 'under', target: 1 },
      { direction: 'under', target: 5_000 },
      { direction: 'over', target: 6_666 },
      { direction: 'over', target: 199 },
      { direction: 'under', target: 9_800 },
      { direction: 'over', target: 9_998 },
    ];
    for (const bet of bets) {
      const { wins, rtp } = enumerate(bet);
      expect(wins).toBe(winningOutcomes(bet));
      expect(rtp).toBeCloseTo(exactRtp(bet), 12);
    }
  });

  it('keeps to 0.01%–98% win chance', () => {
    expect(() => winningOutcomes({ direction: 'under', target: 0 })).toThrow(RangeError);
    expect(() => winningOutcomes({ direction: 'under', target: 9_801 })).toThrow(RangeError);
    expect(() => winningOutcomes({ direction: 'over', target: 198 })).toThrow(RangeError);
    expect(() => winningOutcomes({ direction: 'over', target: 9_999 })).toThrow(RangeError);
    expect(() => winningOutcomes({ direction: 'under', target: 50.5 })).toThrow(RangeError);
    expect(() => settle(100, { direction: 'under', target: 5_000 }, OUTCOMES)).toThrow(RangeError);
  });

  it('returns 98.99%–99% on every allowed target, as the descriptor states', () => {
    const { worst, best } = rtpExtremes();
    expect(best.rtp).toBe(0.99);
    expect(worst.rtp).toBeGreaterThan(0.99 - (MAX_WINNING / OUTCOMES) * 1e-4);
    expect(GAME.rtpRange.max).toBe(best.rtp);
    expect(GAME.rtpRange.min).toBe(worst.rtp);
    expect(worst.winning).toBe(9_724); // under 97.24 or over 2.75: 1.0180× in place of 1.018099…
  });

  it('rolls one int(10000), so every roll is equally likely', () => {
    const random = new FastRandom(7);
    const counts = new Uint32Array(10);
    for (let i = 0; i < 100_000; i++) {
      const decile = Math.floor(rollDice(random) / 1_000);
      counts[decile] = (counts[decile] ?? 0) + 1;
    }
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(5 * Math.sqrt(9_000));
  });
});
