import type { OpsRole } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import type { GrantRow } from './grants.ts';

/** An operator as owners manage them: grants with brand ids and codes. */
export interface OperatorRow {
  id: number;
  username: string;
  state: 'enrolling' | 'active' | 'disabled';
  grants: (GrantRow & { merchant: string | null })[];
  createdAt: Date;
  lastLoginAt: Date | null;
}

const SELECT = `SELECT o.id, o.username,
  CASE WHEN o.disabled_at IS NOT NULL THEN 'disabled'
       WHEN o.password_hash IS NULL OR NOT o.totp_enabled THEN 'enrolling' ELSE 'active' END AS state,
  COALESCE((SELECT json_agg(json_build_object('role', g.role, 'merchantId', g.merchant_id, 'merchant', m.code)
                            ORDER BY g.role, m.code NULLS FIRST)
            FROM operator_grants g LEFT JOIN merchants m ON m.id = g.merchant_id
            WHERE g.operator_id = o.id), '[]'::json) AS grants,
  o.created_at AS "createdAt", o.last_login_at AS "lastLoginAt"
  FROM operators o`;

// One lock for every operator change, so two owners cannot each remove the other as "not the last".
const MANAGEMENT_LOCK = 7_231_014;

export const operatorsRepo = (db: Db) => ({
  list: () => db.query<OperatorRow>(`${SELECT} ORDER BY lower(o.username)`),

  byId: (id: number) => db.one<OperatorRow>(`${SELECT} WHERE o.id = $1`, [id]),

  lock: () => db.query('SELECT pg_advisory_xact_lock($1)', [MANAGEMENT_LOCK]),

  /** Brand ids by code; a code that is not a brand is missing from the answer. */
  merchantIds: async (codes: string[]) =>
    new Map(
      (
        await db.query<{ id: number; code: string }>('SELECT id, code FROM merchants WHERE code = ANY($1::text[])', [
          codes,
        ])
      ).map((row) => [row.code, row.id]),
    ),

  nameTaken: async (username: string) =>
    (await db.one('SELECT 1 FROM operators WHERE lower(username) = lower($1)', [username])) !== undefined,

  /** Null when the name is taken (names compare without regard to case). */
  create: async (username: string, enrolTokenHash: string, enrolExpiresAt: Date) =>
    (
      await db.one<{ id: number }>(
        `INSERT INTO operators (username, enrol_token_hash, enrol_expires_at) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING id`,
        [username, enrolTokenHash, enrolExpiresAt],
      )
    )?.id ?? null,

  replaceGrants: async (operatorId: number, grants: readonly { role: OpsRole; merchantId: number | null }[]) => {
    await db.query('DELETE FROM operator_grants WHERE operator_id = $1', [operatorId]);
    for (const grant of grants) {
      await db.query(
        'INSERT INTO operator_grants (operator_id, role, merchant_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [operatorId, grant.role, grant.merchantId],
      );
    }
  },

  setDisabled: (id: number, disabled: boolean) =>
    db.query('UPDATE operators SET disabled_at = CASE WHEN $2 THEN now() END WHERE id = $1', [id, disabled]),

  /** Clears the password and the authenticator; the new token is the only way back in. */
  resetEnrolment: (id: number, enrolTokenHash: string, enrolExpiresAt: Date) =>
    db.query(
      `UPDATE operators SET password_hash = NULL, totp_secret = NULL, totp_enabled = false,
         enrol_token_hash = $2, enrol_expires_at = $3 WHERE id = $1`,
      [id, enrolTokenHash, enrolExpiresAt],
    ),

  /** Enabled owners of every brand other than `exceptId`. */
  otherWholeOwners: async (exceptId: number) =>
    Number(
      (
        await db.one<{ n: number }>(
          `SELECT count(DISTINCT o.id)::int AS n FROM operators o JOIN operator_grants g ON g.operator_id = o.id
           WHERE g.role = 'owner' AND g.merchant_id IS NULL AND o.disabled_at IS NULL AND o.id <> $1`,
          [exceptId],
        )
      )?.n,
    ),
});
