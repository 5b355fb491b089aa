import { randomBytes } from 'node:crypto';
import type { LotteryPrize, LotteryRegion } from '@arcadia/contracts';
import { drawRandom, SEED_PATTERN } from '../../../games/elottery/fairness.ts';
import { seedHash, uniformInt } from '../../../games/fair/random.ts';
import { drawPrizes, specialOf } from './prize-table.ts';

/**
 * Provably fair draws (commit–reveal, one server seed per game and draw number), the recipe the
 * platform's lottery published, unchanged, so every draw drawn before the move still verifies:
 *
 * - Before a draw takes bets the vendor holds its seed: 32 random bytes written as 64 lowercase
 *   hex characters, and publishes hash = SHA-256 of those 64 characters.
 * - The result is fixed by (seed, gameCode, drawNo) alone:
 *
 *     block k = HMAC-SHA256(key = seed, message = `${gameCode}:${drawNo}:${k}`), k = 0, 1, …
 *
 *   read as big-endian uint32 words; a digit takes the next word w, throws it away when
 *   w ≥ 4294967290 (2^32 − 2^32 mod 10, so no digit is favoured) and else is w mod 10.
 * - Digits fill the prize table in one fixed order: tiers as PRIZE_TABLES lists them
 *   (special, g1, g2, …), each tier's numbers in order, each number from its first digit.
 * - After the draw the seed is shown beside the result; anyone can check SHA-256(seed)
 *   against the hash published before and recompute every number (verifyDraw).
 *
 * The stream is the e-lottery's (games/elottery/fairness.ts: FairRandom with the game code as
 * client seed and the draw number as nonce), which is this very recipe.
 */

export { SEED_PATTERN };

export const newDrawSeed = () => randomBytes(32).toString('hex');
export const seedHashOf = (seed: string) => seedHash(seed);

/** One decimal digit from a stream of uint32 words, by rejection (no modulo bias). */
export const digitOf = (nextWord: () => number) => uniformInt(nextWord, 10);

/** The prize table the seed gives for this game's draw. */
export function drawFromSeed(region: LotteryRegion, seed: string, gameCode: string, drawNo: number): LotteryPrize[] {
  const random = drawRandom(seed, gameCode, drawNo);
  return drawPrizes(region, () => random.int(10));
}

export interface DrawProof {
  seed: string;
  /** The SHA-256 published before the draw. */
  hash: string;
  gameCode: string;
  drawNo: number;
  /** The game's prize table style (the game list says it). */
  region: LotteryRegion;
}

/** Recomputes a revealed draw: whether the seed is the one committed to, and the prize table it gives. */
export function verifyDraw(proof: DrawProof) {
  const prizes = drawFromSeed(proof.region, proof.seed, proof.gameCode, proof.drawNo);
  return { hashMatches: seedHashOf(proof.seed) === proof.hash.toLowerCase(), prizes, special: specialOf(prizes) };
}
