import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { createOperator, type OpsCaller, operatorSession } from '../../test/operators.ts';
import { send } from '../../test/requests.ts';
import { ledgerCheck, memberBalance } from '../wallet/ledger.service.ts';
import { type Player, player, requestId } from '../wallet/money-test-kit.ts';
import { auditRows, decide, twoOperators } from './test-kit.ts';

/** The maker–checker rules every kind of request shares, shown with manual adjustments. */

let t: TestApp;
let maker: OpsCaller;
let checker: OpsCaller;
let third: OpsCaller;
beforeAll(async () => {
  t = await buildTestApp();
  ({ maker, checker } = await twoOperators(t.app, t.db));
  third = await operatorSession(t.app, await createOperator(t.db));
});
afterEach(async () => {
  expect(await ledgerCheck(t.db)).toEqual([]);
});
afterAll(() => t.close());

const ask = async (member: Player, amount = 1_000, caller = maker) => {
  const { status, body } = await caller('POST', `/ops/members/${member.account}/adjust`, {
    merchant: 'demo',
    direction: 'credit',
    amount,
    reason: 'Approval rules',
    requestId: requestId(),
  });
  expect(status).toBe(200);
  return body.value.id as string;
};
const balance = (member: Player) => memberBalance(t.db, member.merchantId, member.id);
const transfersOf = async (id: string) =>
  (await t.db.query("SELECT 1 FROM ledger_transfers WHERE type = 'adjustment' AND metadata->>'approval' = $1", [id]))
    .length;

describe('deciding a request', () => {
  it('refuses the maker approving or rejecting their own request, and anyone deciding twice', async () => {
    const member = await player(t.db);
    const id = await ask(member);
    for (const action of ['approve', 'reject'] as const) {
      const own = await decide(maker, id, action, 'mine');
      expect([own.status, own.body.code]).toEqual([403, 'self-approval']);
    }
    expect((await decide(checker, id, 'approve')).status).toBe(200);
    for (const caller of [checker, third, maker]) {
      const again = await decide(caller, id, 'approve');
      expect([again.status, again.body.code]).toEqual([409, 'invalid-state']);
    }
    expect(await balance(member)).toBe(1_000);
    expect(await transfersOf(id)).toBe(1);
    const [approved] = (await auditRows(t.db, 'approval.approve')).filter((row) => row.target === `approval:${id}`);
    expect(approved?.detail).toMatchObject({ kind: 'adjustment', merchant: 'demo' });
  });

  it('lets only the maker cancel a pending request; a cancelled one cannot be approved', async () => {
    const member = await player(t.db);
    const id = await ask(member);
    const other = await decide(checker, id, 'cancel');
    expect([other.status, other.body.code]).toEqual([403, 'forbidden']);
    const cancelled = await decide(maker, id, 'cancel', 'Asked twice');
    expect(cancelled.body.value).toMatchObject({ state: 'cancelled', note: 'Asked twice' });
    expect((await decide(checker, id, 'approve')).body.code).toBe('invalid-state');
    expect(await balance(member)).toBe(0);
  });

  it('answers an unknown request with not-found, bad ids and notes with 400, and no session with 401', async () => {
    expect((await decide(checker, '987654321', 'approve')).status).toBe(404);
    expect((await decide(checker, 'abc', 'approve')).status).toBe(400);
    const member = await player(t.db);
    const id = await ask(member);
    expect((await decide(checker, id, 'reject', '')).status).toBe(400);
    const anonymous = await send(t.app, { method: 'POST', url: `/ops/approvals/${id}/approve`, payload: {} });
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'ops-not-logged-in']);
  });

  it('moves the money exactly once when several operators approve at the same moment', async () => {
    const members = [await player(t.db), await player(t.db), await player(t.db)];
    for (const member of members) {
      const id = await ask(member, 2_500);
      const answers = await Promise.all([decide(checker, id, 'approve'), decide(third, id, 'approve')]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)?.body.code).toBe('invalid-state');
      expect(await balance(member)).toBe(2_500);
      expect(await transfersOf(id)).toBe(1);
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'moves the money exactly once when two server processes approve at the same moment (PostgreSQL)',
    async () => {
      const sibling = await t.spawnSibling();
      const elsewhere = await operatorSession(sibling, await createOperator(t.db));
      for (let round = 0; round < 8; round++) {
        const member = await player(t.db);
        const id = await ask(member, 700);
        const answers = await Promise.all([decide(checker, id, 'approve'), decide(elsewhere, id, 'approve')]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
        expect(await balance(member)).toBe(700);
        expect(await transfersOf(id)).toBe(1);
      }
    },
  );
});

describe('GET /ops/approvals', () => {
  it('lists by state, kind and maker, pending oldest first, with totals and pages', async () => {
    const member = await player(t.db);
    const mine = [await ask(member, 100), await ask(member, 200), await ask(member, 300)];
    const theirs = await ask(member, 400, checker);
    const pending = await maker('GET', '/ops/approvals?state=pending&kind=adjustment&mine=true&pageSize=100');
    expect(pending.status).toBe(200);
    const ids = pending.body.value.list.map((row: { id: string }) => row.id);
    expect(ids).toEqual(expect.arrayContaining(mine));
    expect(ids).not.toContain(theirs);
    expect(ids.indexOf(mine[0])).toBeLessThan(ids.indexOf(mine[2]));
    const page = await maker('GET', '/ops/approvals?state=pending&mine=true&pageSize=2&pageNo=2');
    expect(page.body.value).toMatchObject({
      total: pending.body.value.total,
      totalPages: Math.ceil(pending.body.value.total / 2),
    });
    expect(page.body.value.list).toHaveLength(2);

    await decide(checker, mine[0] as string, 'reject', 'No');
    const decided = await checker('GET', '/ops/approvals?state=rejected&merchant=demo');
    expect(decided.body.value.list[0]).toMatchObject({
      id: mine[0],
      state: 'rejected',
      requestedBy: expect.any(String),
    });
    expect((await checker('GET', '/ops/approvals?merchant=beta&state=rejected')).body.value.total).toBe(0);
    expect((await checker('GET', '/ops/approvals?merchant=nope')).body.code).toBe('merchant-not-found');
    expect((await checker('GET', '/ops/approvals?state=done')).status).toBe(400);
  });
});
