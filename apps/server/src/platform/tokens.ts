import { hash, randomBytes } from 'node:crypto';

/** An opaque random token; only its hash is stored, so a leaked table opens no session. */
export const newToken = () => randomBytes(32).toString('base64url');
/** Read on every request that carries a session: the one-shot hash, without a Hash object (a third of the time). */
export const hashToken = (token: string) => hash('sha256', token, 'hex');

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
