import { type GatewayNotice, gatewayNoticeSchema } from '@arcadia/contracts';
import { SIGNATURE_WINDOW_SECONDS, signBody, verifyBody } from '../signature.ts';

// The generic signing lives in platform/signature.ts (the seamless-wallet API uses it too).
export { constantTimeEqual, hmacHex } from '../signature.ts';

/** How far a notice's timestamp may be from our clock: older ones could be replays. */
export const NOTICE_WINDOW_SECONDS = SIGNATURE_WINDOW_SECONDS;

/** The headers a gateway sends with a notice body: unix seconds and hex HMAC-SHA256 of `${timestamp}.${body}`. */
export const signNotice = signBody;

/** The notice of a signed body, or null (missing or wrong signature, stale timestamp, malformed body). */
export function verifySignedNotice(
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  secret: string,
  now = Date.now(),
): GatewayNotice | null {
  if (!verifyBody(rawBody, headers, secret, now)) return null;
  try {
    const parsed = gatewayNoticeSchema.safeParse(JSON.parse(rawBody));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
