import type { Db } from '../../platform/db/db.ts';

export interface SessionMember {
  id: string;
  merchantId: number;
  account: string;
  type: number;
  mustChangePassword: boolean;
}

export const sessionRepo = (db: Db) => ({
  create: (row: {
    tokenHash: string;
    memberId: string;
    merchantId: number;
    ip: string;
    hours: number;
    mustChange: boolean;
  }) =>
    db.query(
      `INSERT INTO sessions (token_hash, member_id, merchant_id, ip, expires_at, must_change_password)
       VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5), $6)`,
      [row.tokenHash, row.memberId, row.merchantId, row.ip, row.hours, row.mustChange],
    ),

  /** The live session's member, or nothing for an unknown, expired or revoked token. */
  find: (tokenHash: string) =>
    db.one<SessionMember>(
      `SELECT m.id, m.merchant_id AS "merchantId", m.account, m.type, s.must_change_password AS "mustChangePassword"
       FROM sessions s JOIN members m ON m.id = s.member_id
       WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
      [tokenHash],
    ),

  revoke: (tokenHash: string) =>
    db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash]),

  /** Ends every session of a member but, optionally, one. */
  revokeAll: (memberId: string, except: string | null = null) =>
    db.query(
      `UPDATE sessions SET revoked_at = now()
       WHERE member_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR token_hash <> $2)`,
      [memberId, except],
    ),

  /** The session's own login (when and where it was opened) and the login before it. */
  loginsOf: async (tokenHash: string) => {
    const session = await db.one<{ memberId: string; ip: string; at: Date | string }>(
      'SELECT member_id AS "memberId", ip, created_at AS at FROM sessions WHERE token_hash = $1',
      [tokenHash],
    );
    if (!session) return null;
    // The newest history row up to the session's opening is its own login; the one after it is the previous.
    const history = await db.query<{ ip: string; at: Date | string }>(
      `SELECT ip, at FROM login_history WHERE member_id = $1 AND at <= $2 ORDER BY at DESC, id DESC LIMIT 2`,
      [session.memberId, session.at],
    );
    return { current: history[0] ?? session, previous: history[1] ?? null };
  },
});
