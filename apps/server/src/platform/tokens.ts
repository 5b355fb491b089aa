import { createHash, randomBytes } from 'node:crypto';

/** An opaque random token; only its hash is stored, so a leaked table opens no session. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The token of an Authorization header: `Bearer <token>` (our front end) or the
 * bare `<token>` the platform's original front end sends. The one parser every
 * guard uses, so both forms reach exactly the same checks.
 */
export const bearer = (header: string | undefined): string | null => {
  const match = /^(?:Bearer\s+)?(\S+)$/i.exec((header ?? '').trim());
  const token = match?.[1] ?? null;
  return token && token.toLowerCase() !== 'bearer' ? token : null;
};
