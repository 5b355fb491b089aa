import { REMEMBER_ME_MS } from '@arcadia/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CredentialsLike, credentialVault, type SealedPassword, sealedVault } from './password-vault.ts';
import { dropPlaintextPassword, forgetLogin, recallLogin, recallPassword, rememberLogin } from './remember-me.ts';
import type { RecordStore } from './vault-store.ts';

afterEach(() => localStorage.clear());

const now = 1_700_000_000_000;

/** IndexedDB's part, in memory (jsdom has no IndexedDB). */
const memoryRecord = <T>() => {
  const store = {
    value: undefined as T | undefined,
    get: async () => store.value,
    put: async (value: T) => {
      store.value = value;
    },
    delete: async () => {
      store.value = undefined;
    },
  };
  return store satisfies RecordStore<T>;
};

/** Every value in localStorage, to look for the password in. */
const storedText = () => Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`);

describe('remember password: what localStorage keeps', () => {
  it('the username for one day, and never the password', async () => {
    await rememberLogin({ username: 'demo', password: 'demo1234' }, null, now);
    expect(recallLogin(now + REMEMBER_ME_MS - 1)).toEqual({ username: 'demo' });
    expect(storedText().join()).not.toContain('demo1234');
    expect(storedText().join()).not.toContain(btoa('demo1234'));
  });

  it('forgets it, and deletes it, once the day is over', async () => {
    await rememberLogin({ username: 'demo', password: 'demo1234' }, null, now);
    expect(recallLogin(now + REMEMBER_ME_MS)).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('keeps the mobile number with its country code when set', async () => {
    await rememberLogin({ username: 'demo', password: 'x', mobileNum: '9171234567', countryCode: '63' }, null, now);
    expect(recallLogin(now)).toEqual({ username: 'demo', mobileNum: '9171234567', countryCode: '63' });
    await rememberLogin({ username: 'demo', password: 'x', countryCode: '63' }, null, now);
    expect(recallLogin(now)).toEqual({ username: 'demo' });
  });

  it('deletes everything when unticked', async () => {
    const vault = sealedVault(memoryRecord<SealedPassword>());
    await rememberLogin({ username: 'demo', password: 'demo1234' }, vault, now);
    await forgetLogin(vault);
    expect(recallLogin(now)).toBeNull();
    expect(await recallPassword('demo', vault, now)).toBeNull();
  });

  it('deletes the plain-text password an older version kept, and keeps the username', () => {
    const old = { username: 'demo', password: 'demo1234', expiresAt: Date.now() + 60_000 };
    localStorage.setItem('rememberedLogin', JSON.stringify(old));
    dropPlaintextPassword();
    expect(storedText().join()).not.toContain('demo1234');
    expect(recallLogin()).toEqual({ username: 'demo' });
  });

  it('ignores damaged storage', () => {
    localStorage.setItem('rememberedLogin', '{not json');
    expect(recallLogin(now)).toBeNull();
    localStorage.setItem('rememberedLogin', JSON.stringify({ username: 'demo' }));
    expect(recallLogin(now)).toBeNull();
  });
});

describe('the sealed copy (browsers without a password manager API)', () => {
  it('opens for the same username within the day, under a key that cannot be read out', async () => {
    const record = memoryRecord<SealedPassword>();
    const vault = sealedVault(record);
    await rememberLogin({ username: 'demo', password: 'demo1234' }, vault, now);
    const sealed = record.value;
    expect(sealed?.key.extractable).toBe(false);
    expect(sealed?.key.usages.sort()).toEqual(['decrypt', 'encrypt']);
    await expect(crypto.subtle.exportKey('raw', sealed?.key as CryptoKey)).rejects.toThrow();
    const bytes = new TextDecoder().decode(sealed?.data);
    expect(bytes).not.toContain('demo1234');
    expect(await recallPassword('demo', vault, now + REMEMBER_ME_MS - 1)).toBe('demo1234');
  });

  it('does not open for another username, nor after a day, and is deleted then', async () => {
    const record = memoryRecord<SealedPassword>();
    const vault = sealedVault(record);
    await rememberLogin({ username: 'demo', password: 'demo1234' }, vault, now);
    expect(await recallPassword('other', vault, now)).toBeNull();
    expect(record.value).toBeUndefined();
    await rememberLogin({ username: 'demo', password: 'demo1234' }, vault, now);
    expect(await recallPassword('demo', vault, now + REMEMBER_ME_MS)).toBeNull();
    expect(record.value).toBeUndefined();
  });

  it('is not opened by another key, nor when tampered with', async () => {
    const record = memoryRecord<SealedPassword>();
    const vault = sealedVault(record);
    await rememberLogin({ username: 'demo', password: 'demo1234' }, vault, now);
    const first = record.value as SealedPassword;
    await rememberLogin({ username: 'demo', password: 'other-pass' }, vault, now);
    record.value = { ...(record.value as SealedPassword), data: first.data, iv: first.iv };
    expect(await recallPassword('demo', vault, now)).toBeNull();
    expect(record.value).toBeUndefined();
  });

  it('an SMS login (no password) leaves the kept password as it was', async () => {
    const record = memoryRecord<SealedPassword>();
    const vault = sealedVault(record);
    await rememberLogin({ username: 'demo', password: 'demo1234' }, vault, now);
    await rememberLogin({ username: 'demo', mobileNum: '9171234567', countryCode: '63' }, vault, now);
    expect(await recallPassword('demo', vault, now)).toBe('demo1234');
  });
});

describe('the browser password manager (Credential Management API)', () => {
  class FakeCredential {
    readonly type = 'password';
    readonly id: string;
    readonly password: string;
    constructor(data: { id: string; password: string }) {
      this.id = data.id;
      this.password = data.password;
    }
  }
  const manager = () => {
    let saved: FakeCredential | null = null;
    const credentials: CredentialsLike = {
      store: vi.fn(async (credential: unknown) => {
        saved = credential as FakeCredential;
      }),
      get: vi.fn(async () => saved),
    };
    return credentials;
  };

  it('hands the password to the browser and asks for it silently, for the remembered username only', async () => {
    const credentials = manager();
    const vault = credentialVault(credentials, FakeCredential);
    await rememberLogin({ username: 'demo', password: 'demo1234' }, vault, now);
    expect(credentials.store).toHaveBeenCalledWith(expect.objectContaining({ id: 'demo', password: 'demo1234' }));
    expect(await recallPassword('demo', vault, now)).toBe('demo1234');
    expect(credentials.get).toHaveBeenCalledWith({ password: true, mediation: 'silent' });
    expect(await recallPassword('other', vault, now)).toBeNull();
    expect(storedText().join()).not.toContain('demo1234');
  });

  it('keeps the username when the browser refuses to store', async () => {
    const credentials: CredentialsLike = {
      store: async () => {
        throw new DOMException('refused', 'NotAllowedError');
      },
      get: async () => null,
    };
    const vault = credentialVault(credentials, FakeCredential);
    await rememberLogin({ username: 'demo', password: 'demo1234' }, vault, now);
    expect(recallLogin(now)).toEqual({ username: 'demo' });
    expect(await recallPassword('demo', vault, now)).toBeNull();
  });
});
