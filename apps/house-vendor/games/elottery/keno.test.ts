import { describe, expect, it } from 'vitest';
import { FastRandom } from '../fair/random.ts';
import { BET_TYPES, draw, GAME, hitsOf, type KenoKey, levelOf, resultOf, settle, validateBet } from './keno.ts';
import { choose, hitWays, PAYTABLE_TARGET_RTP, PAYTABLES, SPOT_BET_TYPES, SPOT_COUNTS } from './keno-paytables.ts';
import { fromList, scriptedRandom } from './test-kit.ts';

const ONE_TO_TWENTY = [...Array(20).keys()].map((i) => i + 1);

describe('keno chances (hypergeometric)', () => {
  it('are the hand-counted ones', () => {
    // One spot: 20 of the 80 numbers are drawn.
    expect(SPOT_BET_TYPES[0]?.pays[0]?.chance).toBe(1 / 4);
    // Two spots both drawn: C(20, 2) / C(80, 2) = 190 / 3160.
    expect(Number(hitWays(2, 2)) / Number(choose(80, 2))).toBe(190 / 3160);
    // Ten spots, none drawn: all ten among the 60 left.
    expect(hitWays(10, 0)).toBe(choose(60, 10));
  });

  it('agree with C(spots, hits) × C(80 − spots, 20 − hits) / C(80, 20) and add up to 1', () => {
    for (const spots of SPOT_COUNTS) {
      let total = 0n;
      for (let hits = 0; hits <= spots; hits++) {
        const other = choose(spots, hits) * choose(80 - spots, 20 - hits);
        expect(hitWays(spots, hits) * choose(80, 20)).toBe(other * choose(80, spots));
        total += hitWays(spots, hits);
      }
      expect(total).toBe(choose(80, spots));
    }
  });
});

describe('keno paytables', () => {
  it('return between 94% and 96%, at or just under 95%, the commonest paying level at its largest hundredth', () => {
    for (const spots of SPOT_COUNTS) {
      const table = PAYTABLES[spots];
      const of = choose(80, spots) * 100n;
      const returned = Object.entries(table).reduce(
        (t, [hits, odds]) => t + hitWays(spots, Number(hits)) * BigInt(odds),
        0n,
      );
      const row = SPOT_BET_TYPES[spots - 1];
      expect(row?.rtp).toBe(Number(returned) / Number(of));
      expect(returned * 100n <= BigInt(PAYTABLE_TARGET_RTP) * of).toBe(true);
      expect(row?.rtp).toBeGreaterThan(0.94);
      const commonest = Object.keys(table)
        .map(Number)
        .reduce((a, b) => (hitWays(spots, a) >= hitWays(spots, b) ? a : b));
      expect((returned + hitWays(spots, commonest)) * 100n > BigInt(PAYTABLE_TARGET_RTP) * of).toBe(true);
    }
    expect(GAME.rtp.min).toBeGreaterThan(0.94);
    expect(GAME.rtp.max).toBeLessThanOrEqual(0.97);
  });
});

describe('keno draws', () => {
  it('are a partial Fisher–Yates: place i swaps with i + int(80 − i), order kept, numbers sorted', () => {
    // Always the last place: 80, then each time the number the last swap put there (1, 2, …).
    const { random, asked } = scriptedRandom((n) => n - 1);
    const result = draw(random);
    expect(asked).toEqual([...Array(20).keys()].map((i) => 80 - i));
    expect(result.order).toEqual([80, ...ONE_TO_TWENTY.slice(0, 19)]);
    expect(result.numbers).toEqual([...ONE_TO_TWENTY.slice(0, 19), 80]);
    // Always the place itself: 1, 2, …, 20.
    expect(draw(scriptedRandom(() => 0).random).order).toEqual(ONE_TO_TWENTY);
  });

  it('follow swapped places: a number moved by an earlier swap is drawn from its new place', () => {
    // Take 80 (place 79), then place 79 again, which now holds 1, then place 2.
    const result = draw(fromList([79, 78]).random);
    expect(result.order.slice(0, 3)).toEqual([80, 1, 3]);
  });

  it('give 20 different numbers from 1 to 80, each about equally often', () => {
    const random = new FastRandom(7);
    const seen = new Array<number>(81).fill(0);
    let malformed = 0;
    for (let i = 0; i < 20_000; i++) {
      const { order, numbers } = draw(random);
      const sorted = [...order].sort((a, b) => a - b);
      if (new Set(order).size !== 20 || sorted.some((n, k) => numbers[k] !== n)) malformed++;
      for (const n of order) seen[n] = (seen[n] ?? 0) + 1;
    }
    expect(malformed).toBe(0);
    expect(seen[0]).toBe(0);
    // Each number is drawn 5,000 times on average; sd = sqrt(20000 × 0.25 × 0.75) ≈ 61.
    for (let n = 1; n <= 80; n++) expect(Math.abs((seen[n] ?? 0) - 5000)).toBeLessThan(5 * 61.3);
  });

  it('rebuild from the stored order', () => {
    expect(resultOf([5, 80, 1])).toEqual({ order: [5, 80, 1], numbers: [1, 5, 80] });
  });
});

describe('keno settlement', () => {
  const result = resultOf([...ONE_TO_TWENTY].reverse()); // 1–20, sum 210

  it('counts hits, never a spot outside 1–80', () => {
    expect(hitsOf([1, 20, 21, 80], result.numbers)).toBe(2);
    expect(hitsOf([0, 81, 33, 65], resultOf([32, 33, 64, 65, 80]).numbers)).toBe(2);
    expect(levelOf({ key: 'spots-3', spots: [2, 3, 40] }, result)).toBe(2);
  });

  it('pays the paytable for the hits, and the side bets on the sum', () => {
    const pays = (key: KenoKey, spots?: number[]) => settle({ key, stake: 1000, ...(spots && { spots }) }, result);
    expect(pays('spots-1', [7])).toBe(3800);
    expect(pays('spots-3', [2, 3, 40])).toBe(2340);
    expect(
      pays(
        'spots-10',
        [...Array(10).keys()].map((i) => 41 + i),
      ),
    ).toBe(2000); // no hit at all
    expect(
      pays(
        'spots-10',
        [...Array(10).keys()].map((i) => 1 + i),
      ),
    ).toBe(10_000_000);
    expect(pays('sum-small')).toBe(1940);
    expect(pays('sum-even')).toBe(1930);
    expect(pays('sum-big')).toBe(0);
  });
});

describe('keno bet validation', () => {
  it('accepts spots as many as the key says, and sorts them', () => {
    expect(validateBet({ key: 'spots-3', stake: 100, spots: [80, 1, 40] })).toEqual({
      ok: true,
      bet: { key: 'spots-3', stake: 100, spots: [1, 40, 80] },
    });
    expect(validateBet({ key: 'sum-810', stake: 100 }).ok).toBe(true);
    expect(BET_TYPES.map((r) => r.key)).toContain('spots-10');
  });

  it.each([
    [{ key: 'spots-11', stake: 100, spots: [] }, 'key', 'rule.one-of'],
    [{ key: 'spots-2', stake: 100, spots: [1] }, 'spots', 'rule.too-few'],
    [{ key: 'spots-2', stake: 100, spots: [1, 1] }, 'spots', 'rule.distinct'],
    [{ key: 'spots-2', stake: 100, spots: [1, 81] }, 'spots.1', 'rule.too-big'],
    [{ key: 'spots-2', stake: 100, spots: [0, 5] }, 'spots.0', 'rule.too-small'],
    [{ key: 'spots-1', stake: 100, spots: '7' }, 'spots', 'rule.type'],
    [{ key: 'sum-odd', stake: 100, spots: [1] }, 'spots', 'rule.unknown-keys'],
    [{ key: 'sum-odd', stake: 100_001 }, 'stake', 'rule.too-big'],
  ])('refuses %j: %s %s', (input, field, key) => {
    const checked = validateBet(input);
    expect(checked.ok ? null : checked.refusal).toMatchObject({ field, key });
  });
});
