import { describe, expect, it } from 'vitest';
import { checkDraw, fairRoll, prizeAt, sha256Hex } from './fair-draw.ts';

// Computed by the server's fairDraw (modules/promotions/raffle-fair.ts) for these inputs.
const SEED = '5f2b'.repeat(16);
const HASH = '31eeb136b01bc45860eb17d43abe355a9b2a611ad49d224e4671deef66de97cd';
const WEIGHTS = [30, 40, 20, 9, 1];

describe('the raffle draw recomputed in the browser', () => {
  it('gives the rolls the server gave', async () => {
    expect(await sha256Hex(SEED)).toBe(HASH);
    const rolls = await Promise.all([0, 1, 2, 3].map((nonce) => fairRoll(SEED, 'lucky-7', nonce, 100)));
    expect(rolls).toEqual([57, 70, 85, 42]);
    expect(rolls.map((roll) => prizeAt(WEIGHTS, roll))).toEqual([1, 2, 2, 1]);
  });

  it('accepts a true draw and refuses a changed seed, roll or prize', async () => {
    const draw = {
      serverSeed: SEED,
      serverSeedHash: HASH,
      clientSeed: 'lucky-7',
      nonce: 1,
      weights: WEIGHTS,
      roll: 70,
      prizeIndex: 2,
    };
    expect(await checkDraw(draw)).toBe(true);
    expect(await checkDraw({ ...draw, serverSeed: '0'.repeat(64) })).toBe(false);
    expect(await checkDraw({ ...draw, roll: 71 })).toBe(false);
    expect(await checkDraw({ ...draw, prizeIndex: 3 })).toBe(false);
  });
});
