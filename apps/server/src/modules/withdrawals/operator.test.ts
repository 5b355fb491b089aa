import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { get, opsCall, send } from '../../test/requests.ts';
import { ledgerCheck } from '../wallet/ledger.service.ts';
import { confirm, mainBalance, opsAction, requested, systemBalance } from './test-kit.ts';

let t: TestApp;
let ops: Awaited<ReturnType<typeof opsAction>>;
beforeAll(async () => {
  t = await buildTestApp();
  ops = await opsAction(t.app);
});
afterEach(async () => {
  expect(await ledgerCheck(t.db)).toEqual([]);
});
afterAll(() => t.close());

const mine = async (w: { headers: Record<string, string> }) =>
  (await get(t.app, '/wps/member/withdrawals', w.headers)).body.value.list[0];
const auditOf = (reference: string) =>
  t.db.query<{ action: string }>('SELECT action FROM operator_audit WHERE target = $1 ORDER BY id', [reference]);

describe('the operator desk', () => {
  it('takes a withdrawal from request to approval, payment and receipt', async () => {
    const w = await requested(t.app, t.db, 400_00, 1_000_00);
    const payoutBefore = await systemBalance(t.db, w.member.merchantId, 'clearing:PAYOUT');
    const approved = await ops('approve', w.id);
    expect(approved.status).toBe(200);
    expect(approved.body.value).toMatchObject({
      id: w.id,
      merchantCode: 'demo',
      account: w.member.account,
      reference: w.reference,
      state: 'approved',
      accountNumber: expect.stringMatching(/^\d{12}$/),
    });

    const paid = await ops('pay', w.id);
    expect(paid.body.value).toMatchObject({ state: 'paid', paidAt: expect.any(String) });
    expect(await systemBalance(t.db, w.member.merchantId, 'clearing:PAYOUT')).toBe(payoutBefore + 400_00);
    const view = await mine(w);
    expect(view.state).toBe('paid');
    expect(Date.parse(view.autoReceiveAt) - Date.parse(view.paidAt)).toBe(30 * 60_000);
    const [job] = await t.db.query<{ name: string; runAt: Date }>(
      'SELECT name, run_at AS "runAt" FROM jobs WHERE unique_key = $1',
      [`withdrawal:${w.id}:auto-receive`],
    );
    expect(job?.name).toBe('withdrawal.auto-receive');
    expect(job?.runAt.getTime()).toBe(Date.parse(view.autoReceiveAt));

    const received = await confirm(t.app, w, w.reference, true);
    expect(received.status).toBe(200);
    expect(received.body.value).toMatchObject({ state: 'received', autoReceiveAt: null, hasProof: false });
    expect(received.body.value.confirmedAt).not.toBeNull();
    expect(await mainBalance(t.db, w.member)).toBe(600_00);
    expect((await auditOf(w.reference)).map((row) => row.action)).toEqual(['withdrawal.approve', 'withdrawal.pay']);
  });

  it('rejects with a reason and returns the held amount to the member', async () => {
    for (const approveFirst of [false, true]) {
      const w = await requested(t.app, t.db, 300_00, 1_000_00);
      expect(await mainBalance(t.db, w.member)).toBe(700_00);
      if (approveFirst) await ops('approve', w.id);
      const rejected = await ops('reject', w.id, { reason: 'Account name does not match' });
      expect(rejected.body.value).toMatchObject({ state: 'rejected', rejectReason: 'Account name does not match' });
      expect(await mainBalance(t.db, w.member)).toBe(1_000_00);
      expect((await mine(w)).rejectReason).toBe('Account name does not match');
      const [release] = await t.db.query<{ type: string }>(
        'SELECT type FROM ledger_transfers WHERE idempotency_key = $1',
        [`withdrawal:${w.id}:release`],
      );
      expect(release?.type).toBe('withdrawal-release');
      expect((await auditOf(w.reference)).at(-1)?.action).toBe('withdrawal.reject');
    }
  });

  it('refuses actions out of order with invalid-state', async () => {
    const w = await requested(t.app, t.db);
    for (const answer of [await ops('pay', w.id), await ops('settle', w.id, { outcome: 'refunded', note: 'x' })]) {
      expect([answer.status, answer.body.code]).toEqual([409, 'invalid-state']);
    }
    await ops('approve', w.id);
    expect((await ops('approve', w.id)).body.code).toBe('invalid-state');
    await ops('pay', w.id);
    expect((await ops('reject', w.id, { reason: 'too late' })).body.code).toBe('invalid-state');
    expect((await ops('pay', w.id)).body.code).toBe('invalid-state');
    expect(await mainBalance(t.db, w.member)).toBe(500_00);
  });

  it('pays once when two operators press pay together, and releases once on a double reject', async () => {
    const w = await requested(t.app, t.db, 200_00, 1_000_00);
    await ops('approve', w.id);
    const payout = await systemBalance(t.db, w.member.merchantId, 'clearing:PAYOUT');
    const pays = await Promise.all([ops('pay', w.id), ops('pay', w.id)]);
    expect(pays.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await systemBalance(t.db, w.member.merchantId, 'clearing:PAYOUT')).toBe(payout + 200_00);
    expect(
      await t.db.query('SELECT 1 FROM jobs WHERE unique_key = $1', [`withdrawal:${w.id}:auto-receive`]),
    ).toHaveLength(1);

    const r = await requested(t.app, t.db, 200_00, 1_000_00);
    const rejects = await Promise.all([
      ops('reject', r.id, { reason: 'first' }),
      ops('reject', r.id, { reason: 'second' }),
    ]);
    expect(rejects.map((x) => x.status).sort()).toEqual([200, 409]);
    expect(await mainBalance(t.db, r.member)).toBe(1_000_00);
    expect(await auditOf(r.reference)).toHaveLength(1);
  });

  it('lists withdrawals oldest first, by brand and state', async () => {
    const call = await opsCall(t.app);
    const w = await requested(t.app, t.db);
    const { status, body } = await call('GET', '/ops/withdrawals?merchant=demo&state=requested&pageSize=100');
    expect(status).toBe(200);
    const list = body.value.list as { reference: string; requestedAt: string; state: string }[];
    expect(list.map((row) => row.reference)).toContain(w.reference);
    expect(list.every((row) => row.state === 'requested')).toBe(true);
    expect(list.map((row) => row.requestedAt)).toEqual(list.map((row) => row.requestedAt).sort());
    expect((await call('GET', '/ops/withdrawals?merchant=beta')).body.value).toMatchObject({ total: 0, list: [] });
    const unknown = await call('GET', '/ops/withdrawals?merchant=nope');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'merchant-not-found']);
  });

  it('needs an operator session, and answers an unknown id with not-found', async () => {
    const w = await requested(t.app, t.db);
    for (const url of ['/ops/withdrawals', `/ops/withdrawals/${w.id}/proof`]) {
      const { status, body } = await send(t.app, { method: 'GET', url, headers: w.headers });
      expect([status, body.code]).toEqual([401, 'ops-not-logged-in']);
    }
    const approve = await send(t.app, { method: 'POST', url: `/ops/withdrawals/${w.id}/approve`, headers: w.headers });
    expect(approve.status).toBe(401);
    const missing = await ops('approve', '987654321');
    expect([missing.status, missing.body.code]).toEqual([404, 'not-found']);
    const bad = await ops('reject', w.id, { reason: '' });
    expect([bad.status, bad.body.code]).toEqual([400, 'validation-failed']);
  });
});
