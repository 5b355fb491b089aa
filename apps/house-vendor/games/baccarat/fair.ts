import { FairRandom, type RandomSource } from '../fair/random.ts';
import { unshuffledShoe } from './cards.ts';

/**
 * Provably fair shoes. Before a shoe is dealt the player sees SHA-256(serverSeed); the shoe's
 * order is fixed by (serverSeed, clientSeed, shoe number) alone, the shoe number being the
 * fair stream's nonce (../fair/random.ts):
 *
 *   block k = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${shoe}:${k}`), k = 0, 1, …
 *   read as big-endian uint32 words; a uniform int in [0, n) takes the next word w and
 *   rejects it when w ≥ 2^32 − (2^32 mod n) (no modulo bias), else answers w mod n;
 *   Fisher–Yates: for i from 415 down to 1, swap position i with position int(i + 1),
 *   starting from the unshuffled shoe (position p holds card p mod 52, see cards.ts).
 *
 * When the shoe ends (cut card) or the player rotates the seed, the server seed is revealed
 * and anyone can rebuild the shoe, hand by hand (verify.ts), in the server or a browser.
 */

/** Fisher–Yates over the unshuffled 8-deck shoe with uniform ints from `random`. */
export function shuffle(random: Pick<RandomSource, 'int'>): number[] {
  const cards = unshuffledShoe();
  for (let i = cards.length - 1; i > 0; i -= 1) {
    const j = random.int(i + 1);
    const card = cards[i] as number;
    cards[i] = cards[j] as number;
    cards[j] = card;
  }
  return cards;
}

export const fairShoe = (serverSeed: string, clientSeed: string, shoe: number) =>
  shuffle(new FairRandom({ serverSeed, clientSeed, nonce: shoe }));
