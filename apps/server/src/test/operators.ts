import { randomBytes } from 'node:crypto';
import type { OpsRole } from '@arcadia/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../platform/db/db.ts';
import { hashPassword } from '../platform/passwords.ts';
import { send } from './requests.ts';

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
}

/** Calls any operator endpoint as one logged-in operator. */
export type OpsCaller = (
  method: InjectOptions['method'],
  url: string,
  payload?: object,
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whatever envelope comes back, as send() does
) => Promise<{ status: number; body: any }>;

/**
 * An operator ready to log in, with the given roles (owner of every brand unless told).
 * Written straight to the database, as the create-owner command would.
 */
export async function createOperator(
  db: Db,
  options: { username?: string; password?: string; grants?: TestGrant[] } = {},
): Promise<TestOperator> {
  const username = options.username ?? `op_${randomBytes(4).toString('hex')}`;
  const password = options.password ?? `pw-${randomBytes(6).toString('hex')}`;
  const grants = options.grants ?? [{ role: 'owner', merchant: null }];
  const row = await db.one<{ id: number }>(
    'INSERT INTO operators (username, password_hash) VALUES ($1, $2) RETURNING id',
    [username, await hashPassword(password)],
  );
  if (!row) throw new Error('operator not created');
  return { id: row.id, username, password, grants };
}

/** Logs the operator in (every factor it needs) and returns a caller for operator endpoints. */
export async function operatorSession(app: FastifyInstance, operator: TestOperator): Promise<OpsCaller> {
  const login = await send(app, {
    method: 'POST',
    url: '/ops/session',
    payload: { username: operator.username, password: operator.password },
  });
  if (login.status !== 200) throw new Error(`operator login failed: ${JSON.stringify(login.body)}`);
  const authorization = `Bearer ${login.body.value.token as string}`;
  return (method, url, payload) =>
    send(app, { method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
}
