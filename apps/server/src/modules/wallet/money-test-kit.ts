import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/db.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { bearerHeader, createMember, type TestMember, tokenFor } from '../../test/members.ts';
import { opsToken, send } from '../../test/requests.ts';
import { accountFor, systemAccount, transfer, vendorAccountFor } from './ledger.service.ts';

/** Helpers for the money tests: funded members with sessions, agent trees, operator calls. */

export const BETA = { host: 'beta.localhost' } as const;
export const PAYMENT_PASSWORD = '246810';
let paymentHash: Promise<string> | undefined;

export const requestId = () => `req-${randomBytes(8).toString('hex')}`;

export interface Player extends TestMember {
  token: string;
  auth: { authorization: string; host?: string };
}

/** A member with a session (and a payment password), on the demo brand unless `merchant` says otherwise. */
export async function player(
  db: Db,
  options: { merchant?: string; type?: number; parent?: TestMember; paymentPassword?: boolean } = {},
): Promise<Player> {
  const member = await createMember(db, {
    ...(options.merchant ? { merchant: options.merchant } : {}),
    ...(options.type !== undefined ? { type: options.type } : {}),
  });
  if (options.parent) await db.query('UPDATE members SET parent_id = $2 WHERE id = $1', [member.id, options.parent.id]);
  if (options.paymentPassword !== false) {
    paymentHash ??= hashPassword(PAYMENT_PASSWORD);
    await db.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1', [member.id, await paymentHash]);
  }
  const token = await tokenFor(db, member);
  const auth = { ...bearerHeader(token), ...(options.merchant === 'beta' ? BETA : {}) };
  return { ...member, token, auth };
}

/** Credits the member's main wallet as a confirmed bank deposit would. */
export async function fund(db: Db, member: TestMember, amount: number) {
  const clearing = await systemAccount(db, member.merchantId, 'clearing:BANK');
  const main = await accountFor(db, member.merchantId, member.id);
  await transfer(db, {
    merchantId: member.merchantId,
    key: `test-deposit:${requestId()}`,
    type: 'deposit',
    entries: [
      { accountId: clearing, amount: -amount },
      { accountId: main, amount },
    ],
    metadata: { reference: 'TEST' },
  });
}

/** Moves money from main into a vendor wallet directly through the ledger. */
export async function fundVendor(db: Db, member: TestMember, vendorCode: string, amount: number) {
  const main = await accountFor(db, member.merchantId, member.id);
  const vendor = await vendorAccountFor(db, member.merchantId, member.id, vendorCode);
  await transfer(db, {
    merchantId: member.merchantId,
    key: `test-vendor:${requestId()}`,
    type: 'wallet-transfer',
    entries: [
      { accountId: main, amount: -amount },
      { accountId: vendor, amount },
    ],
  });
}

/** Logs in as the seeded operator (both factors); returns a caller for any operator endpoint. */
export async function opsCaller(app: FastifyInstance) {
  const token = await opsToken(app);
  return (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    send(app, { method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
}

export const post = (app: FastifyInstance, url: string, auth: object, payload: object) =>
  send(app, { method: 'POST', url, headers: { ...auth }, payload });
