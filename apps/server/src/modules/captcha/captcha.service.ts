import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { AppError } from '../../platform/errors.ts';
import type { Kv } from '../../platform/kv/kv.ts';
import { captchaPng, captchaText } from './captcha-image.ts';

/** A captcha answer lives two minutes and is used once. */
export const CAPTCHA_TTL_SECONDS = 120;
const IMAGES_PER_IP = 60;
const IP_WINDOW_SECONDS = 600;

const CLIENT_ID = /^[A-Za-z0-9_-]{8,64}$/;
/** The cookie that binds a captcha for a client sending no x-client-id (the original front end). */
export const CAPTCHA_COOKIE = 'arcadia_cid';
const COOKIE_CLIENT_ID = new RegExp(`(?:^|;\\s*)${CAPTCHA_COOKIE}=([A-Za-z0-9_-]{8,64})(?:;|$)`);

/**
 * The browser's random client id, which binds a captcha to the tab that asked
 * for it: the x-client-id header (our front end), else the captcha cookie the
 * first captcha answer set (a client that sends no header). Absent → null; a
 * malformed header → bad-request.
 */
export function clientIdOf(headers: IncomingHttpHeaders): string | null {
  const raw = headers['x-client-id'];
  if (raw === undefined) return COOKIE_CLIENT_ID.exec(headers.cookie ?? '')?.[1] ?? null;
  if (typeof raw !== 'string' || !CLIENT_ID.test(raw)) throw new AppError('bad-request');
  return raw;
}

/** A new client id for a caller with neither header nor cookie, and the cookie that keeps it (HttpOnly, SameSite). */
export function newCookieClientId(secure: boolean): { clientId: string; cookie: string } {
  const clientId = randomBytes(18).toString('base64url');
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${COOKIE_MAX_AGE_SECONDS}`];
  if (secure) attributes.push('Secure');
  return { clientId, cookie: `${CAPTCHA_COOKIE}=${clientId}; ${attributes.join('; ')}` };
}
const COOKIE_MAX_AGE_SECONDS = 24 * 3600;

export const captchaKey = (merchantId: number, clientId: string) => `captcha:${merchantId}:${clientId}`;

/**
 * A fresh captcha for one client: at most one image a second per client id
 * (the browser's refresh limit, enforced) and sixty per ten minutes per IP.
 * Returns the PNG as base64 without a data: prefix.
 */
export async function issueCaptcha(
  kv: Kv,
  request: { merchantId: number; clientId: string | null; ip: string },
): Promise<string> {
  const { merchantId, clientId, ip } = request;
  if (!clientId) throw new AppError('bad-request');
  if (!(await kv.setIfAbsent(`captcha-tick:${merchantId}:${clientId}`, '1', 1)))
    throw new AppError('too-many-requests');
  if ((await kv.incr(`captcha-ip:${merchantId}:${ip}`, IP_WINDOW_SECONDS)) > IMAGES_PER_IP) {
    throw new AppError('too-many-requests');
  }
  const text = captchaText();
  await kv.set(captchaKey(merchantId, clientId), text, CAPTCHA_TTL_SECONDS);
  return captchaPng(text).toString('base64');
}

/**
 * The current answer for a client, left in place (development tools only):
 * null when none is live. A malformed client id → bad-request.
 */
export async function peekCaptcha(kv: Kv, merchantId: number, clientId: string): Promise<string | null> {
  if (!CLIENT_ID.test(clientId)) throw new AppError('bad-request');
  return kv.get(captchaKey(merchantId, clientId));
}

/** Checks an answer (case-insensitive) and spends the captcha whatever the outcome. */
export async function checkCaptcha(
  kv: Kv,
  request: { merchantId: number; clientId: string | null; answer: string | undefined },
): Promise<boolean> {
  if (!request.clientId) return false;
  const expected = await kv.take(captchaKey(request.merchantId, request.clientId));
  const answer = (request.answer ?? '').trim().toUpperCase();
  return expected !== null && answer.length > 0 && expected.toUpperCase() === answer;
}
