import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawRandom, drawSeedHash, verifyDraw } from './fairness.ts';
import * as fiveD from './five-d.ts';
import * as k3 from './k3.ts';
import * as keno from './keno.ts';

const seed = 'c0ffee'.repeat(10).slice(0, 64).padEnd(64, '0');

/** The words of HMAC-SHA256(seed, `${code}:${drawNo}:${k}`), as the published recipe says. */
const words = (code: string, drawNo: number, blocks: number) =>
  Array.from({ length: blocks }, (_, k) =>
    createHmac('sha256', seed).update(`${code}:${drawNo}:${k}`).digest(),
  ).flatMap((block) => Array.from({ length: 8 }, (_, i) => block.readUInt32BE(i * 4)));

describe('e-lottery draw fairness', () => {
  it("reads the Vietnam lottery's message: HMAC-SHA256(seed, code:drawNo:k)", () => {
    const random = drawRandom(seed, 'k3', 42);
    expect(Array.from({ length: 10 }, () => random.int(2 ** 32))).toEqual(words('k3', 42, 2).slice(0, 10));
  });

  it('gives a K3 draw from the first words, by rejection then modulo', () => {
    // 2^32 mod 6 = 4, so words ≥ 2^32 − 4 are redrawn; with these words none is.
    const expected = words('k3', 7, 1)
      .filter((w) => w < 2 ** 32 - 4)
      .slice(0, 3)
      .map((w) => (w % 6) + 1);
    expect(k3.draw(drawRandom(seed, 'k3', 7)).dice).toEqual(expected);
  });

  it('verifies a revealed draw and notices a wrong hash', () => {
    const hash = createHash('sha256').update(seed).digest('hex');
    expect(drawSeedHash(seed)).toBe(hash);
    const proof = { seed, hash: hash.toUpperCase(), gameCode: 'keno', drawNo: 9 };
    const verified = verifyDraw(proof, keno.draw);
    expect(verified.hashMatches).toBe(true);
    expect(verified.result).toEqual(keno.draw(drawRandom(seed, 'keno', 9)));
    expect(verifyDraw({ ...proof, hash: '0'.repeat(64) }, fiveD.draw).hashMatches).toBe(false);
  });

  it('gives different draws to different draw numbers and games', () => {
    const a = fiveD.draw(drawRandom(seed, '5d', 1));
    expect(fiveD.draw(drawRandom(seed, '5d', 1))).toEqual(a);
    const others = [fiveD.draw(drawRandom(seed, '5d', 2)), fiveD.draw(drawRandom(seed, '5d-b', 1))];
    expect(others.some((b) => JSON.stringify(b) !== JSON.stringify(a))).toBe(true);
  });

  it('refuses a seed, game code or draw number outside the recipe', () => {
    expect(() => drawRandom('ABC', 'k3', 1)).toThrow(/seed/);
    expect(() => drawRandom(seed, 'k3:x', 1)).toThrow(/gameCode/);
    expect(() => drawRandom(seed, 'k3', -1)).toThrow(/drawNo/);
  });
});
