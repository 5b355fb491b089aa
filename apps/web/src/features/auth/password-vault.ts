import { idbRecord, type RecordStore } from './vault-store.ts';

/**
 * Where "remember me" keeps a password, never readable in storage: the browser's own
 * password manager through the Credential Management API where the browser has it
 * (Chrome, Edge, Opera…), else a copy sealed with AES-GCM under a key Web Crypto never
 * lets out (non-extractable), kept in IndexedDB beside the copy and dropped after a day.
 */
export interface PasswordVault {
  keep(username: string, password: string, expiresAt: number): Promise<void>;
  /** The password kept for this username, or null (none, another user's, expired, or the browser declined). */
  recall(username: string, now: number): Promise<string | null>;
  forget(): Promise<void>;
}

/** The parts of the Credential Management API used here (not every TypeScript DOM library has them). */
interface PasswordCredentialLike {
  type: string;
  id: string;
  password?: string;
}
export interface CredentialsLike {
  store(credential: unknown): Promise<unknown>;
  get(options: { password: true; mediation: 'silent' }): Promise<PasswordCredentialLike | null>;
}
type PasswordCredentialConstructor = new (data: { id: string; password: string }) => unknown;

/** The browser's password manager. It asks the visitor whether to save, and keeps what they allow. */
export function credentialVault(
  credentials: CredentialsLike,
  Credential: PasswordCredentialConstructor,
): PasswordVault {
  return {
    async keep(username, password) {
      await credentials.store(new Credential({ id: username, password }));
    },
    async recall(username) {
      // Silent: filling a form must never open the browser's account chooser.
      const found = await credentials.get({ password: true, mediation: 'silent' });
      return found?.type === 'password' && found.id === username ? (found.password ?? null) : null;
    },
    // The browser's entry is the visitor's to remove; without our record it is never asked for.
    async forget() {},
  };
}

/** What IndexedDB holds: the key object itself (structured-cloned, still non-extractable) and the sealed bytes. */
export interface SealedPassword {
  username: string;
  key: CryptoKey;
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
  expiresAt: number;
}

const encode = (text: string) => new TextEncoder().encode(text);

/** A sealed copy in `store`; the username is the sealed data's associated data, so a copy opens only for it. */
export function sealedVault(store: RecordStore<SealedPassword>, subtle: SubtleCrypto = crypto.subtle): PasswordVault {
  const forget = () => store.delete();
  return {
    async keep(username, password, expiresAt) {
      // A fresh key for every copy: the old key goes with the old copy.
      const key = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const data = await subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: encode(username) },
        key,
        encode(password),
      );
      await store.put({ username, key, iv, data, expiresAt });
    },
    async recall(username, now) {
      const sealed = await store.get();
      if (!sealed) return null;
      if (sealed.expiresAt <= now || sealed.username !== username) {
        await forget();
        return null;
      }
      try {
        const { key, iv, data } = sealed;
        const plain = await subtle.decrypt({ name: 'AES-GCM', iv, additionalData: encode(username) }, key, data);
        return new TextDecoder().decode(plain);
      } catch {
        await forget();
        return null;
      }
    },
    forget,
  };
}

/** The browser's password manager where it has one, else a sealed copy, else nothing (the username only). */
export function browserVault(): PasswordVault | null {
  const scope = globalThis as { PasswordCredential?: PasswordCredentialConstructor };
  const credentials = (globalThis.navigator as { credentials?: CredentialsLike } | undefined)?.credentials;
  if (typeof scope.PasswordCredential === 'function' && credentials) {
    return credentialVault(credentials, scope.PasswordCredential);
  }
  return sealedCopies();
}

/** The sealed copy in IndexedDB, where the browser has IndexedDB and Web Crypto. */
export function sealedCopies(): PasswordVault | null {
  if (typeof indexedDB === 'undefined' || !globalThis.crypto?.subtle) return null;
  return sealedVault(idbRecord<SealedPassword>('arcadia', 'vault', 'login'));
}
