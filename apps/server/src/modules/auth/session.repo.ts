import type { Db } from '../../platform/db/db.ts';
import { LAST_SEEN_EVERY_SECONDS, sessionCache } from './session-cache.ts';

export { LAST_SEEN_EVERY_SECONDS };

export interface SessionMember {
  id: string;
  merchantId: number;
  account: string;
  type: number;
  mustChangePassword: boolean;
}

/** What the guard reads of a session: the member, whether its last-seen mark is due, and its end. */
export interface SessionLookup extends SessionMember {
  /** Last seen more than a minute ago (or never): the guard writes it, so most requests write nothing. */
  seenDue: boolean;
  /** Milliseconds until the session expires, by the database's clock. */
  expiresInMs: number;
}

/** A session as "My account" lists it. */
export interface SessionRow {
  publicId: string;
  userAgent: string | null;
  ip: string;
  signedInAt: Date | string;
  lastSeenAt: Date | string;
  current: boolean;
}

/**
 * Opens a session unless the member is disabled (checked in the same statement). Parameters:
 * $1 token hash, $2 member, $3 brand, $4 address, $5 hours, $6 must change the password.
 */
const OPEN_SESSION = `INSERT INTO sessions (token_hash, member_id, merchant_id, ip, expires_at, must_change_password)
  SELECT $1, m.id, $3, $4, now() + make_interval(hours => $5), $6
    FROM members m WHERE m.id = $2 AND m.disabled_at IS NULL
  RETURNING member_id`;

export const sessionRepo = (db: Db) => ({
  /** Opens a session unless the member is disabled (checked in the same statement); false when disabled. */
  create: async (row: {
    tokenHash: string;
    memberId: string;
    merchantId: number;
    ip: string;
    hours: number;
    mustChange: boolean;
  }) =>
    (
      await db.query(OPEN_SESSION, [row.tokenHash, row.memberId, row.merchantId, row.ip, row.hours, row.mustChange], {
        name: 'sessions_create',
      })
    ).length === 1,

  /**
   * A login in one statement: opens the session unless the member is disabled, records the
   * login in the history and, when the member has logged in before but never from this address
   * (and `noticeNewDevice`), puts the new-device notice in their messages. Nothing is written for a
   * disabled member. Every part of a WITH sees the tables as they were when the statement began,
   * so the prior-login answers are from before this login.
   */
  openLogin: async (row: {
    tokenHash: string;
    memberId: string;
    merchantId: number;
    ip: string;
    hours: number;
    mustChange: boolean;
    noticeNewDevice: boolean;
  }) => {
    const found = await db.one<{ opened: boolean; seen: boolean; here: boolean }>(
      `WITH prior AS (
         SELECT EXISTS (SELECT 1 FROM login_history WHERE member_id = $2) AS seen,
                EXISTS (SELECT 1 FROM login_history WHERE member_id = $2 AND ip = $4) AS here),
       opened AS (${OPEN_SESSION}),
       recorded AS (INSERT INTO login_history (member_id, ip) SELECT member_id, $4 FROM opened),
       noticed AS (
         INSERT INTO member_messages (merchant_id, member_id, kind, template, params)
         SELECT $3, opened.member_id, 'system', 'new-device-login', jsonb_build_object('ip', $4::text)
           FROM opened, prior WHERE $7 AND prior.seen AND NOT prior.here)
       SELECT EXISTS (SELECT 1 FROM opened) AS opened, seen, here FROM prior`,
      [row.tokenHash, row.memberId, row.merchantId, row.ip, row.hours, row.mustChange, row.noticeNewDevice],
      { name: 'sessions_open_login' },
    );
    return { opened: found?.opened === true, firstTime: found?.seen !== true };
  },

  /** The live session's member, or nothing for an unknown, expired or revoked token. */
  find: (tokenHash: string) =>
    db.one<SessionLookup>(
      `SELECT m.id, m.merchant_id AS "merchantId", m.account, m.type, s.must_change_password AS "mustChangePassword",
         (s.last_ip IS NULL OR s.last_seen_at < now() - make_interval(secs => $2)) AS "seenDue",
         (EXTRACT(EPOCH FROM s.expires_at - now()) * 1000)::float8 AS "expiresInMs"
       FROM sessions s JOIN members m ON m.id = s.member_id
       WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
      [tokenHash, LAST_SEEN_EVERY_SECONDS],
      { name: 'session_find' },
    ),

  /** Marks the session seen now, from this address and browser (a request without a user agent keeps the last). */
  touch: (tokenHash: string, ip: string, userAgent: string | null) =>
    db.query(
      `UPDATE sessions SET last_seen_at = now(), last_ip = $2, user_agent = COALESCE($3, user_agent)
       WHERE token_hash = $1`,
      [tokenHash, ip, userAgent],
    ),

  /** The member's live sessions, this one first, then the most recently seen. */
  listActive: (memberId: string, currentTokenHash: string) =>
    db.query<SessionRow>(
      `SELECT public_id AS "publicId", user_agent AS "userAgent", COALESCE(last_ip, ip) AS ip,
         created_at AS "signedInAt", last_seen_at AS "lastSeenAt", token_hash = $2 AS current
       FROM sessions
       WHERE member_id = $1 AND revoked_at IS NULL AND expires_at > now()
       ORDER BY token_hash = $2 DESC, last_seen_at DESC, created_at DESC`,
      [memberId, currentTokenHash],
    ),

  /** Ends one live session of this member by its public id; false when there is none (or it is another's). */
  revokeByPublicId: async (memberId: string, publicId: string) =>
    forgotten(
      db,
      await db.query<{ token_hash: string }>(
        `UPDATE sessions SET revoked_at = now()
         WHERE member_id = $1 AND public_id = $2 AND revoked_at IS NULL AND expires_at > now()
         RETURNING token_hash`,
        [memberId, publicId],
      ),
    ) === 1,

  revoke: async (tokenHash: string) => {
    await db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash]);
    sessionCache(db).forget([tokenHash]);
  },

  /** Ends every session of a member but, optionally, one; answers how many it ended. */
  revokeAll: async (memberId: string, except: string | null = null) =>
    forgotten(
      db,
      await db.query<{ token_hash: string }>(
        `UPDATE sessions SET revoked_at = now()
         WHERE member_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR token_hash <> $2)
         RETURNING token_hash`,
        [memberId, except],
      ),
    ),

  /**
   * The session's own login (when and where it was opened) and the login before it: the newest
   * history rows up to the session's opening. Compared in SQL, at the database's microseconds
   * (a timestamp sent back from JavaScript would lose them and could miss the session's own row).
   */
  loginsOf: async (tokenHash: string) => {
    const rows = await db.query<{
      ip: string;
      at: Date | string;
      historyIp: string | null;
      historyAt: Date | string | null;
    }>(
      `SELECT s.ip, s.created_at AS at, h.ip AS "historyIp", h.at AS "historyAt"
         FROM sessions s
         LEFT JOIN LATERAL (
           SELECT ip, at FROM login_history
            WHERE member_id = s.member_id AND at <= s.created_at ORDER BY at DESC, id DESC LIMIT 2
         ) h ON true
        WHERE s.token_hash = $1`,
      [tokenHash],
    );
    const [first, second] = rows;
    if (!first) return null;
    const login = (row: (typeof rows)[number] | undefined) =>
      row?.historyIp && row.historyAt ? { ip: row.historyIp, at: row.historyAt } : null;
    return { current: login(first) ?? { ip: first.ip, at: first.at }, previous: login(second) };
  },
});

/** Drops ended sessions from this process's cache (other processes hear the trigger's notice); answers how many. */
function forgotten(db: Db, ended: { token_hash: string }[]): number {
  sessionCache(db).forget(ended.map((row) => row.token_hash));
  return ended.length;
}
