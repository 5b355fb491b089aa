import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { get } from '../../test/requests.ts';
import { ledgerCheck } from '../wallet/ledger.service.ts';
import { bind, idOf, mainBalance, opsAction, payer, requestId, systemBalance, withdraw } from './test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  expect(await ledgerCheck(t.db)).toEqual([]);
});
afterAll(() => t.close());

const withAccount = async (funds: number) => {
  const p = await payer(t.db, funds);
  return { ...p, accountId: (await bind(t.app, p)).body.value.id as string };
};
const rowsOf = (memberId: string) => t.db.query('SELECT id FROM withdrawals WHERE member_id = $1', [memberId]);

describe('requesting a withdrawal', () => {
  it('holds the amount at once: out of the balance, into withdraw-hold', async () => {
    const p = await withAccount(1_000_00);
    const holdBefore = await systemBalance(t.db, p.member.merchantId, 'withdraw-hold');
    const { status, body } = await withdraw(t.app, p, { accountId: p.accountId, amount: 300_00 });
    expect(status).toBe(200);
    expect(body.value).toMatchObject({
      reference: expect.stringMatching(/^W\d{6}[0-9A-F]{8}$/),
      amount: 300_00,
      state: 'requested',
      account: { id: p.accountId, accountNumber: expect.stringMatching(/^\*+\d{4}$/) },
      rejectReason: null,
      paidAt: null,
      confirmedAt: null,
      autoReceiveAt: null,
      hasProof: false,
    });
    expect(await mainBalance(t.db, p.member)).toBe(700_00);
    expect((await get(t.app, '/wps/v2/wallets/balance', p.headers)).body.value.sumBalance).toBe(700_00);
    expect((await get(t.app, '/wps/member/withdraw/settings', p.headers)).body.value).toMatchObject({
      mainBalance: 700_00,
      limits: { usedToday: 1 },
    });
    expect(await systemBalance(t.db, p.member.merchantId, 'withdraw-hold')).toBe(holdBefore + 300_00);
    const [transfer] = await t.db.query<{ key: string; type: string; metadata: { reference: string } }>(
      `SELECT idempotency_key AS key, type, metadata FROM ledger_transfers WHERE idempotency_key LIKE 'withdrawal:%:hold' ORDER BY id DESC LIMIT 1`,
    );
    expect(transfer).toMatchObject({ type: 'withdrawal', metadata: { reference: body.value.reference } });
  });

  it('checks the payment password before anything else', async () => {
    const p = await withAccount(1_000_00);
    const wrong = await withdraw(t.app, p, { accountId: '999999', amount: 1, paymentPassword: 'nope' });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'wrong-payment-password']);
    const unset = await payer(t.db, 1_000_00, { paymentPassword: false });
    const noPassword = await withdraw(t.app, unset, { accountId: p.accountId, amount: 200_00 });
    expect([noPassword.status, noPassword.body.code]).toEqual([409, 'payment-password-not-set']);
  });

  it("needs one of the member's own bound accounts", async () => {
    const p = await withAccount(1_000_00);
    const other = await withAccount(1_000_00);
    for (const accountId of [other.accountId, '999999999']) {
      const { status, body } = await withdraw(t.app, p, { accountId, amount: 200_00 });
      expect([status, body.code]).toEqual([400, 'payout-account-required']);
    }
    expect(await rowsOf(p.member.id)).toHaveLength(0);
  });

  it("keeps the amount within the brand's minimum and maximum", async () => {
    const p = await withAccount(100_000_00);
    for (const amount of [99_99, 50_000_01]) {
      const { status, body } = await withdraw(t.app, p, { accountId: p.accountId, amount });
      expect([status, body.code]).toEqual([400, 'amount-out-of-range']);
      expect(body.message).toBe('The amount must be between 100.00 and 50,000.00.');
    }
    for (const amount of [100_00, 50_000_00]) {
      expect((await withdraw(t.app, p, { accountId: p.accountId, amount })).status).toBe(200);
    }
  });

  it('refuses more than the balance and leaves no withdrawal behind', async () => {
    const p = await withAccount(150_00);
    const { status, body } = await withdraw(t.app, p, { accountId: p.accountId, amount: 150_01 });
    expect([status, body.code]).toEqual([409, 'insufficient-balance']);
    expect(await rowsOf(p.member.id)).toHaveLength(0);
    expect(await mainBalance(t.db, p.member)).toBe(150_00);
  });

  it('is one withdrawal per requestId, however often it is sent', async () => {
    const p = await withAccount(1_000_00);
    const body = { accountId: p.accountId, amount: 200_00, requestId: requestId() };
    const [a, b] = await Promise.all([withdraw(t.app, p, body), withdraw(t.app, p, body)]);
    const c = await withdraw(t.app, p, body);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(new Set([a.body.value.reference, b.body.value.reference, c.body.value.reference]).size).toBe(1);
    expect(await rowsOf(p.member.id)).toHaveLength(1);
    expect(await mainBalance(t.db, p.member)).toBe(800_00);
    // The same id for a different withdrawal is a client bug, not a retry.
    const changed = await withdraw(t.app, p, { ...body, amount: 300_00 });
    expect([changed.status, changed.body.code]).toEqual([409, 'idempotency-mismatch']);
  });

  it("allows the brand's daily count per brand day; rejected ones do not count", async () => {
    const ops = await opsAction(t.app);
    const p = await withAccount(10_000_00);
    const references: string[] = [];
    for (let n = 0; n < 5; n++) {
      references.push((await withdraw(t.app, p, { accountId: p.accountId, amount: 100_00 })).body.value.reference);
    }
    const sixth = await withdraw(t.app, p, { accountId: p.accountId, amount: 100_00 });
    expect([sixth.status, sixth.body.code]).toEqual([429, 'withdrawal-daily-limit']);

    const firstId = await idOf(t.db, String(references[0]));
    expect((await ops('reject', firstId, { reason: 'Name does not match' })).status).toBe(200);
    expect((await withdraw(t.app, p, { accountId: p.accountId, amount: 100_00 })).status).toBe(200);
    expect((await withdraw(t.app, p, { accountId: p.accountId, amount: 100_00 })).body.code).toBe(
      'withdrawal-daily-limit',
    );

    // Demo's day is GMT+8: a withdrawal one minute before the brand's midnight was yesterday's.
    await t.db.query(
      `UPDATE withdrawals SET requested_at = date_trunc('day', (now() AT TIME ZONE 'UTC') + interval '8 hours')
         AT TIME ZONE 'UTC' - interval '8 hours' - interval '1 minute' WHERE reference = $1`,
      [String(references[1])],
    );
    expect((await withdraw(t.app, p, { accountId: p.accountId, amount: 100_00 })).status).toBe(200);
    expect((await get(t.app, '/wps/member/withdraw/settings', p.headers)).body.value.limits.usedToday).toBe(5);
  });
});

describe("the member's withdrawals", () => {
  it('lists only their own, newest first, paged', async () => {
    const p = await withAccount(1_000_00);
    const other = await withAccount(1_000_00);
    await withdraw(t.app, other, { accountId: other.accountId, amount: 100_00 });
    const mine = [];
    for (const amount of [100_00, 200_00, 300_00]) {
      mine.push((await withdraw(t.app, p, { accountId: p.accountId, amount })).body.value.reference);
    }
    const page = await get(t.app, '/wps/member/withdrawals?pageNo=1&pageSize=2', p.headers);
    expect(page.body.value).toMatchObject({ total: 3, totalPages: 2 });
    expect(page.body.value.list.map((w: { amount: number }) => w.amount)).toEqual([300_00, 200_00]);
    const next = await get(t.app, '/wps/member/withdrawals?pageNo=2&pageSize=2', p.headers);
    expect(next.body.value.list.map((w: { reference: string }) => w.reference)).toEqual([mine[0]]);
  });
});
