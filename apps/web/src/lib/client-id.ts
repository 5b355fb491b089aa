import { prefs } from './storage.ts';

const CLIENT_ID_KEY = 'clientId';

const randomId = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};

let cached: string | null = null;

/**
 * This browser's id, sent as `x-client-id` with every request. The server binds
 * captcha answers and rate limits to it; it outlives the tab so a reload keeps
 * the captcha the visitor is looking at.
 */
export function clientId(): string {
  if (cached) return cached;
  const stored = prefs.get(CLIENT_ID_KEY);
  if (stored && /^[\w-]{16,64}$/.test(stored)) {
    cached = stored;
    return stored;
  }
  cached = randomId();
  prefs.set(CLIENT_ID_KEY, cached);
  return cached;
}
