import {
  constants,
  createCipheriv,
  createDecipheriv,
  generateKeyPairSync,
  privateDecrypt,
  randomBytes,
} from 'node:crypto';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

/** Test-only: the public half of a sealing key pair, as the key endpoint serves it. */
export const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

export interface Sealed {
  key: string;
  iv: string;
  data: string;
}

/** Test-only: opens a sealed body with the private half, as the server does (platform/sealed-body.ts). */
export function openEnvelope(sealed: Sealed): { payload: unknown; ts: number; nonce: string } {
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
