import { describe, expect, it } from 'vitest';
import {
  ALL_THROWS,
  BET_TYPES,
  draw,
  FACES_TAKEN,
  GAME,
  type K3Key,
  type K3Result,
  levelOf,
  settle,
  validateBet,
} from './k3.ts';
import { oddsAtTarget, TARGET_RTP } from './odds.ts';
import { fromList } from './test-kit.ts';

const row = (key: K3Key) => {
  const found = BET_TYPES.find((r) => r.key === key);
  if (!found) throw new Error(`no row ${key}`);
  return found;
};
const throwOf = (a: number, b: number, c: number): K3Result => ({ dice: [a, b, c] });

/** Ways out of 216 that the bet reaches each level, counted by settling every throw. */
const waysByLevel = (bet: { key: K3Key; faces?: number[] }) => {
  const ways = new Map<number, number>();
  for (const t of ALL_THROWS) ways.set(levelOf(bet, t), (ways.get(levelOf(bet, t)) ?? 0) + 1);
  return ways;
};
const winWays = (bet: { key: K3Key; faces?: number[] }) => waysByLevel(bet).get(1) ?? 0;

/** Every choice of `count` different faces, ascending. */
const choices = (count: number, from = 1): number[][] =>
  count === 0
    ? [[]]
    : [...Array(7 - from).keys()].flatMap((i) => choices(count - 1, from + i + 1).map((rest) => [from + i, ...rest]));

describe('K3 chances, counted by hand', () => {
  it('gives each sum the number of ways three dice make it', () => {
    const hand = [1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1];
    hand.forEach((ways, i) => {
      expect(winWays({ key: `sum-${i + 3}` as K3Key })).toBe(ways);
      expect(row(`sum-${i + 3}` as K3Key).pays[0]?.chance).toBe(ways / 216);
    });
  });

  it('counts big, small, odd and even at 108 − 3 triples = 105 each', () => {
    for (const key of ['big', 'small', 'odd', 'even'] as const) expect(winWays({ key })).toBe(105);
    // A triple loses all four, even where its sum would win.
    for (const face of [1, 2, 3, 4, 5, 6]) {
      for (const key of ['big', 'small', 'odd', 'even'] as const)
        expect(levelOf({ key }, throwOf(face, face, face))).toBe(0);
    }
  });

  it('counts triples, doubles, pairs of faces, sets of three and straights', () => {
    expect(winWays({ key: 'triple-any' })).toBe(6);
    expect(winWays({ key: 'straight' })).toBe(4 * 6); // 123, 234, 345, 456, each in 3! orders
    // Two of the face somewhere (3 places × 5 others) or all three: 15 + 1.
    expect(winWays({ key: 'double', faces: [4] })).toBe(16);
    // Inclusion–exclusion: 216 − 125 − 125 + 64 throws show both faces.
    expect(winWays({ key: 'two-faces', faces: [2, 5] })).toBe(30);
    expect(winWays({ key: 'three-faces', faces: [1, 3, 6] })).toBe(6);
  });

  it('counts a single face once 75 times, twice 15 times, three times once', () => {
    const ways = waysByLevel({ key: 'single', faces: [6] });
    expect([ways.get(0), ways.get(1), ways.get(2), ways.get(3)]).toEqual([125, 75, 15, 1]);
    // The classic 1:1 / 2:1 / 3:1 returns (75 × 2 + 15 × 3 + 1 × 4) / 216 = 199/216.
    expect(row('single').rtp).toBe(199 / 216);
  });

  it('gives every choice of faces the same chance as the one the table counted', () => {
    for (const key of ['triple', 'double', 'single', 'two-faces', 'three-faces'] as const) {
      const counted = waysByLevel({ key, faces: choices(FACES_TAKEN[key] ?? 0)[0] ?? [] });
      for (const faces of choices(FACES_TAKEN[key] ?? 0)) expect(waysByLevel({ key, faces })).toEqual(counted);
    }
  });
});

describe('K3 odds', () => {
  it('price every fixed-odds bet at the largest hundredth within the target RTP', () => {
    for (const r of BET_TYPES.filter((r) => r.key !== 'single')) {
      const [pay] = r.pays;
      const ways = BigInt(Math.round((pay?.chance ?? 0) * 216));
      expect(r.pays).toHaveLength(1);
      expect(pay?.odds, r.key).toBe(oddsAtTarget(ways, 216n, TARGET_RTP));
      expect(r.rtp).toBeLessThanOrEqual(TARGET_RTP / 100);
      expect(r.rtp).toBeCloseTo((Number(ways) * (pay?.odds ?? 0)) / 21_600, 15);
    }
  });

  it('state the exact RTPs: 97% where the chance divides evenly, big/small 1.99 at 96.74%', () => {
    expect(row('sum-3').pays[0]?.odds).toBe(20_952);
    expect(row('sum-10').rtp).toBe(0.97);
    expect(row('big').pays[0]?.odds).toBe(199);
    expect(row('big').rtp).toBe((105 * 199) / 21_600);
    expect(GAME.rtp).toEqual({ min: 199 / 216, max: 0.97 });
  });
});

describe('K3 draws and settlement', () => {
  it('throws int(6) + 1 three times, first die first', () => {
    const { random, asked } = fromList([5, 0, 2]);
    expect(draw(random)).toEqual({ dice: [6, 1, 3] });
    expect(asked).toEqual([6, 6, 6]);
  });

  it('pays stake × odds / 100, rounded down, and 0 for a loss', () => {
    expect(settle({ key: 'big', stake: 1000 }, throwOf(6, 5, 1))).toBe(1990);
    expect(settle({ key: 'big', stake: 333 }, throwOf(6, 5, 1))).toBe(662); // 662.67
    expect(settle({ key: 'big', stake: 1000 }, throwOf(4, 4, 4))).toBe(0);
    expect(settle({ key: 'sum-12', stake: 100 }, throwOf(4, 4, 4))).toBe(838);
    expect(settle({ key: 'single', stake: 100, faces: [5] }, throwOf(5, 2, 5))).toBe(300);
    expect(settle({ key: 'straight', stake: 100 }, throwOf(5, 3, 4))).toBe(873);
    expect(() => settle({ key: 'nope' as K3Key, stake: 100 }, throwOf(1, 2, 3))).toThrow(RangeError);
  });
});

describe('K3 bet validation', () => {
  it('accepts a bet and puts its faces in order', () => {
    expect(validateBet({ key: 'two-faces', stake: 500, faces: [6, 2] })).toEqual({
      ok: true,
      bet: { key: 'two-faces', stake: 500, faces: [2, 6] },
    });
    expect(validateBet({ key: 'sum-11', stake: 100 })).toEqual({ ok: true, bet: { key: 'sum-11', stake: 100 } });
  });

  it.each([
    [{ key: 'sum-19', stake: 100 }, 'key', 'rule.one-of'],
    [{ stake: 100 }, 'key', 'input-required'],
    [{ key: 'big', stake: 99 }, 'stake', 'rule.too-small'],
    [{ key: 'big', stake: 1_000_001 }, 'stake', 'rule.too-big'],
    [{ key: 'big', stake: 100.5 }, 'stake', 'rule.type'],
    [{ key: 'big', stake: 100, faces: [1] }, 'faces', 'rule.unknown-keys'],
    [{ key: 'triple', stake: 100 }, 'faces', 'input-required'],
    [{ key: 'triple', stake: 100, faces: [7] }, 'faces.0', 'rule.too-big'],
    [{ key: 'two-faces', stake: 100, faces: [3] }, 'faces', 'rule.too-few'],
    [{ key: 'two-faces', stake: 100, faces: [3, 3] }, 'faces', 'rule.distinct'],
    [{ key: 'three-faces', stake: 100, faces: [1, 2, 3, 4] }, 'faces', 'rule.too-many'],
  ])('refuses %j: %s %s', (input, field, key) => {
    const checked = validateBet(input);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.refusal).toMatchObject({ field, key });
    expect(checked.refusal.message.startsWith(field.split('.')[0] ?? '')).toBe(true);
  });
});
