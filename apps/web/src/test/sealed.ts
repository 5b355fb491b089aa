import { createCipheriv, generateKeyPairSync, randomBytes } from 'node:crypto';
// The server's own opener: what these tests seal is what the server can open.
import { type Envelope, envelopeOpener, openEnvelope as serverOpen } from '../../../server/src/platform/envelope.ts';

const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const opener = envelopeOpener(privateKey);

/** Test-only: the public half of a sealing key pair, as the key endpoint serves it. */
export const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

export interface Sealed {
  key: string;
  iv: string;
  data: string;
}

/** Test-only: opens a sealed body with the private half, with the server's code (platform/envelope.ts). */
export const openEnvelope = (sealed: Sealed): Envelope => serverOpen(opener, sealed);

/**
 * Test-only: a random key and a sealer for customer-service addresses, in the
 * brand's format (AES-GCM; iv, ciphertext and tag together in base64).
 */
export function serviceSealer() {
  const key = randomBytes(32).toString('base64');
  const seal = (plain: string) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(key, 'base64'), iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
  };
  return { key, seal };
}
