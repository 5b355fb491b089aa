import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/db.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { get } from '../../test/requests.ts';
import { accountFor, ledgerCheck, systemAccount, transfer, vendorAccountFor } from './ledger.service.ts';
import { fund, type Player, player, post, requestId } from './money-test-kit.ts';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await buildTestApp();
  db = t.db;
});
afterAll(async () => {
  expect(await ledgerCheck(db)).toEqual([]);
  await t.close();
});

const URL = '/wps/relay/ODSFE2_MemTransDet';
const record = (member: Player, query = '') => get(t.app, `${URL}${query}`, member.auth);

/** A bet from a vendor wallet to the house vendor, as the seamless-wallet API records it. */
async function bet(member: Player, vendorCode: string, amount: number) {
  const house = await systemAccount(db, member.merchantId, 'vendor:ARC');
  const wallet = await vendorAccountFor(db, member.merchantId, member.id, vendorCode);
  await transfer(db, {
    merchantId: member.merchantId,
    key: `bet:${requestId()}`,
    type: 'bet',
    entries: [
      { accountId: wallet, amount: -amount },
      { accountId: house, amount },
    ],
    metadata: { reference: 'ROUND-1', remark: 'Arcadia Slots' },
  });
}

/** A transfer written with a chosen time (the ledger stamps now()); its entries move the balances (trigger). */
async function depositAt(member: Player, at: string, amount: number) {
  const main = await accountFor(db, member.merchantId, member.id);
  const clearing = await systemAccount(db, member.merchantId, 'clearing:BANK');
  await db.tx(async (tx) => {
    const row = await tx.one<{ id: string }>(
      `INSERT INTO ledger_transfers (merchant_id, idempotency_key, type, request_hash, metadata, created_at)
       VALUES ($1, $2, 'deposit', 'test', $3::jsonb, $4) RETURNING id::text AS id`,
      [member.merchantId, `at:${requestId()}`, JSON.stringify({ reference: at }), at],
    );
    for (const [account, value] of [
      [clearing, -amount],
      [main, amount],
    ] as const) {
      await tx.query('INSERT INTO ledger_entries (transfer_id, account_id, amount) VALUES ($1, $2, $3)', [
        row?.id ?? null,
        account,
        value,
      ]);
    }
  });
}

describe('GET /wps/relay/ODSFE2_MemTransDet', () => {
  it('lists each transfer once, newest first, with the net change and the running total', async () => {
    const member = await player(db);
    const other = await player(db);
    await fund(db, member, 10_000);
    await fund(db, other, 5_000);
    const moved = await post(t.app, '/wps/relay/GCS_walletTransfer', member.auth, {
      type: 'in',
      vendorCode: 'PG',
      amount: 3_000,
      requestId: requestId(),
    });
    expect(moved.status).toBe(200);
    await bet(member, 'PG', 1_250);
    const { status, body } = await record(member);
    expect(status).toBe(200);
    expect(body.value.total).toBe(3);
    expect(body.value.totalPages).toBe(1);
    expect(body.value.list.map((row: object) => ({ ...row, id: 'x', time: 'x' }))).toEqual([
      {
        id: 'x',
        time: 'x',
        type: 'bet',
        amount: -1_250,
        balanceAfter: 8_750,
        reference: 'ROUND-1',
        remark: 'Arcadia Slots',
      },
      {
        id: 'x',
        time: 'x',
        type: 'wallet-transfer',
        amount: 0,
        balanceAfter: 10_000,
        reference: 'PG',
        remark: 'Main → PG Soft 30.00',
      },
      { id: 'x', time: 'x', type: 'deposit', amount: 10_000, balanceAfter: 10_000, reference: 'TEST', remark: '' },
    ]);
    expect(Date.parse(body.value.list[0].time)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('filters by type', async () => {
    const member = await player(db);
    await fund(db, member, 10_000);
    await post(t.app, '/wps/relay/GCS_walletTransfer', member.auth, {
      type: 'in',
      vendorCode: 'JILI',
      amount: 1_000,
      requestId: requestId(),
    });
    await bet(member, 'JILI', 300);
    const { body } = await record(member, '?type=bet');
    expect(body.value.total).toBe(1);
    expect(body.value.list[0]).toMatchObject({ type: 'bet', amount: -300, balanceAfter: 9_700 });
    const none = await record(member, '?type=salary');
    expect(none.body.value).toEqual({ list: [], total: 0, totalPages: 0 });
  });

  it("filters by whole days in the brand's time zone, both ends inclusive", async () => {
    const member = await player(db); // demo brand: UTC+8
    await depositAt(member, '2024-02-29T15:59:59Z', 1); // 29 Feb 23:59:59 local
    await depositAt(member, '2024-02-29T16:00:00Z', 2); // 1 Mar 00:00 local
    await depositAt(member, '2024-03-02T15:59:59Z', 4); // 2 Mar 23:59:59 local
    await depositAt(member, '2024-03-02T16:00:00Z', 8); // 3 Mar 00:00 local
    const { body } = await record(member, '?startDate=2024-03-01&endDate=2024-03-02');
    expect(
      body.value.list.map((row: { amount: number; balanceAfter: number }) => [row.amount, row.balanceAfter]),
    ).toEqual([
      [4, 7],
      [2, 3],
    ]);
    expect((await record(member, '?startDate=2024-03-03')).body.value.total).toBe(1);
    expect((await record(member, '?endDate=2024-02-29')).body.value.total).toBe(1);
    expect((await record(member, '?startDate=2024-03-02&endDate=2024-03-01')).body.value.total).toBe(0);
  });

  it('pages with total and totalPages, and answers an empty page past the end', async () => {
    const member = await player(db);
    for (let index = 1; index <= 7; index++) await fund(db, member, index);
    const second = await record(member, '?pageNo=2&pageSize=3');
    expect(second.body.value.total).toBe(7);
    expect(second.body.value.totalPages).toBe(3);
    expect(second.body.value.list.map((row: { amount: number }) => row.amount)).toEqual([4, 3, 2]);
    expect(second.body.value.list.map((row: { balanceAfter: number }) => row.balanceAfter)).toEqual([10, 6, 3]);
    const past = await record(member, '?pageNo=9&pageSize=3');
    expect(past.body.value).toEqual({ list: [], total: 7, totalPages: 3 });
  });

  it('keeps the running total right over a few thousand transfers', async () => {
    const member = await player(db);
    const main = await accountFor(db, member.merchantId, member.id);
    const clearing = await systemAccount(db, member.merchantId, 'clearing:BANK');
    const count = 3_000;
    await db.query(
      `WITH t AS (
         INSERT INTO ledger_transfers (merchant_id, idempotency_key, type, request_hash)
         SELECT $1, 'bulk:' || $2 || ':' || g, 'deposit', 'bulk' FROM generate_series(1, $3::int) g
         RETURNING id
       ), credit AS (
         INSERT INTO ledger_entries (transfer_id, account_id, amount) SELECT id, $4, 1 FROM t
       )
       INSERT INTO ledger_entries (transfer_id, account_id, amount) SELECT id, $5, -1 FROM t`,
      [member.merchantId, member.id, count, main, clearing],
    );
    const first = await record(member, '?pageSize=100');
    expect(first.body.value.total).toBe(count);
    expect(first.body.value.list[0].balanceAfter).toBe(count);
    const last = await record(member, '?pageNo=30&pageSize=100');
    expect(last.body.value.list.at(-1).balanceAfter).toBe(1);
  });

  it('refuses a day that does not exist and an unknown type', async () => {
    const member = await player(db);
    const day = await record(member, '?startDate=2024-02-30');
    expect(day.status).toBe(400);
    expect(day.body.value.fields[0]).toMatchObject({ field: 'startDate', key: 'pattern.13' });
    for (const query of ['?type=nope', '?endDate=01-03-2024', '?pageSize=500', '?pageNo=0']) {
      const { status, body } = await record(member, query);
      expect(status).toBe(400);
      expect(body.code).toBe('validation-failed');
    }
  });

  it('shows a trial account its (empty) record and needs a session', async () => {
    const trial = await player(db, { type: 4 });
    expect((await record(trial)).body.value).toEqual({ list: [], total: 0, totalPages: 0 });
    expect((await get(t.app, URL)).status).toBe(401);
  });
});
