import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { digitOf, drawFromSeed, newDrawSeed, SEED_PATTERN, seedHashOf, verifyDraw } from './fairness.ts';

/**
 * An independent re-implementation of the published recipe, written from the
 * documentation alone: blocks HMAC-SHA256(seed text, "game:draw:k") as big-endian
 * uint32 words, a word ≥ 4294967290 thrown away, else its last decimal digit;
 * the prize table filled tier by tier, number by number, digit by digit.
 */
const TABLES = {
  NORTH: [
    ['special', 1, 5],
    ['g1', 1, 5],
    ['g2', 2, 5],
    ['g3', 6, 5],
    ['g4', 4, 4],
    ['g5', 6, 4],
    ['g6', 3, 3],
    ['g7', 4, 2],
  ],
  SOUTH: [
    ['special', 1, 6],
    ['g1', 1, 5],
    ['g2', 1, 5],
    ['g3', 2, 5],
    ['g4', 7, 5],
    ['g5', 1, 4],
    ['g6', 3, 4],
    ['g7', 1, 3],
    ['g8', 1, 2],
  ],
} as const;

function reference(region: keyof typeof TABLES, seed: string, gameCode: string, drawNo: number) {
  const words: number[] = [];
  let k = 0;
  const digit = () => {
    for (;;) {
      if (words.length === 0) {
        const block = createHmac('sha256', Buffer.from(seed, 'utf8')).update(`${gameCode}:${drawNo}:${k++}`).digest();
        for (let i = 0; i < 32; i += 4) words.push(block.readUInt32BE(i));
      }
      const word = words.shift() as number;
      if (word < 4294967290) return word % 10;
    }
  };
  return TABLES[region].map(([tier, count, digits]) => ({
    tier,
    numbers: Array.from({ length: count }, () => Array.from({ length: digits }, digit).join('')),
  }));
}

/** Seeds for the statistics: fixed, so the test gives the same answer on every run. */
const seedNo = (i: number) => createHash('sha256').update(`lottery-chi-${i}`).digest('hex');

describe('provably fair lottery draws', () => {
  it('make a fresh 32-byte seed each time and hash it with SHA-256', () => {
    const a = newDrawSeed();
    expect(a).toMatch(SEED_PATTERN);
    expect(a).not.toBe(newDrawSeed());
    expect(seedHashOf(a)).toBe(createHash('sha256').update(a).digest('hex'));
    expect(seedHashOf(a)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('derive the same prize table from the same seed, game and draw, and another from any change', () => {
    const seed = seedNo(1);
    const once = drawFromSeed('NORTH', seed, 'ARCV-VN-1', 29_000_000);
    expect(drawFromSeed('NORTH', seed, 'ARCV-VN-1', 29_000_000)).toEqual(once);
    expect(drawFromSeed('NORTH', seed, 'ARCV-VN-1', 29_000_001)).not.toEqual(once);
    expect(drawFromSeed('NORTH', seed, 'ARCV-VN-5', 29_000_000)).not.toEqual(once);
    expect(drawFromSeed('NORTH', seedNo(2), 'ARCV-VN-1', 29_000_000)).not.toEqual(once);
  });

  it('match the independent re-implementation for both prize tables', () => {
    for (let i = 0; i < 50; i++) {
      const seed = i === 0 ? newDrawSeed() : seedNo(i);
      expect(drawFromSeed('NORTH', seed, 'ARCV-VN-5', 5_900_000 + i)).toEqual(
        reference('NORTH', seed, 'ARCV-VN-5', 5_900_000 + i),
      );
      expect(drawFromSeed('SOUTH', seed, 'ARCV-VN-3', 9_800_000 + i)).toEqual(
        reference('SOUTH', seed, 'ARCV-VN-3', 9_800_000 + i),
      );
    }
    // A fixed vector, so a change of the recipe cannot pass unnoticed.
    const fixed = reference('SOUTH', '0'.repeat(64), 'ARCV-VN-3', 1);
    expect(drawFromSeed('SOUTH', '0'.repeat(64), 'ARCV-VN-3', 1)).toEqual(fixed);
    expect(fixed[0]).toEqual({ tier: 'special', numbers: [expect.stringMatching(/^\d{6}$/)] });
  });

  it('throw away the top words of the 32-bit range instead of folding them (no modulo bias)', () => {
    const words = [0xffffffff, 4294967290, 4294967289, 17];
    const next = () => words.shift() as number;
    expect(digitOf(next)).toBe(9); // 4294967289 is the last word kept: ...89 → 9
    expect(digitOf(next)).toBe(7);
  });

  it('give uniform digits at every position and uniform DE pairs (chi-square)', { timeout: 60_000 }, () => {
    const counts = new Map<string, number[]>();
    for (let d = 0; d < 3000; d++) {
      for (const prize of drawFromSeed('NORTH', seedNo(d), 'ARCV-VN-1', d)) {
        for (const n of prize.numbers) {
          [...n].forEach((ch, pos) => {
            const row = counts.get(`${prize.tier}:${pos}`) ?? Array(10).fill(0);
            row[Number(ch)] += 1;
            counts.set(`${prize.tier}:${pos}`, row);
          });
        }
      }
    }
    const chi = (row: number[]) => {
      const expected = row.reduce((a, b) => a + b, 0) / row.length;
      return row.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    };
    const pooled = Array(10).fill(0);
    for (const row of counts.values()) {
      row.forEach((c, digit) => {
        pooled[digit] += c;
      });
      // 9 degrees of freedom; p = 0.0001 critical value 33.7 (per position, 3,000+ samples each).
      expect(chi(row)).toBeLessThan(33.7);
    }
    expect(chi(pooled)).toBeLessThan(33.7);
    // The special's last two digits (what DE pays on): 100 pairs, 99 degrees of freedom, p = 0.0001 ≈ 160.
    const pairs = Array(100).fill(0);
    for (let d = 0; d < 10_000; d++) {
      const special = drawFromSeed('SOUTH', seedNo(d), 'ARCV-VN-3', d)[0]?.numbers[0] ?? '';
      pairs[Number(special.slice(-2))] += 1;
    }
    expect(pairs.every((c) => c > 0)).toBe(true);
    expect(chi(pairs)).toBeLessThan(160);
  });

  it('verify a draw: the seed against its hash, and the prize table it gives', () => {
    const seed = seedNo(7);
    const hash = seedHashOf(seed);
    const checked = verifyDraw({ seed, hash, gameCode: 'ARCV-VN-1', drawNo: 42, region: 'NORTH' });
    expect(checked.hashMatches).toBe(true);
    expect(checked.prizes).toEqual(reference('NORTH', seed, 'ARCV-VN-1', 42));
    expect(checked.special).toBe(checked.prizes[0]?.numbers[0]);
    expect(
      verifyDraw({ seed, hash: seedHashOf(seedNo(8)), gameCode: 'ARCV-VN-1', drawNo: 42, region: 'NORTH' }),
    ).toMatchObject({ hashMatches: false });
    // Upper-case hex is the same hash; a seed that is not 64 hex characters is not a seed of ours.
    expect(
      verifyDraw({ seed, hash: hash.toUpperCase(), gameCode: 'ARCV-VN-1', drawNo: 42, region: 'NORTH' }).hashMatches,
    ).toBe(true);
    expect(() => verifyDraw({ seed: 'short', hash, gameCode: 'ARCV-VN-1', drawNo: 42, region: 'NORTH' })).toThrow();
  });
});
