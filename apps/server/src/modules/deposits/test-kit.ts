import type { FastifyInstance } from 'fastify';
import { signNotice } from '../../platform/payments/signature.ts';
import type { TestApp } from '../../test/harness.ts';
import { bearerHeader, createMember, type TestMember, tokenFor } from '../../test/members.ts';
import { demoHeaders, get, send } from '../../test/requests.ts';
import { memberBalance } from '../wallet/ledger.service.ts';

/** Test helpers for deposits: a logged-in member, order calls, signed gateway notices. */

let requestSeq = 0;
export const requestId = () => `req-${Date.now()}-${requestSeq++}`;

export interface Depositor {
  member: TestMember;
  headers: Record<string, string>;
  create: (channelCode: string, amount: number, id?: string) => ReturnType<typeof send>;
  order: (reference: string) => ReturnType<typeof get>;
  balance: () => Promise<number>;
}

export async function depositor(t: TestApp, merchant = 'demo'): Promise<Depositor> {
  const member = await createMember(t.db, { merchant });
  const headers = {
    ...bearerHeader(await tokenFor(t.db, member)),
    ...(merchant === 'demo' ? {} : { 'x-merchant': merchant }),
  };
  return {
    member,
    headers,
    create: (channelCode, amount, id = requestId()) =>
      send(t.app, {
        method: 'POST',
        url: '/wps/member/deposits',
        headers,
        payload: { channelCode, amount, requestId: id },
      }),
    order: (reference) => get(t.app, `/wps/member/deposits/${reference}`, headers),
    balance: async () => Number(await memberBalance(t.db, member.merchantId, member.id)),
  };
}

export async function channelSecret(t: TestApp, code: string, merchant = 'demo'): Promise<string> {
  const row = await t.db.one<{ secret: string }>(
    'SELECT c.secret FROM deposit_channels c JOIN merchants m ON m.id = c.merchant_id WHERE m.code = $1 AND c.code = $2',
    [merchant, code],
  );
  if (!row) throw new Error(`no channel ${code}`);
  return row.secret;
}

export interface NoticeBody {
  reference: string;
  tradeNo: string;
  amount: number;
  currency: string;
  status: 'paid' | 'failed';
}

/** Posts a notice as the gateway would: exact body bytes, signed with `secret` (at `now`). */
export async function postNotice(
  app: FastifyInstance,
  notice: NoticeBody | string,
  secret: string,
  options: { channel?: string; now?: number; headers?: Record<string, string> } = {},
) {
  const body = typeof notice === 'string' ? notice : JSON.stringify(notice);
  const response = await app.inject({
    method: 'POST',
    url: `/wps/payments/callback/${options.channel ?? 'DEMOPAY'}`,
    headers: {
      ...demoHeaders,
      'content-type': 'application/json',
      ...signNotice(secret, body, options.now),
      ...options.headers,
    },
    payload: body,
  });
  return { status: response.statusCode, body: response.json() };
}

/** A multipart body with one file field, as a browser form sends it. */
export function multipart(bytes: Buffer, filename = 'proof.png', type = 'image/png') {
  const boundary = '----arcadia-deposit-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const auditRows = (t: TestApp, action: string, target: string) =>
  t.db.query<{ detail: { reference: string; amount: number; note: string | null } }>(
    'SELECT detail FROM operator_audit WHERE action = $1 AND target = $2',
    [action, target],
  );

export const orderId = async (t: TestApp, reference: string) =>
  (await t.db.one<{ id: string }>('SELECT id::text AS id FROM deposit_orders WHERE reference = $1', [reference]))?.id ??
  '';
