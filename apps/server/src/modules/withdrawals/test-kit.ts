import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/db.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { bearerHeader, createMember, type TestMember, tokenFor } from '../../test/members.ts';
import { demoHeaders, opsCall, send } from '../../test/requests.ts';
import { encodePng } from '../captcha/png.ts';
import { accountBalance, accountFor, systemAccount, transfer } from '../wallet/ledger.service.ts';

/** Shared set-up of the withdrawal suites (not used by the server). */

export const PAY_PW = '246810';
let payHash: Promise<string> | undefined;

export const PNG = encodePng({ width: 2, height: 2, channels: 1, pixels: new Uint8Array([0, 255, 255, 0]) });

export interface Payer {
  member: TestMember;
  headers: Record<string, string>;
}

/** A demo member with a payment password and `funds` (minor units) in the main wallet. */
export async function payer(db: Db, funds = 0, options: { paymentPassword?: boolean } = {}): Promise<Payer> {
  const member = await createMember(db);
  if (options.paymentPassword ?? true) {
    payHash ??= hashPassword(PAY_PW);
    await db.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1', [member.id, await payHash]);
  }
  if (funds > 0) await fund(db, member, funds);
  return { member, headers: bearerHeader(await tokenFor(db, member)) };
}

/** Credits the member as a bank deposit would. */
export async function fund(db: Db, member: TestMember, amount: number) {
  const clearing = await systemAccount(db, member.merchantId, 'clearing:BANK');
  const main = await accountFor(db, member.merchantId, member.id);
  await transfer(db, {
    merchantId: member.merchantId,
    key: `test-fund:${member.id}:${randomBytes(4).toString('hex')}`,
    type: 'deposit',
    entries: [
      { accountId: clearing, amount: -amount },
      { accountId: main, amount },
    ],
    metadata: { reference: 'test' },
  });
}

export const mainBalance = async (db: Db, member: TestMember) =>
  accountBalance(db, await accountFor(db, member.merchantId, member.id));

export const systemBalance = async (db: Db, merchantId: number, code: string) =>
  accountBalance(db, await systemAccount(db, merchantId, code));

export const requestId = () => `req-${randomBytes(6).toString('hex')}`;

export function bind(app: FastifyInstance, p: Payer, body: Partial<Record<string, string>> = {}) {
  return send(app, {
    method: 'POST',
    url: '/wps/member/payout-accounts',
    headers: p.headers,
    payload: {
      bankName: 'BDO Unibank',
      accountName: 'Juan Dela Cruz',
      accountNumber: String(1e11 + Math.floor(Math.random() * 8e11)),
      paymentPassword: PAY_PW,
      ...body,
    },
  });
}

export function withdraw(
  app: FastifyInstance,
  p: Payer,
  body: { accountId: string; amount: number; paymentPassword?: string; requestId?: string },
) {
  return send(app, {
    method: 'POST',
    url: '/wps/member/withdrawals',
    headers: p.headers,
    payload: { paymentPassword: PAY_PW, requestId: requestId(), ...body },
  });
}

/** A member with funds, a bound account and one withdrawal of `amount` requested; returns its ids. */
export async function requested(app: FastifyInstance, db: Db, amount = 500_00, funds = 1_000_00) {
  const p = await payer(db, funds);
  const accountId = (await bind(app, p)).body.value.id as string;
  const { body } = await withdraw(app, p, { accountId, amount });
  const id = await idOf(db, body.value.reference);
  return { ...p, accountId, reference: body.value.reference as string, id };
}

export async function idOf(db: Db, reference: string): Promise<string> {
  const row = await db.one<{ id: string }>('SELECT id::text AS id FROM withdrawals WHERE reference = $1', [reference]);
  if (!row) throw new Error(`no withdrawal ${reference}`);
  return row.id;
}

/** The operator's withdrawal actions: approve, reject, pay, settle. */
export async function opsAction(app: FastifyInstance) {
  const call = await opsCall(app);
  return (action: 'approve' | 'reject' | 'pay' | 'settle', id: string, body: object = {}) =>
    call('POST', `/ops/withdrawals/${id}/${action}`, body);
}

/** A multipart form as a browser sends it: text fields and at most one file named "file". */
export function multipart(fields: Record<string, string>, file?: Buffer) {
  const boundary = '----arcadia-withdrawal-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="proof.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The member answers a paid withdrawal: received or not, with an optional proof file. */
export async function confirm(app: FastifyInstance, p: Payer, reference: string, received: boolean, file?: Buffer) {
  const { payload, contentType } = multipart({ received: String(received) }, file);
  const response = await app.inject({
    method: 'POST',
    url: `/wps/member/withdrawals/${reference}/confirm`,
    headers: { ...demoHeaders, ...p.headers, 'content-type': contentType },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}
