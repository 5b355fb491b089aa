import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed HTTP bodies, shared by payment-gateway notices and the seamless-wallet
 * API: `x-timestamp` is unix seconds, `x-signature` hex HMAC-SHA256 of
 * `${timestamp}.${raw body}`. A stale timestamp is refused, so a captured
 * request cannot be replayed after the window.
 */

/** How far a signed request's timestamp may be from our clock. */
export const SIGNATURE_WINDOW_SECONDS = 5 * 60;

export const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** Equal strings (signatures, tokens), compared in constant time. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The headers that sign a body: unix seconds and hex HMAC-SHA256 of `${timestamp}.${body}`. */
export function signBody(secret: string, rawBody: string, now = Date.now()) {
  const timestamp = String(Math.floor(now / 1000));
  return { 'x-timestamp': timestamp, 'x-signature': hmacHex(secret, `${timestamp}.${rawBody}`) };
}

type Headers = Record<string, string | string[] | undefined>;

/** A single-valued header, or undefined. */
export const headerOf = (headers: Headers, name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** True when the headers carry a fresh, correct signature of the raw body. */
export function verifyBody(rawBody: string, headers: Headers, secret: string, now = Date.now()): boolean {
  const timestamp = headerOf(headers, 'x-timestamp');
  const signature = headerOf(headers, 'x-signature');
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now / 1000 - Number(timestamp)) > SIGNATURE_WINDOW_SECONDS) return false;
  return constantTimeEqual(signature.toLowerCase(), hmacHex(secret, `${timestamp}.${rawBody}`));
}
