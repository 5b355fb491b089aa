import type { Db } from '../../platform/db/db.ts';

export const passwordResetsRepo = (db: Db) => ({
  create: (tokenHash: string, memberId: string, minutes: number) =>
    db.query(
      `INSERT INTO password_resets (token_hash, member_id, expires_at)
       VALUES ($1, $2, now() + make_interval(mins => $3))`,
      [tokenHash, memberId, minutes],
    ),

  /** The unused reset of this brand with this token, expired or not. */
  find: (tokenHash: string, merchantId: number) =>
    db.one<{ memberId: string; expired: boolean }>(
      `SELECT r.member_id::text AS "memberId", r.expires_at <= now() AS expired
       FROM password_resets r JOIN members m ON m.id = r.member_id
       WHERE r.token_hash = $1 AND r.used_at IS NULL AND m.merchant_id = $2`,
      [tokenHash, merchantId],
    ),

  /** Marks it used; false when another request used it first. */
  use: async (tokenHash: string) =>
    (
      await db.query(
        'UPDATE password_resets SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL RETURNING token_hash',
        [tokenHash],
      )
    ).length === 1,

  /** A reset ends every other open link of the member. */
  useAll: (memberId: string) =>
    db.query('UPDATE password_resets SET used_at = now() WHERE member_id = $1 AND used_at IS NULL', [memberId]),

  /** A domain of the brand, for links when the request came by another name: a name before an IP, the shortest first. */
  brandDomain: async (merchantId: number) =>
    (
      await db.one<{ domain: string }>(
        `SELECT domain FROM merchant_domains WHERE merchant_id = $1
         ORDER BY domain ~ '^[0-9.:]+$', length(domain), domain LIMIT 1`,
        [merchantId],
      )
    )?.domain ?? null,
});
