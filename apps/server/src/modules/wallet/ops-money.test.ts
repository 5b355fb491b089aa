import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/db.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { get, send } from '../../test/requests.ts';
import { accountBalance, ledgerCheck, memberBalance, systemAccount } from './ledger.service.ts';
import { fund, opsCaller, player, requestId } from './money-test-kit.ts';

let t: TestApp;
let db: Db;
let ops: Awaited<ReturnType<typeof opsCaller>>;
beforeAll(async () => {
  t = await buildTestApp();
  db = t.db;
  ops = await opsCaller(t.app);
});
afterAll(async () => {
  expect(await ledgerCheck(db)).toEqual([]);
  await t.close();
});

const audits = (action: string) =>
  db.query<{ target: string; detail: Record<string, unknown> }>(
    'SELECT target, detail FROM operator_audit WHERE action = $1 ORDER BY id',
    [action],
  );

describe('PATCH /ops/merchants/:code/money', () => {
  it('changes part of the settings, answers all of them and audits the change', async () => {
    const { status, body } = await ops('PATCH', '/ops/merchants/beta/money', {
      transferMin: 5_00,
      withdrawDailyCount: 9,
    });
    expect(status).toBe(200);
    expect(body.value).toEqual({
      singleWallet: true,
      withdrawMin: 50_000_00,
      withdrawMax: 500_000_000_00,
      withdrawDailyCount: 9,
      autoReceiveMinutes: 60,
      transferMin: 5_00,
    });
    const [audit] = await audits('merchant.money');
    expect(audit?.target).toBe('beta');
    expect(audit?.detail).toMatchObject({ change: { transferMin: 5_00 }, after: { withdrawDailyCount: 9 } });
  });

  it('applies the new minimum to transfers', async () => {
    await ops('PATCH', '/ops/merchants/demo/money', { transferMin: 20_00 });
    const agent = await player(db, { type: 1 });
    const member = await player(db, { parent: agent });
    await fund(db, member, 10_000);
    const { body } = await send(t.app, {
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: member.auth,
      payload: { type: 'in', vendorCode: 'PG', amount: 1_999, requestId: requestId() },
    });
    expect(body.code).toBe('amount-out-of-range');
    expect(body.message).toContain('20.00');
    await ops('PATCH', '/ops/merchants/demo/money', { transferMin: 1_00 });
  });

  it('refuses a maximum below the minimum, an unknown brand, bad values and no operator', async () => {
    const crossed = await ops('PATCH', '/ops/merchants/demo/money', { withdrawMax: 50_00 });
    expect(crossed.status).toBe(400);
    expect(crossed.body.value.fields[0].field).toBe('withdrawMax');
    const unknown = await ops('PATCH', '/ops/merchants/nope/money', { transferMin: 1_00 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('merchant-not-found');
    for (const change of [{ transferMin: 0 }, { withdrawDailyCount: 1.5 }, { singleWallet: 'yes' }]) {
      expect((await ops('PATCH', '/ops/merchants/demo/money', change)).status).toBe(400);
    }
    const anonymous = await send(t.app, { method: 'PATCH', url: '/ops/merchants/demo/money', payload: {} });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('ops-not-logged-in');
  });
});

describe('POST /ops/members/:account/adjust', () => {
  const adjust = (account: string, body: object) =>
    ops('POST', `/ops/members/${account}/adjust`, {
      merchant: 'demo',
      direction: 'credit',
      amount: 5_000,
      reason: 'Goodwill credit',
      requestId: requestId(),
      ...body,
    });

  it('credits and debits the main wallet against the adjustment account, with the reason as remark', async () => {
    const member = await player(db);
    const adjustment = await systemAccount(db, member.merchantId, 'adjustment');
    const before = await accountBalance(db, adjustment);
    const credit = await adjust(member.account.toUpperCase(), {});
    expect(credit.status).toBe(200);
    expect(credit.body.value).toEqual({ sumBalance: 5_000 });
    const debit = await adjust(member.account, { direction: 'debit', amount: 1_200, reason: 'Duplicate bonus' });
    expect(debit.body.value).toEqual({ sumBalance: 3_800 });
    expect(await accountBalance(db, adjustment)).toBe(before - 3_800);
    const record = await get(t.app, '/wps/relay/ODSFE2_MemTransDet', member.auth);
    expect(record.body.value.list.map((row: { type: string; amount: number; remark: string }) => row)).toMatchObject([
      { type: 'adjustment', amount: -1_200, remark: 'Duplicate bonus' },
      { type: 'adjustment', amount: 5_000, remark: 'Goodwill credit' },
    ]);
    const audited = (await audits('member.adjust')).filter((row) => row.target === `demo:${member.account}`);
    expect(audited).toHaveLength(2);
  });

  it('adjusts once per requestId and audits once', async () => {
    const member = await player(db);
    const id = requestId();
    await adjust(member.account, { requestId: id });
    const again = await adjust(member.account, { requestId: id });
    expect(again.status).toBe(200);
    expect(again.body.value.sumBalance).toBe(5_000);
    const other = await adjust(member.account, { requestId: id, amount: 6_000 });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('idempotency-mismatch');
    expect((await audits('member.adjust')).filter((row) => row.target === `demo:${member.account}`)).toHaveLength(1);
  });

  it('refuses to take a member below zero, and applies nothing', async () => {
    const member = await player(db);
    await fund(db, member, 1_000);
    const { status, body } = await adjust(member.account, { direction: 'debit', amount: 1_001 });
    expect(status).toBe(409);
    expect(body.code).toBe('insufficient-balance');
    expect(await memberBalance(db, member.merchantId, member.id)).toBe(1_000);
    expect((await audits('member.adjust')).filter((row) => row.target === `demo:${member.account}`)).toHaveLength(0);
  });

  it('finds members only in the named brand', async () => {
    const beta = await player(db, { merchant: 'beta' });
    const wrongBrand = await adjust(beta.account, {});
    expect(wrongBrand.status).toBe(404);
    expect(wrongBrand.body.code).toBe('account-not-found');
    expect((await adjust(beta.account, { merchant: 'beta' })).status).toBe(200);
    expect((await adjust(beta.account, { merchant: 'nope' })).body.code).toBe('merchant-not-found');
  });

  it('refuses bad input and calls without an operator session', async () => {
    const member = await player(db);
    for (const body of [{ direction: 'both' }, { amount: 0 }, { reason: '   ' }, { reason: 'x'.repeat(141) }]) {
      const { status, body: answer } = await adjust(member.account, body);
      expect(status).toBe(400);
      expect(answer.code).toBe('validation-failed');
    }
    const anonymous = await send(t.app, {
      method: 'POST',
      url: `/ops/members/${member.account}/adjust`,
      headers: member.auth,
      payload: { merchant: 'demo', direction: 'credit', amount: 1, reason: 'x', requestId: requestId() },
    });
    expect(anonymous.status).toBe(401);
  });
});
