import { createHash, randomBytes } from 'node:crypto';
import { FairRandom } from './fair-random.ts';

/**
 * Provably fair raffle draws, the house games' recipe (apps/house-vendor games/fair). Each member has
 * one active seed pair per raffle: a server seed (32 random bytes as 64 hex characters)
 * whose SHA-256 is shown before any draw, and a client seed the member may choose. Draw
 * number `nonce` (0, 1, 2, … per pair) takes
 *
 *   block k = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${k}`), k = 0, 1, …
 *
 * read as big-endian uint32 words; roll = the first word w below 2^32 − (2^32 mod W) (so no
 * roll is favoured), taken mod W, where W is the sum of the prize weights. The prize is the
 * first whose running sum of weights exceeds the roll. Rotating the pair shows the server
 * seed, so every draw made with it can be recomputed (verifyDraw) from the weights the
 * draw records.
 */

export const newServerSeed = () => randomBytes(32).toString('hex');
export const newClientSeed = () => randomBytes(8).toString('hex');
export const seedHash = (serverSeed: string) => createHash('sha256').update(serverSeed).digest('hex');

/** The prize a roll lands on: the first whose running sum of weights exceeds it. */
export function prizeAt(weights: readonly number[], roll: number): number {
  let sum = 0;
  for (const [index, weight] of weights.entries()) {
    sum += weight;
    if (roll < sum) return index;
  }
  throw new RangeError(`roll ${roll} beyond the weights`);
}

export interface DrawInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  weights: readonly number[];
}

/** The roll and prize (serverSeed, clientSeed, nonce) give on these weights: the draw and its check are this one call. */
export function fairDraw(input: DrawInput): { roll: number; prizeIndex: number } {
  const total = input.weights.reduce((sum, weight) => sum + weight, 0);
  const roll = new FairRandom(input.serverSeed, input.clientSeed, input.nonce).int(total);
  return { roll, prizeIndex: prizeAt(input.weights, roll) };
}

/** Checks a revealed draw: the seed is the one committed to, and it gives the roll and prize recorded. */
export function verifyDraw(proof: DrawInput & { serverSeedHash: string; roll: number; prizeIndex: number }): {
  hashMatches: boolean;
  rollMatches: boolean;
  prizeMatches: boolean;
} {
  const again = fairDraw(proof);
  return {
    hashMatches: seedHash(proof.serverSeed) === proof.serverSeedHash.toLowerCase(),
    rollMatches: again.roll === proof.roll,
    prizeMatches: again.prizeIndex === proof.prizeIndex,
  };
}
