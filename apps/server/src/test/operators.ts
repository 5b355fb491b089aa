import { randomBytes } from 'node:crypto';
import type { OpsRole } from '@arcadia/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../platform/db/db.ts';
import { hashPassword } from '../platform/passwords.ts';
import { newTotpSecret } from '../platform/totp.ts';
import { opsToken, send } from './requests.ts';

/** One grant: a role for one brand (its code) or, with `merchant: null`, for every brand. */
export interface TestGrant {
  role: OpsRole;
  merchant: string | null;
}

export interface TestOperator {
  id: number;
  username: string;
  password: string;
  grants: TestGrant[];
  /** The authenticator secret the operator enrolled; a test computes codes from it. */
  totpSecret: string;
}

/** Calls any operator endpoint as one logged-in operator. */
export type OpsCaller = (
  method: InjectOptions['method'],
  url: string,
  payload?: object,
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whatever envelope comes back, as send() does
) => Promise<{ status: number; body: any }>;

/**
 * An operator ready to log in, with the given roles (owner of every brand unless
 * told) and an enrolled authenticator. Written straight to the database.
 */
export async function createOperator(
  db: Db,
  options: { username?: string; password?: string; grants?: TestGrant[] } = {},
): Promise<TestOperator> {
  const username = options.username ?? `op_${randomBytes(4).toString('hex')}`;
  const password = options.password ?? `pw-${randomBytes(6).toString('hex')}`;
  const grants = options.grants ?? [{ role: 'owner', merchant: null }];
  const totpSecret = newTotpSecret();
  const row = await db.one<{ id: number }>(
    `INSERT INTO operators (username, password_hash, totp_secret, totp_enabled) VALUES ($1, $2, $3, true)
     RETURNING id`,
    [username, await hashPassword(password), totpSecret],
  );
  if (!row) throw new Error('operator not created');
  for (const grant of grants) {
    const merchant = grant.merchant
      ? await db.one<{ id: number }>('SELECT id FROM merchants WHERE code = $1', [grant.merchant])
      : null;
    if (grant.merchant && !merchant) throw new Error(`no brand ${grant.merchant}`);
    await db.query('INSERT INTO operator_grants (operator_id, role, merchant_id) VALUES ($1, $2, $3)', [
      row.id,
      grant.role,
      merchant?.id ?? null,
    ]);
  }
  return { id: row.id, username, password, grants, totpSecret };
}

/** Logs the operator in through every factor (password, then TOTP) and returns a caller for operator endpoints. */
export async function operatorSession(app: FastifyInstance, operator: TestOperator): Promise<OpsCaller> {
  const authorization = `Bearer ${await opsToken(app, operator)}`;
  return (method, url, payload) =>
    send(app, { method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
}
