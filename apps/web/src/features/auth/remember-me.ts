import { REMEMBER_ME_MS } from '@arcadia/contracts';
import { prefs } from '../../lib/storage.ts';
import { browserVault, type PasswordVault } from './password-vault.ts';

/**
 * What "remember password" keeps for the login form (site-shell §4), for one day. The
 * username and mobile are kept as they are; the password never is: it goes to a
 * PasswordVault (the browser's password manager, or a copy sealed under a key no
 * script can read out), and nothing readable of it is ever in localStorage.
 */
export interface RememberedLogin {
  username: string;
  mobileNum?: string;
  countryCode?: string;
}

const REMEMBER_KEY = 'rememberedLogin';

interface Stored extends RememberedLogin {
  expiresAt: number;
}

const isStored = (value: unknown): value is Stored => {
  const record = value as Partial<Stored> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.username === 'string' &&
    typeof record.expiresAt === 'number'
  );
};

const write = (values: RememberedLogin, expiresAt: number) => {
  const stored: Stored = { username: values.username, expiresAt };
  if (values.mobileNum) {
    stored.mobileNum = values.mobileNum;
    if (values.countryCode) stored.countryCode = values.countryCode;
  }
  prefs.set(REMEMBER_KEY, JSON.stringify(stored));
};

/**
 * Remembers the login for a day. With a password (username logins) the vault keeps it;
 * without one (SMS logins) the vault keeps what it had.
 */
export async function rememberLogin(
  values: RememberedLogin & { password?: string },
  vault: PasswordVault | null = browserVault(),
  now = Date.now(),
): Promise<void> {
  const expiresAt = now + REMEMBER_ME_MS;
  write(values, expiresAt);
  if (!vault || !values.password || !values.username) return;
  try {
    await vault.keep(values.username, values.password, expiresAt);
  } catch {
    // Declined or unavailable (private mode, no IndexedDB): the username is still remembered.
  }
}

export async function forgetLogin(vault: PasswordVault | null = browserVault()): Promise<void> {
  prefs.remove(REMEMBER_KEY);
  try {
    await vault?.forget();
  } catch {
    // Nothing could be kept where nothing can be opened.
  }
}

/**
 * The remembered username and mobile, or null when none are kept or a day has passed
 * (then they are deleted). A password an older version kept here in plain text is deleted.
 */
export function recallLogin(now = Date.now()): RememberedLogin | null {
  const raw = prefs.get(REMEMBER_KEY);
  if (!raw) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    stored = null;
  }
  if (!isStored(stored) || stored.expiresAt <= now) {
    prefs.remove(REMEMBER_KEY);
    return null;
  }
  if ('password' in stored) write(stored, stored.expiresAt);
  const { expiresAt: _expiresAt, password: _plain, ...values } = stored as Stored & { password?: unknown };
  return values;
}

/** The remembered password of `username`, from the vault; null when it has none (or cannot say). */
export async function recallPassword(
  username: string,
  vault: PasswordVault | null = browserVault(),
  now = Date.now(),
): Promise<string | null> {
  if (!vault || !username) return null;
  try {
    return await vault.recall(username, now);
  } catch {
    return null;
  }
}

/** Run once at start: no page load leaves an older version's plain-text password in storage. */
export const dropPlaintextPassword = () => void recallLogin();
