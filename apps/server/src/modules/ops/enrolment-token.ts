import { hashToken, newToken } from '../../platform/tokens.ts';

/**
 * Enrolment tokens. One owner setting an operator up gets the whole token; two owners get a
 * share each (split knowledge): the first share is made with the request and only its hash is
 * kept, the second is made at the approval, and the operator needs both to enrol.
 */

const ENROL_HOURS = 24;

export const enrolExpiry = () => new Date(Date.now() + ENROL_HOURS * 3600_000);

/** What the operators table keeps of a token: the hash of the whole token, or of the first share's hash and the second. */
export const enrolHash = (token: string, secondShare?: string) =>
  secondShare === undefined ? hashToken(token) : joinedHash(hashToken(token), secondShare);

/** The same from the first share's stored hash, as the approval computes it. */
export const joinedHash = (firstShareHash: string, secondShare: string) =>
  hashToken(`${firstShareHash}.${secondShare}`);

/** A whole token for one owner, with what to store and what to answer. */
export function wholeToken() {
  const token = newToken();
  const expiresAt = enrolExpiry();
  return {
    hash: hashToken(token),
    expiresAt,
    answer: { token, share: 'whole' as const, expiresAt: expiresAt.toISOString() },
  };
}

/** The asker's share: its hash waits on the request; its 24 hours start at the approval. */
export function firstShare() {
  const token = newToken();
  return { hash: hashToken(token), answer: { token, share: 'first' as const, expiresAt: null } };
}

/** The approver's share, completing the token whose first share's hash the request kept. */
export function secondShare(firstShareHash: string) {
  const token = newToken();
  const expiresAt = enrolExpiry();
  return {
    hash: joinedHash(firstShareHash, token),
    expiresAt,
    answer: { token, share: 'second' as const, expiresAt: expiresAt.toISOString() },
  };
}
