import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The protocol's signature (packages/contracts endpoints/seamless.ts and provider.ts): hex
 * HMAC-SHA256 of `${unix seconds}.${raw body}` under the secret shared with the platform; five
 * minutes of clock skew. The vendor signs its wallet calls and checks the platform's launches.
 */
const WINDOW_SECONDS = 5 * 60;
const mac = (secret: string, timestamp: string, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export function signed(vendorCode: string, secret: string, body: string, now = Date.now()): Record<string, string> {
  const timestamp = String(Math.floor(now / 1000));
  return { 'x-vendor': vendorCode, 'x-timestamp': timestamp, 'x-signature': mac(secret, timestamp, body) };
}

export function hasValidSignature(headers: Record<string, unknown>, secret: string, body: string, now = Date.now()) {
  const { 'x-timestamp': timestamp, 'x-signature': signature } = headers;
  if (typeof timestamp !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now / 1000 - Number(timestamp)) > WINDOW_SECONDS) return false;
  const expected = Buffer.from(mac(secret, timestamp, body));
  const given = Buffer.from(signature.toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}
