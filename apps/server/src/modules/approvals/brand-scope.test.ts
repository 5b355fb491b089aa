import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { createOperator, type OpsCaller, operatorSession } from '../../test/operators.ts';
import type { OperatorContext } from '../ops/operator-context.ts';
import { listHeldWins, requestRelease, voidHeldWin } from '../vendors/held-wins.service.ts';
import { placeBet, settleBet } from '../vendors/seamless-bets.service.ts';
import { bettor } from '../vendors/test-kit.ts';
import { ledgerCheck } from '../wallet/ledger.service.ts';
import { player, requestId } from '../wallet/money-test-kit.ts';
import { requestAdjustment } from '../wallet/ops-money.service.ts';
import { approveWithdrawal, deskWithdrawals, payWithdrawal } from '../withdrawals/desk.service.ts';
import { requested } from '../withdrawals/test-kit.ts';
import { approveRequest, listApprovals } from './approvals.service.ts';
import { decide, twoOperators } from './test-kit.ts';

/**
 * An operator whose roles reach one brand (beta) sees and acts on that brand only: a
 * record of another brand is not found, whether listed, addressed by id or named.
 */

let t: TestApp;
let owner: OpsCaller;
let ownerToo: OpsCaller;
let betaId: number;
/** A demo withdrawal, a demo adjustment request and a demo held win that a beta-only operator must not reach. */
const demo = { withdrawal: '', approval: '', heldWin: '' };
const beta = { approval: '', heldWin: '' };

beforeAll(async () => {
  t = await buildTestApp();
  ({ maker: owner, checker: ownerToo } = await twoOperators(t.app, t.db));
  betaId = (await t.db.one<{ id: number }>("SELECT id FROM merchants WHERE code = 'beta'"))?.id ?? 0;
  demo.withdrawal = (await requested(t.app, t.db)).id;
  for (const [code, into] of [
    ['demo', demo],
    ['beta', beta],
  ] as const) {
    const member = await player(t.db, code === 'beta' ? { merchant: 'beta' } : {});
    const asked = await owner('POST', `/ops/members/${member.account}/adjust`, {
      merchant: code,
      direction: 'credit',
      amount: 1_00,
      reason: 'Scope test',
      requestId: requestId(),
    });
    into.approval = asked.body.value.id;
    into.heldWin = await heldWinOf(code);
  }
});
afterAll(async () => {
  expect(await ledgerCheck(t.db)).toEqual([]);
  await t.close();
});

let rounds = 0;
/** A win held over the cap for a fresh member of the brand, through the seamless service itself. */
async function heldWinOf(code: 'demo' | 'beta') {
  const member = await bettor(t.db, 100, code === 'beta' ? { merchant: 'beta' } : {});
  const ids = { playerId: member.id, roundId: `scope-r${rounds}`, betTransactionId: `scope-b${rounds}` };
  rounds++;
  await placeBet(t.db, 'ARC', {
    ...ids,
    transactionId: ids.betTransactionId,
    gameCode: 'ARC-golden-dragon',
    amount: 100,
  });
  const answer = await settleBet(t.db, 'ARC', { ...ids, transactionId: `scope-w${rounds}`, amount: 100_000_000_000 });
  expect(answer.held).toBe(true);
  const row = await t.db.one<{ id: string }>(
    'SELECT h.id::text AS id FROM held_wins h JOIN bet_records b ON b.id = h.bet_id WHERE b.bet_transaction_id = $1',
    [ids.betTransactionId],
  );
  return row?.id ?? '';
}

const codeOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

describe('services given an operator whose roles reach beta only', () => {
  const betaOnly = (): OperatorContext => ({
    id: 0,
    username: 'beta-finance',
    brandsWith: () => [betaId],
    can: (_permission, merchantId) => merchantId === betaId,
  });

  it('lists only beta and finds nothing of demo by id or by name', async () => {
    const operator = { ...betaOnly(), id: (await createOperator(t.db)).id };
    const desk = await deskWithdrawals(t.db, operator, { pageNo: 1, pageSize: 100 });
    expect(desk.list.every((row) => row.merchantCode === 'beta')).toBe(true);
    expect(await codeOf(deskWithdrawals(t.db, operator, { merchant: 'demo', pageNo: 1, pageSize: 10 }))).toBe(
      'merchant-not-found',
    );
    expect(await codeOf(approveWithdrawal(t.db, operator, demo.withdrawal))).toBe('not-found');
    expect(await codeOf(payWithdrawal(t.db, t.app.jobs, operator, demo.withdrawal))).toBe('not-found');

    const approvals = await listApprovals(t.db, operator, { pageNo: 1, pageSize: 100 });
    expect(approvals.list.map((row) => row.merchantCode)).toEqual(['beta']);
    expect(await codeOf(approveRequest(t.db, operator, demo.approval))).toBe('not-found');
    const adjust = { merchant: 'demo', direction: 'credit' as const, amount: 1, reason: 'x', requestId: requestId() };
    const demoMember = await player(t.db);
    expect(await codeOf(requestAdjustment(t.db, operator, demoMember.account, adjust))).toBe('merchant-not-found');

    const wins = await listHeldWins(t.db, operator, { pageNo: 1, pageSize: 100 });
    expect(wins.list.map((row) => row.id)).toEqual([beta.heldWin]);
    expect(await codeOf(requestRelease(t.db, operator, demo.heldWin))).toBe('not-found');
    expect(await codeOf(voidHeldWin(t.db, operator, demo.heldWin, 'no'))).toBe('not-found');
    // Its own brand it reaches.
    expect((await approveRequest(t.db, operator, beta.approval)).state).toBe('approved');
  });
});

describe('over HTTP, an operator granted finance for beta only', () => {
  it('sees and decides beta only', async () => {
    const grants = [{ role: 'finance' as const, merchant: 'beta' }];
    const finance = await operatorSession(t.app, await createOperator(t.db, { grants }));
    const desk = await finance('GET', '/ops/withdrawals?pageSize=100');
    expect(desk.status).toBe(200);
    expect(desk.body.value.list.every((row: { merchantCode: string }) => row.merchantCode === 'beta')).toBe(true);
    // Naming a brand outside the grants is refused by the guard before any lookup.
    expect((await finance('GET', '/ops/withdrawals?merchant=demo')).body.code).toBe('forbidden');
    expect((await finance('POST', `/ops/withdrawals/${demo.withdrawal}/approve`)).status).toBe(404);
    const listed = await finance('GET', '/ops/approvals?pageSize=100');
    expect(listed.body.value.list.every((row: { merchantCode: string }) => row.merchantCode === 'beta')).toBe(true);
    const stranger = await owner('POST', `/ops/members/${(await player(t.db)).account}/adjust`, {
      merchant: 'demo',
      direction: 'credit',
      amount: 1_00,
      reason: 'Scope test',
      requestId: requestId(),
    });
    expect((await decide(finance, stranger.body.value.id, 'approve')).status).toBe(404);
    expect((await decide(ownerToo, stranger.body.value.id, 'approve')).status).toBe(200);
    const wins = await finance('GET', '/ops/held-wins?pageSize=100');
    expect(wins.body.value.list.every((row: { merchantCode: string }) => row.merchantCode === 'beta')).toBe(true);
    expect((await finance('POST', `/ops/held-wins/${demo.heldWin}/release`)).status).toBe(404);
    const member = await player(t.db);
    const adjust = await finance('POST', `/ops/members/${member.account}/adjust`, {
      merchant: 'demo',
      direction: 'credit',
      amount: 1_00,
      reason: 'x',
      requestId: requestId(),
    });
    expect(adjust.body.code).toBe('forbidden');
    // Money settings are not finance's: refused by role, whatever the brand.
    expect((await finance('PATCH', '/ops/merchants/beta/money', { transferMin: 1_00 })).status).toBe(403);
  });
});
