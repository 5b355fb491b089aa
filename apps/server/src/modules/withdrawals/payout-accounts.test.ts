import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { get, send } from '../../test/requests.ts';
import { ledgerCheck } from '../wallet/ledger.service.ts';
import { bind, mainBalance, payer } from './test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  expect(await ledgerCheck(t.db)).toEqual([]);
});
afterAll(() => t.close());

describe('binding a payout account', () => {
  it('needs a payment password to be set, and the right one', async () => {
    const without = await payer(t.db, 0, { paymentPassword: false });
    const unset = await bind(t.app, without);
    expect([unset.status, unset.body.code]).toEqual([409, 'payment-password-not-set']);

    const p = await payer(t.db);
    const wrong = await bind(t.app, p, { paymentPassword: 'not-it' });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'wrong-payment-password']);
    const missing = await send(t.app, {
      method: 'POST',
      url: '/wps/member/payout-accounts',
      headers: p.headers,
      payload: { bankName: 'BDO', accountName: 'Juan Dela Cruz', accountNumber: '1234567890' },
    });
    expect([missing.status, missing.body.code]).toEqual([400, 'validation-failed']);
    const rows = await t.db.query('SELECT 1 FROM payout_accounts WHERE member_id = $1', [p.member.id]);
    expect(rows).toHaveLength(0);
  });

  it('binds an account and shows its number masked but for the last four digits', async () => {
    const p = await payer(t.db);
    const { status, body } = await bind(t.app, p, { accountNumber: '001234567890', bankName: '  Metrobank ' });
    expect(status).toBe(200);
    expect(body.value).toEqual({
      id: expect.stringMatching(/^\d+$/),
      bankName: 'Metrobank',
      accountName: 'Juan Dela Cruz',
      accountNumber: '********7890',
    });
    const settings = await get(t.app, '/wps/member/withdraw/settings', p.headers);
    expect(settings.body.value.accounts).toEqual([body.value]);
    expect(JSON.stringify(settings.body)).not.toContain('001234567890');
  });

  it('refuses the same bank account twice', async () => {
    const p = await payer(t.db);
    expect((await bind(t.app, p, { accountNumber: '5555666677' })).status).toBe(200);
    const again = await bind(t.app, p, { accountNumber: '5555666677' });
    expect([again.status, again.body.code]).toEqual([409, 'payout-account-exists']);
    // Another member may bind the same number (a shared family account, say).
    expect((await bind(t.app, await payer(t.db), { accountNumber: '5555666677' })).status).toBe(200);
  });

  it('allows at most five accounts per member', async () => {
    const p = await payer(t.db);
    for (let n = 0; n < 5; n++) expect((await bind(t.app, p)).status).toBe(200);
    const sixth = await bind(t.app, p);
    expect([sixth.status, sixth.body.code]).toEqual([409, 'conflict']);
    expect(sixth.body.value).toEqual({ maxAccounts: 5 });
  });

  it('refuses malformed account numbers with field errors, never 500', async () => {
    const p = await payer(t.db);
    for (const accountNumber of ['12345', 'abc1234567', '1'.repeat(25)]) {
      const { status, body } = await bind(t.app, p, { accountNumber });
      expect([status, body.code]).toEqual([400, 'validation-failed']);
    }
  });

  it('needs a member session', async () => {
    const payload = {
      bankName: 'BDO',
      accountName: 'Juan Dela Cruz',
      accountNumber: '1234567890',
      paymentPassword: 'x',
    };
    const { status, body } = await send(t.app, { method: 'POST', url: '/wps/member/payout-accounts', payload });
    expect([status, body.code]).toEqual([401, 'not-logged-in']);
  });
});

describe('withdrawal settings', () => {
  it("tells the brand's limits, today's use, the accounts and the main balance", async () => {
    const p = await payer(t.db, 1_234_56);
    const { status, body } = await get(t.app, '/wps/member/withdraw/settings', p.headers);
    expect(status).toBe(200);
    expect(body.value).toEqual({
      limits: { minAmount: 100_00, maxAmount: 50_000_00, dailyCount: 5, usedToday: 0, autoReceiveMinutes: 30 },
      accounts: [],
      hasPaymentPassword: true,
      mainBalance: 1_234_56,
      turnoverRemaining: 0,
    });
    expect(await mainBalance(t.db, p.member)).toBe(1_234_56);
    const bare = await payer(t.db, 0, { paymentPassword: false });
    expect((await get(t.app, '/wps/member/withdraw/settings', bare.headers)).body.value.hasPaymentPassword).toBe(false);
  });
});
