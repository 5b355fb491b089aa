import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/db.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { ledgerCheck } from './ledger.service.ts';
import { fund, fundVendor, type Player, player, post, requestId } from './money-test-kit.ts';

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

const URL = '/wps/relay/GCS_walletTransfer';
const move = (member: Player, body: object, lang = 'EN') =>
  post(t.app, URL, { ...member.auth, 'x-lang': lang }, { requestId: requestId(), ...body });
const balanceAt = (value: { wallets: { vendorCode: string; balance: number }[] }, code: string) =>
  value.wallets.find((wallet) => wallet.vendorCode === code)?.balance;
const transfersOf = (member: Player) =>
  db.query<{ type: string; metadata: { reference: string; remark: string } }>(
    `SELECT DISTINCT t.id, t.type, t.metadata FROM ledger_transfers t
       JOIN ledger_entries e ON e.transfer_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.member_id = $1 AND t.type = 'wallet-transfer' ORDER BY t.id`,
    [member.id],
  );

describe('POST /wps/relay/GCS_walletTransfer: in and out', () => {
  it('moves money from main into a vendor wallet and back, answering the wallets', async () => {
    const member = await player(db);
    await fund(db, member, 10_000);
    const into = await move(member, { type: 'in', vendorCode: 'PG', amount: 4_000 });
    expect(into.status).toBe(200);
    expect(into.body.value.mainBalance).toBe(6_000);
    expect(balanceAt(into.body.value, 'PG')).toBe(4_000);
    const out = await move(member, { type: 'out', vendorCode: 'PG', amount: 1_500 });
    expect(out.body.value.mainBalance).toBe(7_500);
    expect(balanceAt(out.body.value, 'PG')).toBe(2_500);
    const [first, second] = await transfersOf(member);
    expect(first?.metadata).toMatchObject({ reference: 'PG', remark: 'Main → PG Soft 40.00' });
    expect(second?.metadata).toMatchObject({ reference: 'PG', remark: 'PG Soft → Main 15.00' });
  });

  it('refuses amounts below the brand minimum with the range in the message', async () => {
    const member = await player(db);
    await fund(db, member, 10_000);
    const { status, body } = await move(member, { type: 'in', vendorCode: 'PG', amount: 99 });
    expect(status).toBe(400);
    expect(body.code).toBe('amount-out-of-range');
    expect(body.message).toBe('The amount must be between 1.00 and 99,999,999,999.99.');
  });

  it('refuses more than the wallet holds, and applies nothing', async () => {
    const member = await player(db);
    await fund(db, member, 1_000);
    const tooMuch = await move(member, { type: 'in', vendorCode: 'PG', amount: 1_001 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.code).toBe('insufficient-balance');
    const fromEmpty = await move(member, { type: 'out', vendorCode: 'JILI', amount: 100 });
    expect(fromEmpty.body.code).toBe('insufficient-balance');
    expect(await transfersOf(member)).toHaveLength(0);
  });

  it('refuses a vendor the brand does not have; a switched-off vendor takes no money but gives it back', async () => {
    const member = await player(db);
    await fund(db, member, 5_000);
    await fundVendor(db, member, 'KA', 2_000);
    const beta = await db.one<{ id: number }>(`SELECT id FROM merchants WHERE code = 'beta'`);
    await db.query(
      `INSERT INTO game_vendors (merchant_id, vassalage, name, game_type, account_type_id, account_type_name)
       VALUES ($1, 'BETAONLY', 'Beta only', 'RNG', 1, 'BETAONLY')`,
      [beta?.id ?? null],
    );
    for (const vendorCode of ['NOPE', 'BETAONLY']) {
      const { status, body } = await move(member, { type: 'in', vendorCode, amount: 100 });
      expect(status).toBe(404);
      expect(body.code).toBe('unknown-vendor');
    }
    await db.query(`UPDATE game_vendors SET enabled = false WHERE merchant_id = $1 AND vassalage = 'KA'`, [
      member.merchantId,
    ]);
    expect((await move(member, { type: 'in', vendorCode: 'KA', amount: 100 })).body.code).toBe('unknown-vendor');
    const out = await move(member, { type: 'out', vendorCode: 'KA', amount: 2_000 });
    expect(out.status).toBe(200);
    expect(out.body.value.mainBalance).toBe(5_000);
    await db.query(`UPDATE game_vendors SET enabled = true WHERE merchant_id = $1 AND vassalage = 'KA'`, [
      member.merchantId,
    ]);
  });

  it('moves money once per requestId; the same requestId with another request is refused', async () => {
    const member = await player(db);
    await fund(db, member, 10_000);
    const body = { type: 'in', vendorCode: 'PG', amount: 1_000, requestId: requestId() };
    const first = await move(member, body);
    const again = await move(member, body);
    expect(again.status).toBe(200);
    expect(again.body.value).toEqual(first.body.value);
    expect(again.body.value.mainBalance).toBe(9_000);
    const other = await move(member, { ...body, amount: 2_000 });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('idempotency-mismatch');
    const recall = await move(member, { type: 'recall', requestId: body.requestId });
    expect(recall.body.code).toBe('idempotency-mismatch');
    expect(await transfersOf(member)).toHaveLength(1);
  });

  it('refuses single-wallet brands, trial accounts, and bad input', async () => {
    const beta = await player(db, { merchant: 'beta' });
    const single = await move(beta, { type: 'in', vendorCode: 'PG', amount: 100 });
    expect(single.status).toBe(409);
    expect(single.body.code).toBe('single-wallet-mode');
    // Money left in a vendor wallet from before the switch can still come home.
    expect((await move(beta, { type: 'recall' })).status).toBe(200);
    const trial = await player(db, { type: 4 });
    const refused = await move(trial, { type: 'in', vendorCode: 'PG', amount: 100 });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('in_need_true_account');
    const member = await player(db);
    for (const body of [
      { type: 'in', vendorCode: 'pg', amount: 100 },
      { type: 'in', vendorCode: 'PG', amount: 0 },
      { type: 'in', vendorCode: 'PG', amount: 1.5 },
      { type: 'sideways', vendorCode: 'PG', amount: 100 },
      { type: 'recall', requestId: 'short' },
    ]) {
      const { status, body: answer } = await move(member, body);
      expect(status).toBe(400);
      expect(answer.code).toBe('validation-failed');
    }
  });
});

describe('POST /wps/relay/GCS_walletTransfer: recall', () => {
  it('brings every vendor balance back to main in one transfer', async () => {
    const member = await player(db);
    await fund(db, member, 10_000);
    await fundVendor(db, member, 'PG', 3_000);
    await fundVendor(db, member, 'EVO', 2_000);
    await fundVendor(db, member, 'JILI', 1);
    const { status, body } = await move(member, { type: 'recall' });
    expect(status).toBe(200);
    expect(body.value.mainBalance).toBe(10_000);
    expect(body.value.wallets.every((wallet: { balance: number }) => wallet.balance === 0)).toBe(true);
    const recalls = (await transfersOf(member)).filter((row) => row.metadata.reference === 'recall');
    expect(recalls).toHaveLength(1);
    expect(recalls[0]?.metadata.remark).toBe('PG Soft → Main 30.00; Evolution → Main 20.00; JILI → Main 0.01');
    const entries = await db.query<{ code: string; amount: string }>(
      `SELECT a.code, e.amount::text AS amount FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        JOIN ledger_transfers t ON t.id = e.transfer_id
        WHERE a.member_id = $1 AND t.metadata ->> 'reference' = 'recall' ORDER BY e.id`,
      [member.id],
    );
    expect(entries.map((entry) => [entry.code, Number(entry.amount)])).toEqual([
      ['PG', -3_000],
      ['EVO', -2_000],
      ['JILI', -1],
      ['', 5_001],
    ]);
  });

  it('answers a retried recall with the current wallets and moves nothing again', async () => {
    const member = await player(db);
    await fund(db, member, 10_000);
    await fundVendor(db, member, 'PG', 3_000);
    const id = requestId();
    expect((await move(member, { type: 'recall', requestId: id })).body.value.mainBalance).toBe(10_000);
    await fundVendor(db, member, 'PG', 500);
    const retry = await move(member, { type: 'recall', requestId: id });
    expect(retry.status).toBe(200);
    expect(retry.body.value.mainBalance).toBe(9_500);
    expect(balanceAt(retry.body.value, 'PG')).toBe(500);
  });

  it('moves once when the same recall races itself', async () => {
    const member = await player(db);
    await fund(db, member, 10_000);
    await fundVendor(db, member, 'PG', 3_000);
    const id = requestId();
    const answers = await Promise.all(Array.from({ length: 5 }, () => move(member, { type: 'recall', requestId: id })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const recalls = (await transfersOf(member)).filter((row) => row.metadata.reference === 'recall');
    expect(recalls).toHaveLength(1);
  });

  it('records nothing when every vendor wallet is empty', async () => {
    const member = await player(db);
    await fund(db, member, 1_000);
    const { status, body } = await move(member, { type: 'recall' });
    expect(status).toBe(200);
    expect(body.value.mainBalance).toBe(1_000);
    expect(await transfersOf(member)).toHaveLength(0);
  });
});
