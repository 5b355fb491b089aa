/**
 * Sealing of encrypted request bodies (login, register, passwords). A one-time P-256
 * key pair agrees a secret with the server's public key (ECDH); HKDF-SHA-256 turns it
 * into the AES-256-GCM key that encrypts `{ payload, ts, nonce }`, and the body carries
 * the one-time public key so the server can derive the same. The time stamp and the
 * single-use nonce let the server refuse a captured body replayed later.
 */
export interface SealingKey {
  keyId: string;
  /** The public key as base64 DER (SubjectPublicKeyInfo). */
  spki: string;
}

export interface SealedBody {
  sealed: { kid: string; key: string; iv: string; data: string };
}

const toBase64 = (bytes: ArrayBuffer | Uint8Array): string => {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary);
};

const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

/** 18 random bytes as base64url: 24 characters, inside the server's 16–64. */
export const randomNonce = (): string =>
  toBase64(crypto.getRandomValues(new Uint8Array(18)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

interface ImportedKey {
  keyId: string;
  key: CryptoKey;
}

const CURVE = { name: 'ECDH', namedCurve: 'P-256' } as const;
/** The HKDF info, as the server's opener (apps/server/src/platform/envelope.ts) uses it. */
const SEAL_INFO = new TextEncoder().encode('arcadia sealed body');

const importKey = async ({ keyId, spki }: SealingKey): Promise<ImportedKey> => ({
  keyId,
  key: await crypto.subtle.importKey('spki', fromBase64(spki), CURVE, false, []),
});

/** A fresh key pair per body: the AES key is the HKDF of its secret shared with the server's key, salted with its public key. */
async function sealingKey(serverKey: CryptoKey) {
  const oneTime = await crypto.subtle.generateKey(CURVE, false, ['deriveBits']);
  const publicRaw = await crypto.subtle.exportKey('raw', oneTime.publicKey);
  const secret = await crypto.subtle.deriveBits({ name: 'ECDH', public: serverKey }, oneTime.privateKey, 256);
  const hkdf = await crypto.subtle.importKey('raw', secret, 'HKDF', false, ['deriveKey']);
  const aesKey = await crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: publicRaw, info: SEAL_INFO },
    hkdf,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt'],
  );
  return { aesKey, publicRaw };
}

async function sealWithImported({ keyId, key }: ImportedKey, payload: unknown, now: number): Promise<SealedBody> {
  const { aesKey, publicRaw } = await sealingKey(key);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify({ payload, ts: now, nonce: randomNonce() }));
  // Web Crypto returns ciphertext with the 16-byte tag appended, as the server reads it.
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain);
  return { sealed: { kid: keyId, key: toBase64(publicRaw), iv: toBase64(iv), data: toBase64(data) } };
}

/** Seals one payload with the given public key. */
export async function sealWith(key: SealingKey, payload: unknown, now = Date.now()): Promise<SealedBody> {
  return sealWithImported(await importKey(key), payload, now);
}

export interface Sealer {
  seal: (payload: unknown) => Promise<SealedBody>;
  /** Forgets the key, so the next seal fetches it again (the server may have a new one). */
  reset: () => void;
}

/** Fetches and imports the server's key once, on first use, and seals with it from then on. */
export function createSealer(loadKey: () => Promise<SealingKey>): Sealer {
  let imported: Promise<ImportedKey> | null = null;
  return {
    async seal(payload) {
      imported ??= loadKey().then(importKey);
      try {
        return await sealWithImported(await imported, payload, Date.now());
      } catch (error) {
        imported = null;
        throw error;
      }
    },
    reset() {
      imported = null;
    },
  };
}
