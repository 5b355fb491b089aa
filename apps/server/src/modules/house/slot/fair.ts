import { createHash, randomBytes } from 'node:crypto';
import type { Paytable } from './engine/paytable-types.ts';
import { FairRandom } from './engine/random.ts';
import { playRound, type RoundResult } from './engine/round.ts';

/**
 * Provably fair rounds. Each player has one active seed pair: a server seed (32 random bytes
 * from the platform's crypto source, hex) whose SHA-256 is shown before play, and a client
 * seed the player may choose. Round number `nonce` (0, 1, 2, … per pair) draws its reel stops from
 *
 *   block k = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${k}`), k = 0, 1, …
 *
 * read as big-endian uint32 words; a stop in [0, n) takes the next word w, rejects it when
 * w ≥ 2^32 − (2^32 mod n) (no modulo bias) and else is w mod n; reels left to right, the paid
 * spin first, then each free spin. Rotating the pair reveals the server seed, so every round
 * played with it can be recomputed (verifyRound) and checked against what was paid.
 */

export const newServerSeed = () => randomBytes(32).toString('hex');
export const newClientSeed = () => randomBytes(8).toString('hex');
export const seedHash = (serverSeed: string) => createHash('sha256').update(serverSeed).digest('hex');

/** A client seed the player may choose: printable, short, no ':' (it separates the message's parts). */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export interface FairInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** The round (serverSeed, clientSeed, nonce) gives at `stake` on `table`: the play and the check are this one call. */
export function fairRound(input: FairInput, table: Paytable, stake: number): RoundResult {
  return playRound(table, new FairRandom(input.serverSeed, input.clientSeed, input.nonce), stake);
}
