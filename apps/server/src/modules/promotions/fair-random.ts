import { createHmac } from 'node:crypto';

/** Where a draw's randomness comes from: uniform integers in [0, n). */
export interface RandomSource {
  int(n: number): number;
}

const TWO_POW_32 = 2 ** 32;

/**
 * Uniform int in [0, n) from a stream of uniform uint32 words, without modulo bias:
 * words at or above the largest multiple of n below 2^32 are thrown away and redrawn.
 */
export function uniformInt(nextWord: () => number, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) throw new RangeError(`bad range ${n}`);
  const limit = TWO_POW_32 - (TWO_POW_32 % n);
  for (;;) {
    const word = nextWord();
    if (word < limit) return word % n;
  }
}

/**
 * The provably-fair stream: block k is HMAC-SHA256(key = serverSeed, `${clientSeed}:${nonce}:${k}`),
 * read as eight big-endian uint32 words; k (the cursor) starts at 0 and goes up when a block is used up.
 * Anyone holding (serverSeed, clientSeed, nonce) can rebuild every number a round used.
 */
export class FairRandom implements RandomSource {
  private cursor = 0;
  private block: Buffer = Buffer.alloc(0);
  private offset = 32;
  private readonly next = () => this.word();

  constructor(
    private readonly serverSeed: string,
    private readonly clientSeed: string,
    private readonly nonce: number,
  ) {}

  int(n: number): number {
    return uniformInt(this.next, n);
  }

  private word(): number {
    if (this.offset >= 32) {
      this.block = createHmac('sha256', this.serverSeed)
        .update(`${this.clientSeed}:${this.nonce}:${this.cursor}`)
        .digest();
      this.cursor += 1;
      this.offset = 0;
    }
    const value = this.block.readUInt32BE(this.offset);
    this.offset += 4;
    return value;
  }
}
