import { REMEMBER_ME_MS } from '@arcadia/contracts';
import { prefs } from '../../lib/storage.ts';

/** What "remember password" keeps for the login form (site-shell §4), for one day. */
export interface RememberedLogin {
  username: string;
  password: string;
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
    typeof record.password === 'string' &&
    typeof record.expiresAt === 'number'
  );
};

export function rememberLogin(values: RememberedLogin, now = Date.now()): void {
  const stored: Stored = { ...values, expiresAt: now + REMEMBER_ME_MS };
  if (!values.mobileNum) {
    delete stored.mobileNum;
    delete stored.countryCode;
  }
  prefs.set(REMEMBER_KEY, JSON.stringify(stored));
}

export function forgetLogin(): void {
  prefs.remove(REMEMBER_KEY);
}

/** The remembered values, or null when none are kept or a day has passed (then they are deleted). */
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
    forgetLogin();
    return null;
  }
  const { expiresAt: _expiresAt, ...values } = stored;
  return values;
}
