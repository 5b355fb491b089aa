import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/db.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import type { OpsCaller } from '../../test/operators.ts';
import { get, send } from '../../test/requests.ts';
import { auditRows, decide, twoOperators } from '../approvals/test-kit.ts';
import { accountBalance, ledgerCheck, memberBalance, systemAccount } from './ledger.service.ts';
import { fund, player, requestId } from './money-test-kit.ts';

/** Manual adjustments: always a request that moves money only when a second operator approves it. */

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

describe('POST /ops/members/:account/adjust', () => {
  const adjust = (account: string, body: object, caller = ops) =>
    caller('POST', `/ops/members/${account}/adjust`, {
      merchant: 'demo',
      direction: 'credit',
      amount: 5_000,
      reason: 'Goodwill credit',
      requestId: requestId(),
      ...body,
    });

  it('asks a second operator: nothing moves until another operator approves, then the wallet is adjusted', async () => {
    const member = await player(db);
    const adjustment = await systemAccount(db, member.merchantId, 'adjustment');
    const before = await accountBalance(db, adjustment);
    const credit = await adjust(member.account.toUpperCase(), {});
    expect(credit.status).toBe(200);
    expect(credit.body.value).toMatchObject({
      kind: 'adjustment',
      state: 'pending',
      merchantCode: 'demo',
      detail: { account: member.account, direction: 'credit', amount: 5_000, reason: 'Goodwill credit' },
      decidedBy: null,
    });
    expect(await memberBalance(db, member.merchantId, member.id)).toBe(0);
    const self = await decide(ops, credit.body.value.id, 'approve');
    expect([self.status, self.body.code]).toEqual([403, 'self-approval']);
    expect(await memberBalance(db, member.merchantId, member.id)).toBe(0);

    expect((await decide(checker, credit.body.value.id, 'approve')).body.value.state).toBe('approved');
    expect(await memberBalance(db, member.merchantId, member.id)).toBe(5_000);
    const debit = await adjust(member.account, { direction: 'debit', amount: 1_200, reason: 'Duplicate bonus' });
    await decide(checker, debit.body.value.id, 'approve');
    expect(await memberBalance(db, member.merchantId, member.id)).toBe(3_800);
    expect(await accountBalance(db, adjustment)).toBe(before - 3_800);
    const record = await get(t.app, '/wps/relay/ODSFE2_MemTransDet', member.auth);
    expect(record.body.value.list).toMatchObject([
      { type: 'adjustment', amount: -1_200, remark: 'Duplicate bonus' },
      { type: 'adjustment', amount: 5_000, remark: 'Goodwill credit' },
    ]);
    const audited = (await auditRows(db, 'member.adjust')).filter((row) => row.target === `demo:${member.account}`);
    expect(audited.map((row) => row.detail.amount)).toEqual([5_000, 1_200]);
  });

  it('answers a retried requestId with the same request, and other content with idempotency-mismatch', async () => {
    const member = await player(db);
    const id = requestId();
    const first = await adjust(member.account, { requestId: id });
    const again = await adjust(member.account, { requestId: id });
    expect(again.status).toBe(200);
    expect(again.body.value.id).toBe(first.body.value.id);
    const other = await adjust(member.account, { requestId: id, amount: 6_000 });
    expect([other.status, other.body.code]).toEqual([409, 'idempotency-mismatch']);
    await decide(checker, first.body.value.id, 'approve');
    const afterwards = await adjust(member.account, { requestId: id });
    expect(afterwards.body.value).toMatchObject({ id: first.body.value.id, state: 'approved' });
    expect(await memberBalance(db, member.merchantId, member.id)).toBe(5_000);
    const requests = (await auditRows(db, 'approval.request')).filter(
      (row) => row.detail.subject === `demo:${member.account}`,
    );
    expect(requests).toHaveLength(1);
  });

  it('refuses an adjustment above the brand limit outright, and checks the limit again on approval', async () => {
    const member = await player(db);
    const over = await adjust(member.account, { amount: 50_000_01 });
    expect([over.status, over.body.code, over.body.value]).toEqual([409, 'limit-exceeded', { limit: 50_000_00 }]);
    expect(over.body.message).toContain('50,000.00');
    const requests = (await auditRows(db, 'approval.request')).filter(
      (row) => row.detail.subject === `demo:${member.account}`,
    );
    expect(requests).toHaveLength(0);

    const atLimit = await adjust(member.account, { amount: 50_000_00 });
    expect(atLimit.body.value.state).toBe('pending');
    await ops('PATCH', '/ops/merchants/demo/money', { adjustMax: 40_000_00 });
    const late = await decide(checker, atLimit.body.value.id, 'approve');
    expect([late.status, late.body.code]).toEqual([409, 'limit-exceeded']);
    expect(await memberBalance(db, member.merchantId, member.id)).toBe(0);
    const { body } = await ops('PATCH', '/ops/merchants/demo/money', { adjustMax: 50_000_00 });
    await decide(checker, body.value.approval.id, 'approve');
    expect((await decide(checker, atLimit.body.value.id, 'approve')).status).toBe(200);
    expect(await memberBalance(db, member.merchantId, member.id)).toBe(50_000_00);
  });

  it('a debit over the balance is refused on approval and stays pending; a rejection moves nothing', async () => {
    const member = await player(db);
    await fund(db, member, 1_000);
    const request = await adjust(member.account, { direction: 'debit', amount: 1_001 });
    const refused = await decide(checker, request.body.value.id, 'approve');
    expect([refused.status, refused.body.code]).toEqual([409, 'insufficient-balance']);
    expect(await memberBalance(db, member.merchantId, member.id)).toBe(1_000);
    const listed = await checker('GET', '/ops/approvals?state=pending&kind=adjustment&pageSize=100');
    expect(listed.body.value.list.map((row: { id: string }) => row.id)).toContain(request.body.value.id);
    const rejected = await decide(checker, request.body.value.id, 'reject', 'Wrong member');
    expect(rejected.body.value).toMatchObject({ state: 'rejected', note: 'Wrong member' });
    expect(await memberBalance(db, member.merchantId, member.id)).toBe(1_000);
  });

  it('finds members only in the named brand', async () => {
    const beta = await player(db, { merchant: 'beta' });
    const wrongBrand = await adjust(beta.account, {});
    expect([wrongBrand.status, wrongBrand.body.code]).toEqual([404, 'account-not-found']);
    expect((await adjust(beta.account, { merchant: 'beta' })).body.value.merchantCode).toBe('beta');
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
