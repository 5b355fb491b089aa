import type { Db } from '../../platform/db/db.ts';

export const opsRepo = (db: Db) => ({
  operatorByName: (username: string) =>
    db.one<{ id: number; passwordHash: string }>(
      'SELECT id, password_hash AS "passwordHash" FROM operators WHERE username = $1',
      [username],
    ),

  createSession: (tokenHash: string, operatorId: number, expiresAt: Date) =>
    db.query('INSERT INTO operator_sessions (token_hash, operator_id, expires_at) VALUES ($1, $2, $3)', [
      tokenHash,
      operatorId,
      expiresAt,
    ]),

  operatorForToken: (tokenHash: string) =>
    db.one<{ operatorId: number }>(
      'SELECT operator_id AS "operatorId" FROM operator_sessions WHERE token_hash = $1 AND expires_at > now()',
      [tokenHash],
    ),

  audit: (operatorId: number, action: string, target: string, detail: object) =>
    db.query('INSERT INTO operator_audit (operator_id, action, target, detail) VALUES ($1, $2, $3, $4)', [
      operatorId,
      action,
      target,
      JSON.stringify(detail),
    ]),
});
