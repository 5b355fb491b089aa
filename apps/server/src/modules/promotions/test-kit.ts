import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TestApp } from '../../test/harness.ts';
import { bearerHeader, createMember, type TestMember, tokenFor } from '../../test/members.ts';
import { demoHeaders, get, opsCall, send } from '../../test/requests.ts';
import { encodePng } from '../captcha/png.ts';
import { creditInTx } from '../deposits/credit.ts';
import { depositsRepo } from '../deposits/deposits.repo.ts';
import { accountFor, memberBalance } from '../wallet/ledger.service.ts';

/** Shared set-up of the promotion suites (not used by the server). */

export const PNG = encodePng({ width: 2, height: 2, channels: 1, pixels: new Uint8Array([0, 255, 255, 0]) });
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const DAY_MS = 86_400_000;

export interface Player {
  member: TestMember;
  headers: Record<string, string>;
}

export async function player(t: TestApp, overrides: Parameters<typeof createMember>[1] = {}): Promise<Player> {
  const member = await createMember(t.db, overrides);
  return { member, headers: bearerHeader(await tokenFor(t.db, member)) };
}

/** A promotion body for POST /ops/promotions: running since yesterday for a week, open to everyone. */
export function promotionBody(terms: object, overrides: Record<string, unknown> = {}) {
  return {
    merchant: 'demo',
    title: { EN: `Test promotion ${randomBytes(3).toString('hex')}` },
    summary: { EN: 'A promotion under test' },
    content: { EN: '<p>Terms apply.</p>' },
    startsAt: new Date(Date.now() - DAY_MS).toISOString(),
    endsAt: new Date(Date.now() + 7 * DAY_MS).toISOString(),
    terms,
    ...overrides,
  };
}

export const DEPOSIT_BONUS = { kind: 'deposit-bonus', percentBp: 5000, maxBonus: 500_00, minDeposit: 100_00 };
export const REBATE = { kind: 'rebate', rateBp: 100, minClaim: 1 };
export const FIRST_DEPOSIT = { kind: 'first-deposit', percentBp: 10_000, maxBonus: 300_00, minDeposit: 100_00 };
export const CHECK_IN = { kind: 'check-in', rewards: [1_00, 2_00, 3_00], minValidBet: 0 };
export const raffle = (
  prizes = [
    { label: { EN: 'Nothing' }, amount: 0, weight: 1 },
    { label: { EN: 'Ten' }, amount: 10_00, weight: 3 },
  ],
) => ({ kind: 'raffle', game: 'red-envelope', ticketsOnJoin: 2, validBetPerTicket: 100_00, maxTickets: 5, prizes });

/** Creates a promotion as the seeded owner; returns its id. */
export async function createPromotion(app: FastifyInstance, terms: object, overrides: Record<string, unknown> = {}) {
  const ops = await opsCall(app);
  const response = await ops('POST', '/ops/promotions', promotionBody(terms, overrides));
  if (response.status !== 200) throw new Error(`promotion not created: ${JSON.stringify(response.body)}`);
  return response.body.value.id as string;
}

export const detail = (app: FastifyInstance, id: string, headers: Record<string, string> = {}) =>
  get(app, `/wps/relay/MCSFE_getPromotionDetail?id=${id}`, headers);

export const claim = (app: FastifyInstance, p: Player, promotionId: string, contactId?: string) =>
  send(app, {
    method: 'POST',
    url: '/wps/relay/MCS2_claimPromotion',
    headers: p.headers,
    payload: { promotionId, ...(contactId === undefined ? {} : { contactId }) },
  });

export const balance = async (t: TestApp, p: Player) =>
  Number(await memberBalance(t.db, p.member.merchantId, p.member.id));

let seq = 0;
/** A settled bet of `stake` (its valid bet) as the seamless wallet records it, placed `daysAgo`. */
export async function bet(t: TestApp, member: TestMember, stake: number, daysAgo = 0) {
  const account = await accountFor(t.db, member.merchantId, member.id);
  const id = `promo-bet-${member.id}-${seq++}`;
  await t.db.query(
    `INSERT INTO bet_records (merchant_id, member_id, vendor_code, game_type, game_code, round_id, bet_transaction_id,
       account_id, stake, payout, state, placed_at, settled_at)
     VALUES ($1, $2, 'ARC', 'RNG', 'ARC-golden-dragon', $3, $3, $4, $5, 0, 'open', now() - make_interval(days => $6::int), NULL)`,
    [member.merchantId, member.id, id, account, stake, daysAgo],
  );
  await t.db.query(`UPDATE bet_records SET state = 'settled', settled_at = now() WHERE bet_transaction_id = $1`, [id]);
}

/** A bank deposit of `amount`, credited as an operator would. */
export async function deposit(t: TestApp, p: Player, amount: number) {
  const created = await send(t.app, {
    method: 'POST',
    url: '/wps/member/deposits',
    headers: p.headers,
    payload: { channelCode: 'BANK', amount, requestId: `dep-${randomBytes(6).toString('hex')}` },
  });
  if (created.status !== 200) throw new Error(`deposit not opened: ${JSON.stringify(created.body)}`);
  await t.app.db.tx(async (tx) => {
    const row = await tx.one<{ id: string }>('SELECT id::text AS id FROM deposit_orders WHERE reference = $1', [
      created.body.value.reference,
    ]);
    const order = row ? await depositsRepo(tx).byId(row.id) : undefined;
    if (!order) throw new Error('deposit order missing');
    await creditInTx(tx, order, ['pending'], {});
  });
}

export interface FilePart {
  bytes: Buffer;
  name?: string;
  type?: string;
}

/** A multipart form as a browser sends it: text fields and files named "images". */
export function form(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = '----arcadia-promotion-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  for (const [index, file] of files.entries()) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${file.name ?? `proof${index}.png`}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function apply(app: FastifyInstance, p: Player, fields: Record<string, string>, files: FilePart[] = []) {
  const { payload, contentType } = form(fields, files);
  const response = await app.inject({
    method: 'POST',
    url: '/wps/relay/MCS2_applyPromotion',
    headers: { ...demoHeaders, ...p.headers, 'content-type': contentType },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}
