import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Where every house game's randomness comes from, the same in the server and in a browser
 * (the verifier page recomputes a round with this very code): uniform integers and floats.
 */
export interface RandomSource {
  /** A uniform integer in [0, n). */
  int(n: number): number;
  /** A uniform float in [0, 1) with 52 random bits. */
  float(): number;
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

/** A float in [0, 1) from two words: the first 32 bits, then the next 20 (52 bits in all). */
export const wordsToFloat = (high: number, low: number) => (high * 2 ** 20 + (low >>> 12)) / 2 ** 52;

/** SHA-256 of a server seed, hex: what a player sees before they play with it. */
export const seedHash = (serverSeed: string) => bytesToHex(sha256(utf8ToBytes(serverSeed)));

/** A client seed a player may choose: printable, short, no ':' (it separates the message's parts). */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export interface FairInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/**
 * The provably-fair stream: block k is HMAC-SHA256(key = serverSeed, `${clientSeed}:${nonce}:${k}`),
 * read as eight big-endian uint32 words; k (the cursor) starts at 0 and goes up when a block is used
 * up. Anyone holding (serverSeed, clientSeed, nonce) rebuilds every number a round used.
 */
export class FairRandom implements RandomSource {
  private cursor = 0;
  private block = new Uint8Array(0);
  private offset = 32;
  private readonly key: Uint8Array;
  private readonly next = () => this.word();

  constructor(private readonly input: FairInput) {
    this.key = utf8ToBytes(input.serverSeed);
  }

  int(n: number): number {
    return uniformInt(this.next, n);
  }

  float(): number {
    return wordsToFloat(this.word(), this.word());
  }

  private word(): number {
    if (this.offset >= 32) {
      const message = utf8ToBytes(`${this.input.clientSeed}:${this.input.nonce}:${this.cursor}`);
      this.block = hmac(sha256, this.key, message);
      this.cursor += 1;
      this.offset = 0;
    }
    const b = this.block;
    const o = this.offset;
    this.offset += 4;
    return ((b[o] ?? 0) * 2 ** 24 + ((b[o + 1] ?? 0) << 16) + ((b[o + 2] ?? 0) << 8) + (b[o + 3] ?? 0)) >>> 0;
  }
}

/**
 * A fast seeded generator (xoshiro128**) for simulations only: millions of rounds in seconds,
 * the same numbers for the same seed, so an RTP check never flakes. Never used for real rounds.
 */
export class FastRandom implements RandomSource {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private readonly next = () => this.word();

  constructor(seed: number) {
    // splitmix32 spreads one seed over the four state words (never all zero).
    let s = seed >>> 0;
    const mix = () => {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = mix();
    this.b = mix();
    this.c = mix();
    this.d = mix();
  }

  int(n: number): number {
    return uniformInt(this.next, n);
  }

  float(): number {
    return wordsToFloat(this.word(), this.word());
  }

  private word(): number {
    const result = Math.imul(rotl(Math.imul(this.b, 5), 7), 9) >>> 0;
    const t = this.b << 9;
    this.c ^= this.a;
    this.d ^= this.b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = rotl(this.d, 11);
    return result;
  }
}

const rotl = (x: number, k: number) => (x << k) | (x >>> (32 - k));
