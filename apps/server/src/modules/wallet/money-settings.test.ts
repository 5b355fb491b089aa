import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/db.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { createOperator, type OpsCaller, operatorSession } from '../../test/operators.ts';
import { send } from '../../test/requests.ts';
import { auditRows, decide, twoOperators } from '../approvals/test-kit.ts';
import { ledgerCheck } from './ledger.service.ts';
import { fund, player, requestId } from './money-test-kit.ts';

/** A brand's money settings and limits: tightening applies at once, loosening waits for a second operator. */

let t: TestApp;
let db: Db;
let ops: OpsCaller;
let checker: OpsCaller;
beforeAll(async () => {
  t = await buildTestApp();
  db = t.db;
  ({ maker: ops, checker } = await twoOperators(t.app, db));
});
afterEach(async () => {
  expect(await ledgerCheck(db)).toEqual([]);
});
afterAll(() => t.close());

const settingsOf = async (code: string) => {
  const { body } = await ops('PATCH', `/ops/merchants/${code}/money`, {});
  const { approval: _none, ...settings } = body.value;
  return settings;
};

describe('PATCH /ops/merchants/:code/money', () => {
  it('applies a tightening (or a change that is no limit) at once, answers all settings and audits it', async () => {
    const { status, body } = await ops('PATCH', '/ops/merchants/beta/money', {
      transferMin: 5_00,
      withdrawDailyCount: 2,
    });
    expect(status).toBe(200);
    expect(body.value).toEqual({
      singleWallet: true,
      withdrawMin: 50_000_00,
      withdrawMax: 500_000_000_00,
      withdrawDailyCount: 2,
      autoReceiveMinutes: 60,
      transferMin: 5_00,
      adjustMax: 500_000_000_00,
      withdrawTwoApprovalsOver: 100_000_000_00,
      winCap: { stakeMultiple: 10_000, maxWin: 10_000_000_000_00 },
      vendorWinCaps: {},
      approval: null,
    });
    const [audit] = await auditRows(db, 'merchant.money');
    expect(audit?.target).toBe('beta');
    expect(audit?.detail).toMatchObject({ change: { transferMin: 5_00 }, after: { withdrawDailyCount: 2 } });
  });

  it('makes a loosening a request for a second operator, and applies it when approved', async () => {
    const before = await settingsOf('demo');
    const { body } = await ops('PATCH', '/ops/merchants/demo/money', {
      withdrawMax: 80_000_00,
      withdrawDailyCount: 9,
      adjustMax: 60_000_00,
      withdrawTwoApprovalsOver: 20_000_00,
      transferMin: 2_00,
    });
    const { approval, ...now } = body.value;
    expect(now).toEqual({ ...before, transferMin: 2_00 });
    expect(approval).toMatchObject({
      kind: 'money-settings',
      state: 'pending',
      merchantCode: 'demo',
      detail: {
        change: {
          withdrawMax: 80_000_00,
          withdrawDailyCount: 9,
          adjustMax: 60_000_00,
          withdrawTwoApprovalsOver: 20_000_00,
        },
      },
    });
    expect(approval.detail.change).not.toHaveProperty('transferMin');
    const self = await decide(ops, approval.id, 'approve');
    expect([self.status, self.body.code]).toEqual([403, 'self-approval']);
    // The second person must be one who could change money settings: finance cannot loosen an owner's limits.
    const finance = await operatorSession(
      t.app,
      await createOperator(db, { grants: [{ role: 'finance', merchant: null }] }),
    );
    const notTheirs = await decide(finance, approval.id, 'approve');
    expect([notTheirs.status, notTheirs.body.code]).toEqual([403, 'forbidden']);
    expect(await settingsOf('demo')).toEqual({ ...before, transferMin: 2_00 });

    const approved = await decide(checker, approval.id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.value).toMatchObject({ state: 'approved', decidedBy: expect.any(String) });
    expect(await settingsOf('demo')).toEqual({
      ...before,
      transferMin: 2_00,
      withdrawMax: 80_000_00,
      withdrawDailyCount: 9,
      adjustMax: 60_000_00,
      withdrawTwoApprovalsOver: 20_000_00,
    });
    // Back as seeded: lowering is tightening, so it applies at once.
    const back = await ops('PATCH', '/ops/merchants/demo/money', before);
    expect(back.body.value.approval).toBeNull();
    expect(await settingsOf('demo')).toEqual(before);
  });

  it('treats a higher win cap (either bound) as loosening and a lower one as tightening, per vendor too', async () => {
    const before = await settingsOf('demo');
    const lower = await ops('PATCH', '/ops/merchants/demo/money', {
      winCap: { stakeMultiple: 5_000, maxWin: 500_000_00 },
      vendorWinCaps: { ARC: { stakeMultiple: 100, maxWin: 1_000_00 } },
    });
    expect(lower.body.value).toMatchObject({
      winCap: { stakeMultiple: 5_000, maxWin: 500_000_00 },
      vendorWinCaps: { ARC: { stakeMultiple: 100, maxWin: 1_000_00 } },
      approval: null,
    });
    // One bound up is a looser cap; dropping a vendor's own (lower) cap falls back to the brand's: looser too.
    const looser = await ops('PATCH', '/ops/merchants/demo/money', {
      winCap: { stakeMultiple: 4_000, maxWin: 600_000_00 },
      vendorWinCaps: { ARC: null, ARCL: { stakeMultiple: 50, maxWin: 100_00 } },
    });
    expect(looser.body.value).toMatchObject({
      winCap: { stakeMultiple: 5_000, maxWin: 500_000_00 },
      vendorWinCaps: { ARC: { stakeMultiple: 100, maxWin: 1_000_00 }, ARCL: { stakeMultiple: 50, maxWin: 100_00 } },
    });
    const { approval } = looser.body.value;
    expect(approval.detail.change).toEqual({
      winCap: { stakeMultiple: 4_000, maxWin: 600_000_00 },
      vendorWinCaps: { ARC: null },
    });
    expect((await decide(checker, approval.id, 'approve')).status).toBe(200);
    expect(await settingsOf('demo')).toMatchObject({
      winCap: { stakeMultiple: 4_000, maxWin: 600_000_00 },
      vendorWinCaps: { ARCL: { stakeMultiple: 50, maxWin: 100_00 } },
    });
    const restore = await ops('PATCH', '/ops/merchants/demo/money', {
      winCap: before.winCap,
      vendorWinCaps: { ARCL: null },
    });
    expect(restore.body.value.approval.detail.change).toEqual({ winCap: before.winCap, vendorWinCaps: { ARCL: null } });
    expect((await decide(checker, restore.body.value.approval.id, 'approve')).status).toBe(200);
    expect(await settingsOf('demo')).toEqual(before);
  });

  it('a rejected loosening changes nothing', async () => {
    const before = await settingsOf('demo');
    const { body } = await ops('PATCH', '/ops/merchants/demo/money', { withdrawMax: 90_000_00 });
    const rejected = await decide(checker, body.value.approval.id, 'reject', 'Not this month');
    expect(rejected.body.value).toMatchObject({ state: 'rejected', note: 'Not this month' });
    expect(await settingsOf('demo')).toEqual(before);
    expect((await decide(checker, body.value.approval.id, 'approve')).body.code).toBe('invalid-state');
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
    for (const change of [
      { transferMin: 0 },
      { withdrawDailyCount: 1.5 },
      { singleWallet: 'yes' },
      { adjustMax: 0 },
      { winCap: { stakeMultiple: 0, maxWin: 1 } },
      { vendorWinCaps: { 'bad code': { stakeMultiple: 1, maxWin: 1 } } },
    ]) {
      expect((await ops('PATCH', '/ops/merchants/demo/money', change)).status).toBe(400);
    }
    const anonymous = await send(t.app, { method: 'PATCH', url: '/ops/merchants/demo/money', payload: {} });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('ops-not-logged-in');
  });
});
