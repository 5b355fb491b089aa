import { createHash, randomBytes } from 'node:crypto';

/** An opaque random token; only its hash is stored, so a leaked table opens no session. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const bearer = (header: string | undefined): string | null => {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
};
