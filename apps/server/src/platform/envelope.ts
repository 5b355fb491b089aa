import { createDecipheriv, createECDH, type ECDH, hkdfSync, type KeyObject } from 'node:crypto';

/**
 * A body the browser sealed (apps/web/src/lib/seal.ts): `key` is the browser's one-time
 * P-256 public key (raw, uncompressed), `data` the AES-256-GCM ciphertext with its tag.
 */
export interface SealedBody {
  kid: string;
  key: string;
  iv: string;
  data: string;
}

/** What the browser puts inside: the payload, when it was sealed, and a one-time nonce. */
export interface Envelope {
  payload: unknown;
  ts: number;
  nonce: string;
}

/**
 * The AES key both sides derive from the ECDH secret: HKDF-SHA-256 with the one-time
 * public key as salt and this label as info, so a key never serves another purpose.
 */
export const SEAL_INFO = 'arcadia sealed body';

/** The server's half of the exchange, made once from its stored P-256 private key. */
export function envelopeOpener(privateKey: KeyObject): ECDH {
  const { d } = privateKey.export({ format: 'jwk' });
  if (!d) throw new Error('the sealing key has no private part');
  const opener = createECDH('prime256v1');
  opener.setPrivateKey(Buffer.from(d, 'base64url'));
  return opener;
}

/**
 * Opens a sealed body: ECDH of the server's key with the body's one-time key (which must be a
 * point on the curve), HKDF to the AES key, then decrypts and authenticates the data (its last
 * 16 bytes are the GCM tag). Throws on anything that does not open. No other module (the web
 * app's tests included) writes this twice.
 */
export function openEnvelope(opener: ECDH, sealed: Pick<SealedBody, 'key' | 'iv' | 'data'>): Envelope {
  const oneTimeKey = Buffer.from(sealed.key, 'base64');
  const aesKey = Buffer.from(hkdfSync('sha256', opener.computeSecret(oneTimeKey), oneTimeKey, SEAL_INFO, 32));
  const raw = Buffer.from(sealed.data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(sealed.iv, 'base64'));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  const plain = Buffer.concat([decipher.update(raw.subarray(0, raw.length - 16)), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}
