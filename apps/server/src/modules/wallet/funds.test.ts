import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/db.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { get } from '../../test/requests.ts';
import { ledgerCheck } from './ledger.service.ts';
import { fund, fundVendor, opsCaller, type Player, player, post, requestId } from './money-test-kit.ts';

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

async function depositOrder(member: Player, amount: number, state: string) {
  await db.query(
    `INSERT INTO deposit_orders (merchant_id, member_id, channel_id, reference, amount, state)
     SELECT $1, $2, id, $3, $4, $5 FROM deposit_channels WHERE merchant_id = $1 AND code = 'BANK'`,
    [member.merchantId, member.id, `D${Math.random().toString(36).slice(2)}`, amount, state],
  );
}

async function withdrawal(member: Player, amount: number, state: string) {
  const payout = await db.one<{ id: string }>(
    `INSERT INTO payout_accounts (merchant_id, member_id, bank_name, account_name, account_number)
     VALUES ($1, $2, 'BDO', 'Test', $3) RETURNING id::text AS id`,
    [member.merchantId, member.id, String(Math.random()).slice(2, 14)],
  );
  await db.query(
    `INSERT INTO withdrawals (merchant_id, member_id, payout_account_id, reference, request_key, amount, state)
     VALUES ($1, $2, $3, $4, $4, $5, $6)`,
    [member.merchantId, member.id, payout?.id ?? null, `W${Math.random().toString(36).slice(2)}`, amount, state],
  );
}

/** The contract flags of a member who takes part in no contract (see contracts/flags.ts). */
const NO_CONTRACTS = {
  dailysalreqtype: 0,
  divtypereq: 0,
  contracthoursalreq: 0,
  realtimesalreqtype: 0,
  dailysalinfo: 0,
  divinfo: 0,
  hoursalinfo: 0,
  realtimesalinfo: 0,
};

describe('GET /wps/member/info/funds/consolidated', () => {
  it('splits the balance into main and vendor wallets, with pending deposits and held withdrawals', async () => {
    const member = await player(db);
    await fund(db, member, 100_000);
    await fundVendor(db, member, 'PG', 30_000);
    await fundVendor(db, member, 'JILI', 5_000);
    await depositOrder(member, 20_000, 'pending');
    await depositOrder(member, 7_000, 'pending');
    await depositOrder(member, 99_000, 'cancelled');
    await depositOrder(member, 98_000, 'rejected');
    await withdrawal(member, 10_000, 'requested');
    await withdrawal(member, 4_000, 'approved');
    await withdrawal(member, 50_000, 'paid');
    await withdrawal(member, 60_000, 'rejected');
    const { status, body } = await get(t.app, '/wps/member/info/funds/consolidated', member.auth);
    expect(status).toBe(200);
    expect(body.value).toEqual({
      sumBalance: 100_000,
      mainBalance: 65_000,
      vendorBalance: 35_000,
      pendingWithdrawal: 14_000,
      pendingDeposit: 27_000,
      ...NO_CONTRACTS,
    });
  });

  it('answers zeros for a new member, trial accounts included, and needs a session', async () => {
    for (const member of [await player(db), await player(db, { type: 4 })]) {
      const { status, body } = await get(t.app, '/wps/member/info/funds/consolidated', member.auth);
      expect(status).toBe(200);
      expect(body.value).toEqual({
        sumBalance: 0,
        mainBalance: 0,
        vendorBalance: 0,
        pendingWithdrawal: 0,
        pendingDeposit: 0,
        ...NO_CONTRACTS,
      });
    }
    expect((await get(t.app, '/wps/member/info/funds/consolidated')).status).toBe(401);
  });

  it("does not accept another brand's session", async () => {
    const beta = await player(db, { merchant: 'beta' });
    expect(
      (await get(t.app, '/wps/member/info/funds/consolidated', { authorization: beta.auth.authorization })).status,
    ).toBe(401);
  });
});

describe('GET /wps/relay/GCS_merchantWallet', () => {
  it('lists every enabled vendor of the brand once, by sort, with the balance there', async () => {
    const member = await player(db);
    await fund(db, member, 10_000);
    await fundVendor(db, member, 'PP', 2_500);
    const { status, body } = await get(t.app, '/wps/relay/GCS_merchantWallet', member.auth);
    expect(status).toBe(200);
    expect(body.value.isSingle).toBe(false);
    expect(body.value.mainBalance).toBe(7_500);
    const vendors = await db.query<{ vassalage: string }>(
      `SELECT vassalage FROM game_vendors WHERE merchant_id = $1 AND enabled
        GROUP BY vassalage ORDER BY MIN(sort), vassalage`,
      [member.merchantId],
    );
    expect(body.value.wallets.map((w: { vendorCode: string }) => w.vendorCode)).toEqual(
      vendors.map((v) => v.vassalage),
    );
    expect(body.value.wallets.slice(0, 4)).toEqual([
      { vendorCode: 'ARC', name: 'Arcadia Slots', balance: 0 },
      { vendorCode: 'PG', name: 'PG Soft', balance: 0 },
      { vendorCode: 'JILI', name: 'JILI', balance: 0 },
      { vendorCode: 'PP', name: 'Pragmatic Play', balance: 2_500 },
    ]);
  });

  it('creates no account on read', async () => {
    const member = await player(db);
    await get(t.app, '/wps/relay/GCS_merchantWallet', member.auth);
    await get(t.app, '/wps/member/info/funds/consolidated', member.auth);
    const rows = await db.query('SELECT 1 FROM ledger_accounts WHERE member_id = $1', [member.id]);
    expect(rows).toHaveLength(0);
  });

  it('hides a disabled vendor', async () => {
    const member = await player(db);
    await db.query(`UPDATE game_vendors SET enabled = false WHERE merchant_id = $1 AND vassalage = 'BNG'`, [
      member.merchantId,
    ]);
    const { body } = await get(t.app, '/wps/relay/GCS_merchantWallet', member.auth);
    expect(body.value.wallets.map((w: { vendorCode: string }) => w.vendorCode)).not.toContain('BNG');
    await db.query(`UPDATE game_vendors SET enabled = true WHERE merchant_id = $1 AND vassalage = 'BNG'`, [
      member.merchantId,
    ]);
  });

  it('lists no vendor wallets when the caller asks isSingle=true, or in single-wallet mode', async () => {
    const member = await player(db);
    await fund(db, member, 1_000);
    const asked = await get(t.app, '/wps/relay/GCS_merchantWallet?isSingle=true', member.auth);
    expect(asked.body.value).toEqual({ isSingle: false, mainBalance: 1_000, wallets: [] });
    const beta = await player(db, { merchant: 'beta', type: 4 });
    const single = await get(t.app, '/wps/relay/GCS_merchantWallet?isSingle=false', beta.auth);
    expect(single.status).toBe(200);
    expect(single.body.value).toEqual({ isSingle: true, mainBalance: 0, wallets: [] });
  });

  it('follows the brand mode an operator sets', async () => {
    const ops = await opsCaller(t.app);
    const member = await player(db);
    expect((await ops('PATCH', '/ops/merchants/demo/money', { singleWallet: true })).status).toBe(200);
    expect((await get(t.app, '/wps/relay/GCS_merchantWallet', member.auth)).body.value.isSingle).toBe(true);
    await ops('PATCH', '/ops/merchants/demo/money', { singleWallet: false });
    expect((await get(t.app, '/wps/relay/GCS_merchantWallet', member.auth)).body.value.isSingle).toBe(false);
  });

  it('after a switch to one wallet, shows money left in vendor wallets and lets it be recalled', async () => {
    const ops = await opsCaller(t.app);
    const member = await player(db);
    await fund(db, member, 300);
    await fundVendor(db, member, 'PG', 300);
    await ops('PATCH', '/ops/merchants/demo/money', { singleWallet: true });
    try {
      const left = await get(t.app, '/wps/relay/GCS_merchantWallet', member.auth);
      expect(left.body.value.wallets).toEqual([{ vendorCode: 'PG', name: 'PG Soft', balance: 300 }]);
      const recalled = await post(t.app, '/wps/relay/GCS_walletTransfer', member.auth, {
        type: 'recall',
        requestId: requestId(),
      });
      expect(recalled.body.value).toEqual({ mainBalance: 300, wallets: [] });
    } finally {
      await ops('PATCH', '/ops/merchants/demo/money', { singleWallet: false });
    }
  });

  it('refuses a bad isSingle value', async () => {
    const member = await player(db);
    const { status, body } = await get(t.app, '/wps/relay/GCS_merchantWallet?isSingle=yes', member.auth);
    expect(status).toBe(400);
    expect(body.code).toBe('validation-failed');
  });
});
