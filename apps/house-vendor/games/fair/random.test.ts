import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FairRandom, FastRandom, seedHash, uniformInt, wordsToFloat } from './random.ts';

describe('the provably-fair stream', () => {
  it('reads HMAC-SHA256(serverSeed, clientSeed:nonce:k) as big-endian words, block after block', () => {
    const input = { serverSeed: 'a'.repeat(64), clientSeed: 'player', nonce: 7 };
    const expected = [0, 1].flatMap((k) => {
      const block = createHmac('sha256', input.serverSeed).update(`player:7:${k}`).digest();
      return Array.from({ length: 8 }, (_, i) => block.readUInt32BE(i * 4));
    });
    const random = new FairRandom(input);
    const words = Array.from({ length: 16 }, () => random.int(2 ** 32));
    expect(words).toEqual(expected);
  });

  it('hashes a seed as node does, and makes floats of 52 bits in [0, 1)', () => {
    expect(seedHash('seed')).toBe(createHash('sha256').update('seed').digest('hex'));
    expect(wordsToFloat(0, 0)).toBe(0);
    expect(wordsToFloat(2 ** 32 - 1, 2 ** 32 - 1)).toBe(1 - 2 ** -52);
  });

  it('draws integers without modulo bias, and the fast generator repeats for a seed', () => {
    const words = [2 ** 32 - 1, 5];
    expect(uniformInt(() => words.shift() ?? 0, 3)).toBe(2);
    const [a, b] = [new FastRandom(42), new FastRandom(42)];
    expect(Array.from({ length: 5 }, () => a.float())).toEqual(Array.from({ length: 5 }, () => b.float()));
  });
});
