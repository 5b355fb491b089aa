import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { FairRandom, FastRandom, uniformInt } from './random.ts';

describe('uniformInt', () => {
  test('throws away the words that would favour small results', () => {
    // 2^32 = 3 × 1431655765 + 1: the single word 2^32 - 1 is past the last whole cycle of 3.
    const words = [2 ** 32 - 1, 2 ** 32 - 2];
    expect(uniformInt(() => words.shift() ?? 0, 3)).toBe((2 ** 32 - 2) % 3);
    expect(words).toEqual([]);
  });

  test('a range that divides 2^32 never rejects', () => {
    const words = [2 ** 32 - 1];
    expect(uniformInt(() => words.shift() ?? 0, 256)).toBe(255);
  });

  test('refuses an empty or fractional range', () => {
    expect(() => uniformInt(() => 0, 0)).toThrow(RangeError);
    expect(() => uniformInt(() => 0, 2.5)).toThrow(RangeError);
  });
});

describe('FairRandom', () => {
  const serverSeed = 'a'.repeat(64);

  test('reads HMAC-SHA256(serverSeed, "clientSeed:nonce:cursor") as big-endian words, block after block', () => {
    const block = (cursor: number) => createHmac('sha256', serverSeed).update(`lucky:7:${cursor}`).digest();
    const random = new FairRandom(serverSeed, 'lucky', 7);
    const got = Array.from({ length: 9 }, () => random.int(2 ** 32));
    const want = [...Array.from({ length: 8 }, (_, i) => block(0).readUInt32BE(i * 4)), block(1).readUInt32BE(0)];
    expect(got).toEqual(want);
  });

  test('the same seeds and nonce give the same numbers; another nonce gives others', () => {
    const draw = (nonce: number) => {
      const random = new FairRandom(serverSeed, 'lucky', nonce);
      return Array.from({ length: 20 }, () => random.int(50));
    };
    expect(draw(1)).toEqual(draw(1));
    expect(draw(2)).not.toEqual(draw(1));
  });

  test('ints are uniform (chi-square, 70,000 draws over 7 values)', () => {
    const random = new FairRandom(serverSeed, 'chi', 0);
    const counts = new Array<number>(7).fill(0);
    for (let i = 0; i < 70_000; i++) {
      const value = random.int(7);
      counts[value] = (counts[value] ?? 0) + 1;
    }
    const chi = counts.reduce((sum, n) => sum + (n - 10_000) ** 2 / 10_000, 0);
    // 6 degrees of freedom: 22.46 is the 0.1% critical value.
    expect(chi).toBeLessThan(22.46);
  });
});

describe('FastRandom', () => {
  test('is repeatable by seed and covers the range', () => {
    const a = new FastRandom(42);
    const b = new FastRandom(42);
    const seen = new Set<number>();
    for (let i = 0; i < 1000; i++) {
      const x = a.int(10);
      expect(b.int(10)).toBe(x);
      seen.add(x);
    }
    expect(seen.size).toBe(10);
  });
});
