import { CLIENT_SEED_PATTERN, FairRandom, type RandomSource, seedHash } from '../fair/random.ts';

/**
 * Provably fair draws, committed as the Vietnam lottery's are (one server seed per game and
 * draw number):
 *
 * - Before a draw takes bets the server holds its seed, 32 random bytes as 64 lowercase hex
 *   characters, and publishes hash = SHA-256 of those 64 characters.
 * - The result is fixed by (seed, game code, draw number) alone: the FairRandom stream with
 *   serverSeed = seed, clientSeed = game code, nonce = draw number, that is
 *   block k = HMAC-SHA256(key = seed, `${gameCode}:${drawNo}:${k}`), the lottery's own message.
 *   Each game's `draw` documents the order it takes numbers from the stream.
 * - After the draw the seed is shown beside the result; verifyDraw recomputes both.
 *
 * No player seed: a draw is shared by every ticket, so no one player may steer it.
 *
 * What the server keeps per draw: game code, draw number, draw time, the hash (from the moment
 * the draw opens), the seed (shown once drawn) and the result as JSON, which is small and is what
 * `settle` reads: K3 `{"dice":[3,5,5]}`, 5D `{"digits":[0,4,9,1,7]}`, keno
 * `{"order":[…20 numbers as drawn…],"numbers":[…ascending…]}` (resultOf(order) rebuilds it).
 */

export const SEED_PATTERN = /^[0-9a-f]{64}$/;

/** The stream a draw's result comes from. */
export function drawRandom(seed: string, gameCode: string, drawNo: number): RandomSource {
  if (!SEED_PATTERN.test(seed)) throw new RangeError('seed: 64 lowercase hex characters');
  if (!CLIENT_SEED_PATTERN.test(gameCode)) throw new RangeError('gameCode: 1–64 letters, digits, _ or -');
  if (!Number.isSafeInteger(drawNo) || drawNo < 0) throw new RangeError('drawNo: a whole number, 0 or more');
  return new FairRandom({ serverSeed: seed, clientSeed: gameCode, nonce: drawNo });
}

/** The hash published before a draw opens. */
export const drawSeedHash = (seed: string) => seedHash(seed);

export interface DrawProof {
  seed: string;
  /** The SHA-256 published before the draw. */
  hash: string;
  gameCode: string;
  drawNo: number;
}

/** Recomputes a revealed draw with the game's own `draw`: whether the seed is the one committed to, and the result it gives. */
export function verifyDraw<R>(proof: DrawProof, draw: (random: RandomSource) => R) {
  const result = draw(drawRandom(proof.seed, proof.gameCode, proof.drawNo));
  return { hashMatches: seedHash(proof.seed) === proof.hash.toLowerCase(), result };
}
