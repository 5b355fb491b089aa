import { isLanguage, type Language } from '@arcadia/contracts';
import { AppError } from '../../../platform/errors.ts';
import { constantTimeEqual, hmacHex } from '../../../platform/signature.ts';

/**
 * The house lottery page's session: what the seamless authenticate call answered,
 * signed with the vendor's secret and kept by the page (no server state, so any
 * process can answer). A launch token is single use; this is what the page holds after.
 */
export interface HouseSession {
  playerId: string;
  currency: string;
  nickname: string;
  language: Language;
  /** Expiry, epoch ms. */
  exp: number;
}

export const SESSION_HOURS = 12;
export const SESSION_HEADER = 'x-house-session';

export function signSession(secret: string, session: Omit<HouseSession, 'exp'>, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ ...session, exp: now + SESSION_HOURS * 3600_000 })).toString(
    'base64url',
  );
  return `${payload}.${hmacHex(secret, `lottery-session.${payload}`)}`;
}

/** The session a header carries, or invalid-launch-token (the page then asks to reopen the game). */
export function readSession(secret: string, token: unknown, now = Date.now()): HouseSession {
  if (typeof token !== 'string' || token.length > 2048) throw new AppError('invalid-launch-token');
  const [payload = '', signature = ''] = token.split('.');
  if (!constantTimeEqual(signature, hmacHex(secret, `lottery-session.${payload}`))) {
    throw new AppError('invalid-launch-token');
  }
  const session = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as HouseSession;
  if (typeof session.exp !== 'number' || session.exp < now || typeof session.playerId !== 'string') {
    throw new AppError('invalid-launch-token');
  }
  return { ...session, language: isLanguage(session.language) ? session.language : 'EN' };
}
