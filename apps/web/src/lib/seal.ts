/**
 * Sealing of encrypted request bodies (login, register, passwords). A fresh
 * AES-256-GCM key encrypts `{ payload, ts, nonce }`; the server's RSA-OAEP
 * (SHA-256) public key wraps that AES key. The time stamp and the single-use
 * nonce let the server refuse a captured body replayed later.
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

const importKey = async ({ keyId, spki }: SealingKey): Promise<ImportedKey> => ({
  keyId,
  key: await crypto.subtle.importKey('spki', fromBase64(spki), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]),
});

async function sealWithImported({ keyId, key }: ImportedKey, payload: unknown, now: number): Promise<SealedBody> {
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify({ payload, ts: now, nonce: randomNonce() }));
  // Web Crypto returns ciphertext with the 16-byte tag appended, as the server reads it.
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain);
  const rawKey = await crypto.subtle.exportKey('raw', aesKey);
  const wrapped = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, rawKey);
  return { sealed: { kid: keyId, key: toBase64(wrapped), iv: toBase64(iv), data: toBase64(data) } };
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
