import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import type { OpsCaller, TestOperator } from '../../test/operators.ts';
import { decide, twoOperators } from '../approvals/test-kit.ts';
import { ledgerCheck } from '../wallet/ledger.service.ts';
import { mainBalance, requested, systemBalance } from './test-kit.ts';

/** Withdrawals above the brand's threshold (demo: 10,000.00) take two different operators' approvals. */

let t: TestApp;
let first: OpsCaller;
let second: OpsCaller;
let firstOperator: TestOperator;
let secondOperator: TestOperator;
beforeAll(async () => {
  t = await buildTestApp();
  ({
    maker: first,
    checker: second,
    makerOperator: firstOperator,
    checkerOperator: secondOperator,
  } = await twoOperators(t.app, t.db));
});
afterEach(async () => {
  expect(await ledgerCheck(t.db)).toEqual([]);
});
afterAll(() => t.close());

const act = (caller: OpsCaller, action: 'approve' | 'pay' | 'reject', id: string, body: object = {}) =>
  caller('POST', `/ops/withdrawals/${id}/${action}`, body);
const actions = async (reference: string) =>
  (
    await t.db.query<{ action: string }>('SELECT action FROM operator_audit WHERE target = $1 ORDER BY id', [reference])
  ).map((row) => row.action);

describe('approving withdrawals', () => {
  it('above the threshold: records the first approval, refuses the same operator again, approves on the second', async () => {
    const w = await requested(t.app, t.db, 20_000_00, 30_000_00);
    const once = await act(first, 'approve', w.id);
    expect(once.status).toBe(200);
    expect(once.body.value).toMatchObject({
      state: 'requested',
      approvals: { required: 2, given: [{ operator: firstOperator.username, at: expect.any(String) }] },
    });
    const twice = await act(first, 'approve', w.id);
    expect([twice.status, twice.body.code]).toEqual([403, 'self-approval']);
    expect((await act(first, 'pay', w.id)).body.code).toBe('invalid-state');

    const done = await act(second, 'approve', w.id);
    expect(done.body.value).toMatchObject({
      state: 'approved',
      approvals: { required: 2, given: [{ operator: firstOperator.username }, { operator: secondOperator.username }] },
    });
    const payout = await systemBalance(t.db, w.member.merchantId, 'clearing:PAYOUT');
    expect((await act(first, 'pay', w.id)).body.value.state).toBe('paid');
    expect(await systemBalance(t.db, w.member.merchantId, 'clearing:PAYOUT')).toBe(payout + 20_000_00);
    expect(await actions(w.reference)).toEqual(['withdrawal.first-approval', 'withdrawal.approve', 'withdrawal.pay']);
  });

  it('at or below the threshold one approval is enough', async () => {
    const w = await requested(t.app, t.db, 10_000_00, 10_000_00);
    const approved = await act(first, 'approve', w.id);
    expect(approved.body.value).toMatchObject({
      state: 'approved',
      approvals: { required: 1, given: [{ operator: firstOperator.username }] },
    });
  });

  it('two first approvals at the same moment by different operators approve it once', async () => {
    const w = await requested(t.app, t.db, 15_000_00, 15_000_00);
    const answers = await Promise.all([act(first, 'approve', w.id), act(second, 'approve', w.id)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const states = answers.map((answer) => answer.body.value.state).sort();
    expect(states).toEqual(['approved', 'requested']);
    expect(await actions(w.reference)).toEqual(['withdrawal.first-approval', 'withdrawal.approve']);
  });

  it('shows the progress on the desk list', async () => {
    const w = await requested(t.app, t.db, 12_000_00, 12_000_00);
    await act(second, 'approve', w.id);
    const { body } = await first('GET', '/ops/withdrawals?merchant=demo&state=requested&pageSize=100');
    const row = body.value.list.find((item: { id: string }) => item.id === w.id);
    expect(row.approvals).toEqual({
      required: 2,
      given: [{ operator: secondOperator.username, at: expect.any(String) }],
    });
  });

  it('never approves or pays above the brand maximum, even one requested before the maximum was lowered', async () => {
    const w = await requested(t.app, t.db, 9_000_00, 9_000_00);
    const paid = await requested(t.app, t.db, 8_000_00, 8_000_00);
    await act(first, 'approve', paid.id);
    const lowered = await first('PATCH', '/ops/merchants/demo/money', { withdrawMax: 5_000_00 });
    expect(lowered.body.value.withdrawMax).toBe(5_000_00);
    const approve = await act(second, 'approve', w.id);
    expect([approve.status, approve.body.code, approve.body.value]).toEqual([
      409,
      'limit-exceeded',
      { limit: 5_000_00 },
    ]);
    const pay = await act(second, 'pay', paid.id);
    expect([pay.status, pay.body.code]).toEqual([409, 'limit-exceeded']);
    expect((await act(second, 'approve', w.id)).body.code).toBe('limit-exceeded');

    const raised = await first('PATCH', '/ops/merchants/demo/money', { withdrawMax: 50_000_00 });
    expect(raised.body.value.withdrawMax).toBe(5_000_00);
    await decide(second, raised.body.value.approval.id, 'approve');
    expect((await act(second, 'approve', w.id)).body.value.state).toBe('approved');
    expect((await act(second, 'pay', paid.id)).body.value.state).toBe('paid');
    // A rejection frees the held money whatever the limits.
    const r = await requested(t.app, t.db, 20_000_00, 20_000_00);
    await act(first, 'approve', r.id);
    expect((await act(second, 'reject', r.id, { reason: 'Name mismatch' })).body.value.state).toBe('rejected');
    expect(await mainBalance(t.db, r.member)).toBe(20_000_00);
  });
});
