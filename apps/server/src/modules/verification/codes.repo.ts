import type { Db } from '../../platform/db/db.ts';

export interface CodeRow {
  id: string;
  codeHash: string;
  expired: boolean;
  attempts: number;
}

export const codesRepo = (db: Db) => ({
  insert: (merchantId: number, purpose: string, recipient: string, codeHash: string, minutes: number) =>
    db.query(
      `INSERT INTO verification_codes (merchant_id, purpose, recipient, code_hash, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
      [merchantId, purpose, recipient, codeHash, minutes],
    ),

  /** The newest unused code for this purpose and recipient, expired or not. */
  latest: (merchantId: number, purpose: string, recipient: string) =>
    db.one<CodeRow>(
      `SELECT id, code_hash AS "codeHash", expires_at <= now() AS expired, attempts
       FROM verification_codes
       WHERE merchant_id = $1 AND purpose = $2 AND recipient = $3 AND used_at IS NULL
       ORDER BY id DESC LIMIT 1`,
      [merchantId, purpose, recipient],
    ),

  /** Marks a code used; false when another request used it first. */
  use: async (id: string) =>
    (
      await db.query('UPDATE verification_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id', [
        id,
      ])
    ).length === 1,

  failedAttempt: (id: string) => db.query('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1', [id]),
});
