import { createHmac, timingSafeEqual } from 'node:crypto';
import { type GatewayNotice, gatewayNoticeSchema } from '@arcadia/contracts';

/** How far a notice's timestamp may be from our clock: older ones could be replays. */
export const NOTICE_WINDOW_SECONDS = 5 * 60;

export const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** Equal strings (signatures, tokens), compared in constant time. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The headers a gateway sends with a notice body: unix seconds and hex HMAC-SHA256 of `${timestamp}.${body}`. */
export function signNotice(secret: string, rawBody: string, now = Date.now()) {
  const timestamp = String(Math.floor(now / 1000));
  return { 'x-timestamp': timestamp, 'x-signature': hmacHex(secret, `${timestamp}.${rawBody}`) };
}

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** The notice of a signed body, or null (missing or wrong signature, stale timestamp, malformed body). */
export function verifySignedNotice(
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  secret: string,
  now = Date.now(),
): GatewayNotice | null {
  const timestamp = header(headers, 'x-timestamp');
  const signature = header(headers, 'x-signature');
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return null;
  if (Math.abs(now / 1000 - Number(timestamp)) > NOTICE_WINDOW_SECONDS) return null;
  if (!constantTimeEqual(signature.toLowerCase(), hmacHex(secret, `${timestamp}.${rawBody}`))) return null;
  try {
    const parsed = gatewayNoticeSchema.safeParse(JSON.parse(rawBody));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
