import { constantTimeEqual, hmacHex } from '../../../platform/signature.ts';

/**
 * The page's session with the slot, kept by the page (not in our database): what the
 * launch token's exchange told us, signed with a key derived from the vendor's secret.
 * A token, not a cookie: the page runs in the site's iframe, where browsers often drop
 * third-party cookies. It is sent back in the `x-slot-session` header.
 */
export interface SlotSession {
  playerId: string;
  gameCode: string;
  nickname: string;
  currency: string;
  language: string;
  /** Unix seconds. */
  expiresAt: number;
}

export const SESSION_HEADER = 'x-slot-session';
export const SESSION_HOURS = 12;

/** Sessions get their own key, so a session signature can never pass as a wallet-call signature. */
export const sessionKey = (vendorSecret: string) => hmacHex(vendorSecret, 'house-slot-session/v1');

export function signSession(key: string, session: SlotSession): string {
  const payload = Buffer.from(JSON.stringify(session)).toString('base64url');
  return `${payload}.${hmacHex(key, payload)}`;
}

/** The session a token carries, or null (missing, forged, malformed or expired). */
export function readSession(key: string, token: string | undefined, now = Date.now()): SlotSession | null {
  if (!token || token.length > 2048) return null;
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const payload = token.slice(0, dot);
  if (!constantTimeEqual(token.slice(dot + 1), hmacHex(key, payload))) return null;
  try {
    const session = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SlotSession;
    if (typeof session.playerId !== 'string' || typeof session.gameCode !== 'string') return null;
    if (typeof session.expiresAt !== 'number' || session.expiresAt * 1000 <= now) return null;
    return session;
  } catch {
    return null;
  }
}
