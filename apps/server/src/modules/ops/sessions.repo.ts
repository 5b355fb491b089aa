import type { Db } from '../../platform/db/db.ts';
import type { GrantRow } from './grants.ts';

/** An operator as the login steps see them. */
export interface LoginOperator {
  id: number;
  username: string;
  passwordHash: string | null;
  totpSecret: string | null;
  totpEnabled: boolean;
  disabled: boolean;
}

const LOGIN_SELECT = `SELECT id, username, password_hash AS "passwordHash", totp_secret AS "totpSecret",
  totp_enabled AS "totpEnabled", disabled_at IS NOT NULL AS disabled FROM operators`;

export const sessionsRepo = (db: Db) => ({
  /** Usernames compare without regard to case. */
  byUsername: (username: string) =>
    db.one<LoginOperator>(`${LOGIN_SELECT} WHERE lower(username) = lower($1)`, [username]),

  byId: (id: number) => db.one<LoginOperator>(`${LOGIN_SELECT} WHERE id = $1`, [id]),

  /** The enrolment token's operator, while the token is unexpired and the operator enabled. */
  byEnrolToken: (tokenHash: string) =>
    db.one<LoginOperator>(
      `${LOGIN_SELECT} WHERE enrol_token_hash = $1 AND enrol_expires_at > now() AND disabled_at IS NULL FOR UPDATE`,
      [tokenHash],
    ),

  /** Spends the enrolment token: the password is set and a fresh authenticator secret awaits its first code. */
  enrol: (id: number, passwordHash: string, totpSecret: string) =>
    db.query(
      `UPDATE operators SET password_hash = $2, totp_secret = $3, totp_enabled = false,
         enrol_token_hash = NULL, enrol_expires_at = NULL WHERE id = $1`,
      [id, passwordHash, totpSecret],
    ),

  /**
   * The secret an operator who has not confirmed one is shown: the one already
   * waiting, else `fresh`. Kept until confirmed, so every login shows the same.
   */
  pendingSecret: async (id: number, fresh: string) =>
    (
      await db.one<{ secret: string }>(
        `UPDATE operators SET totp_secret = COALESCE(totp_secret, $2) WHERE id = $1 AND NOT totp_enabled
         RETURNING totp_secret AS secret`,
        [id, fresh],
      )
    )?.secret ?? null,

  confirmTotp: (id: number) => db.query('UPDATE operators SET totp_enabled = true WHERE id = $1', [id]),

  createSession: async (tokenHash: string, operatorId: number, expiresAt: Date) => {
    await db.query('INSERT INTO operator_sessions (token_hash, operator_id, expires_at) VALUES ($1, $2, $3)', [
      tokenHash,
      operatorId,
      expiresAt,
    ]);
    await db.query('UPDATE operators SET last_login_at = now() WHERE id = $1', [operatorId]);
  },

  /**
   * The live session of a token, marked as used now, with its operator's grants.
   * Nothing for an unknown token, a session past its absolute end or idle too
   * long, or a disabled operator.
   */
  touch: (tokenHash: string, idleMinutes: number) =>
    db.one<{ id: number; username: string; grants: GrantRow[] }>(
      `WITH s AS (
         UPDATE operator_sessions SET last_seen_at = now()
         WHERE token_hash = $1 AND expires_at > now() AND last_seen_at > now() - make_interval(mins => $2)
         RETURNING operator_id)
       SELECT o.id, o.username,
         COALESCE((SELECT json_agg(json_build_object('role', g.role, 'merchantId', g.merchant_id))
                   FROM operator_grants g WHERE g.operator_id = o.id), '[]'::json) AS grants
       FROM s JOIN operators o ON o.id = s.operator_id
       WHERE o.disabled_at IS NULL`,
      [tokenHash, idleMinutes],
    ),

  /** Ends one session; the operator whose it was, if it existed. */
  endSession: async (tokenHash: string) =>
    (await db.one<{ operatorId: number; username: string }>(
      `DELETE FROM operator_sessions s USING operators o
         WHERE s.token_hash = $1 AND o.id = s.operator_id
         RETURNING s.operator_id AS "operatorId", o.username`,
      [tokenHash],
    )) ?? null,

  endAllSessions: (operatorId: number) =>
    db.query('DELETE FROM operator_sessions WHERE operator_id = $1', [operatorId]),
});
