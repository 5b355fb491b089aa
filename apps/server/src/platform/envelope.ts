import { constants, createDecipheriv, type KeyObject, privateDecrypt } from 'node:crypto';

/** A body the browser sealed (apps/web/src/lib/seal.ts): an AES-256-GCM key wrapped with RSA-OAEP-256, and the data. */
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
 * Opens a sealed body with the private key: unwraps the AES key, then decrypts and
 * authenticates the data (its last 16 bytes are the GCM tag). Throws on anything that
 * does not open. No other module (the web app's tests included) writes this twice.
 */
export function openEnvelope(privateKey: KeyObject, sealed: Pick<SealedBody, 'key' | 'iv' | 'data'>): Envelope {
  const aesKey = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(sealed.key, 'base64'),
  );
  const raw = Buffer.from(sealed.data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(sealed.iv, 'base64'));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  const plain = Buffer.concat([decipher.update(raw.subarray(0, raw.length - 16)), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}
