/**
 * The raffle's provably fair draw, recomputed in the browser (the server's recipe in
 * modules/promotions/raffle-fair.ts): block k = HMAC-SHA256(key = serverSeed,
 * `${clientSeed}:${nonce}:${k}`), read as big-endian uint32 words; the roll is the first
 * word below 2^32 − (2^32 mod W), mod W, W the sum of the weights; the prize is the first
 * whose running sum of weights exceeds the roll. Nothing here trusts the server's answer.
 */

const encoder = new TextEncoder();
const TWO_POW_32 = 2 ** 32;

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

async function hmac(key: CryptoKey, message: string): Promise<DataView> {
  return new DataView(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
}

/** The uniform roll in [0, total) the seeds and nonce give. */
export async function fairRoll(serverSeed: string, clientSeed: string, nonce: number, total: number): Promise<number> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const limit = TWO_POW_32 - (TWO_POW_32 % total);
  for (let cursor = 0; ; cursor++) {
    const block = await hmac(key, `${clientSeed}:${nonce}:${cursor}`);
    for (let offset = 0; offset < 32; offset += 4) {
      const word = block.getUint32(offset);
      if (word < limit) return word % total;
    }
  }
}

export function prizeAt(weights: readonly number[], roll: number): number {
  let sum = 0;
  for (const [index, weight] of weights.entries()) {
    sum += weight;
    if (roll < sum) return index;
  }
  return -1;
}

export interface DrawCheck {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  weights: readonly number[];
  roll: number;
  prizeIndex: number;
}

/** Whether the revealed seed is the one committed to and gives the recorded roll and prize. */
export async function checkDraw(draw: DrawCheck): Promise<boolean> {
  const total = draw.weights.reduce((sum, weight) => sum + weight, 0);
  if (total < 1) return false;
  const [hash, roll] = await Promise.all([
    sha256Hex(draw.serverSeed),
    fairRoll(draw.serverSeed, draw.clientSeed, draw.nonce, total),
  ]);
  return (
    hash === draw.serverSeedHash.toLowerCase() && roll === draw.roll && prizeAt(draw.weights, roll) === draw.prizeIndex
  );
}
