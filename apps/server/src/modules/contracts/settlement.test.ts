import type { ContractTerms, WagePeriod } from '@arcadia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { createOperator, type OpsCaller, operatorSession } from '../../test/operators.ts';
import { get } from '../../test/requests.ts';
import { accountFor, memberBalance, systemAccount, transfer } from '../wallet/ledger.service.ts';
import { type Cadence, type Period, periodContaining, SETTLE_LAG_MS } from './periods.ts';
import { type Agent, backdate, bet, contractTransfers, member, payoutsOf } from './test-kit.ts';

/**
 * Settlement amounts against hand-computed examples, for each kind and each period,
 * on the demo brand's clock (GMT+8). Each contract is backdated to the last closed
 * period, the team's bets are written into it, and the brand's due settlement runs.
 */
let t: TestApp;
let ops: OpsCaller;
const GMT8 = 480;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  t = await buildTestApp();
  ops = await operatorSession(t.app, await createOperator(t.db));
});
afterAll(() => t.close());

/** The last period of this cadence that has closed (and waited its lag) by now. */
function lastClosed(cadence: Cadence): Period {
  const current = periodContaining(cadence, new Date(Date.now() - SETTLE_LAG_MS[cadence]), GMT8);
  return periodContaining(cadence, new Date(current.start.getTime() - 1), GMT8);
}

/** A line head with this house contract, backdated to `period`; returns the head and the contract id. */
async function headWith(terms: ContractTerms, period: Period): Promise<{ head: Agent; id: string }> {
  const head = await member(t.db, 1);
  const set = await ops('PUT', '/ops/contracts', { merchant: 'demo', account: head.account, terms, reason: 'test' });
  expect(set.status).toBe(200);
  await backdate(t.db, set.body.value.id, period);
  return { head, id: set.body.value.id };
}

const settle = async (kinds: string[]) => {
  const run = await ops('POST', '/ops/contracts/settle', { merchant: 'demo', kinds });
  expect(run.status).toBe(200);
  return run.body.value.results;
};

const amounts = async (who: Agent) => (await payoutsOf(t.db, who)).map((row) => Number(row.amount));

const wageTiers = [
  { betAmount: 0, rate: 1 },
  { betAmount: 1_000_00, rate: 2 },
];

describe('daily salary', () => {
  it('pays a day: 1,100.00 of team valid bet reaches the 2% tier: 22.00', async () => {
    const period = lastClosed('Daily');
    const { head } = await headWith({ kind: 'daily', period: 'Daily', tiers: wageTiers }, period);
    const player = await member(t.db, 0, head);
    await bet(t.db, player, { stake: 600_00, payout: 0, placedAt: new Date(period.start.getTime() + HOUR) });
    await bet(t.db, head, { stake: 500_00, payout: 1_000_00, placedAt: new Date(period.start.getTime() + 2 * HOUR) });
    // A bet of the day after counts for that day, not this one.
    await bet(t.db, player, { stake: 900_00, payout: 0, placedAt: new Date(period.end.getTime() + HOUR) });
    await settle(['daily']);
    expect(await amounts(head)).toEqual([22_00]);
    expect(await amounts(player)).toEqual([]);
  });

  // First and last day of each longer period: 999.99 at 1% (9.99, rounded down) and 2,000.00 at 2% (40.00).
  for (const period of ['Weekly', 'Semimonthly', 'Monthly'] as const) {
    it(`pays a ${period.toLowerCase()} period as the sum of its days' wages: 9.99 + 40.00 = 49.99`, async () => {
      const closed = lastClosed(period);
      const { head } = await headWith({ kind: 'daily', period, tiers: wageTiers }, closed);
      await bet(t.db, head, { stake: 999_99, payout: 0, placedAt: new Date(closed.start.getTime() + HOUR) });
      await bet(t.db, head, { stake: 2_000_00, payout: 3_000_00, placedAt: new Date(closed.end.getTime() - HOUR) });
      await settle(['daily']);
      expect(await amounts(head)).toEqual([49_99]);
      const [row] = await payoutsOf(t.db, head);
      expect(row?.figures).toMatchObject({
        validBet: 2_999_99,
        days: Math.round((closed.end.getTime() - closed.start.getTime()) / DAY),
      });
    });
  }
});

describe('dividends', () => {
  const tiers = [
    { validBet: 0, profitLoss: 0, activeMembers: 0, rate: 10 },
    { validBet: 1_000_00, profitLoss: 500_00, activeMembers: 2, rate: 20 },
  ];
  for (const period of ['Daily', 'Weekly', 'Semimonthly', 'Monthly'] as WagePeriod[]) {
    it(`pays a ${period.toLowerCase()} dividend on the team's loss: 1,100.00 lost by 2 active members at 20%: 220.00`, async () => {
      const closed = lastClosed(period);
      const { head } = await headWith({ kind: 'dividend', period, tiers }, closed);
      const one = await member(t.db, 0, head);
      const two = await member(t.db, 0, head);
      await bet(t.db, one, { stake: 800_00, payout: 0, placedAt: new Date(closed.start.getTime() + HOUR) });
      await bet(t.db, two, { stake: 400_00, payout: 100_00, placedAt: new Date(closed.end.getTime() - HOUR) });
      await settle(['dividend']);
      expect(await amounts(head)).toEqual([220_00]);
      const [row] = await payoutsOf(t.db, head);
      expect(row?.figures).toEqual({ validBet: 1_200_00, profitLoss: -1_100_00, activeMembers: 2, rate: 20 });
    });
  }

  it('pays the lower tier with one active member (120.00 at 10%), nothing when the team won', async () => {
    const closed = lastClosed('Weekly');
    const { head } = await headWith({ kind: 'dividend', period: 'Weekly', tiers }, closed);
    const one = await member(t.db, 0, head);
    await bet(t.db, one, { stake: 1_200_00, payout: 0, placedAt: new Date(closed.start.getTime() + HOUR) });
    const winners = await headWith({ kind: 'dividend', period: 'Weekly', tiers }, closed);
    await bet(t.db, winners.head, {
      stake: 1_200_00,
      payout: 5_000_00,
      placedAt: new Date(closed.start.getTime() + HOUR),
    });
    await settle(['dividend']);
    expect(await amounts(head)).toEqual([120_00]);
    expect(await amounts(winners.head)).toEqual([]);
  });
});

describe('hourly salary', () => {
  it("pays an hour on the team's bets decided in it: 1,500.00 at 1%: 15.00", async () => {
    const hour = lastClosed('Hourly');
    const { head } = await headWith(
      {
        kind: 'hourly',
        tiers: [
          { betAmount: 0, rate: 0.5 },
          { betAmount: 1_000_00, rate: 1 },
        ],
      },
      hour,
    );
    const player = await member(t.db, 0, head);
    // Placed the hour before, decided in this one: counts here.
    await bet(t.db, player, {
      stake: 1_000_00,
      payout: 0,
      placedAt: new Date(hour.start.getTime() - 10 * 60_000),
      settledAt: new Date(hour.start.getTime() + 60_000),
    });
    await bet(t.db, head, { stake: 500_00, payout: 800_00, placedAt: new Date(hour.end.getTime() - 60_000) });
    // Placed in this hour, decided in the next: not this hour's.
    await bet(t.db, player, {
      stake: 700_00,
      payout: 0,
      placedAt: new Date(hour.end.getTime() - 30_000),
      settledAt: new Date(hour.end.getTime() + 30_000),
    });
    await settle(['hourly']);
    expect(await amounts(head)).toEqual([15_00]);
  });
});

describe('real-time salary', () => {
  it('pays a 5-minute window: 0.5% of 100.00 won, 1% of 200.00 + 50.00 lost: 3.00', async () => {
    const window = lastClosed('Realtime');
    const { head } = await headWith({ kind: 'realtime', profitRate: 0.5, lossRate: 1, singleBet: 10_00 }, window);
    const player = await member(t.db, 0, head);
    const inWindow = new Date(window.start.getTime() + 60_000);
    await bet(t.db, player, { stake: 100_00, payout: 250_00, placedAt: inWindow });
    await bet(t.db, player, { stake: 200_00, payout: 0, placedAt: inWindow });
    // A push counts as not won.
    await bet(t.db, head, { stake: 50_00, payout: 50_00, placedAt: inWindow });
    // Below the single-bet amount: no salary.
    await bet(t.db, player, { stake: 5_00, payout: 0, placedAt: inWindow });
    await settle(['realtime']);
    expect(await amounts(head)).toEqual([3_00]);
  });
});

describe('a payout', () => {
  it('moves money through the ledger as a salary, shows in the account record and a platform message', async () => {
    const period = lastClosed('Daily');
    const { head } = await headWith({ kind: 'daily', period: 'Daily', tiers: wageTiers }, period);
    await bet(t.db, head, { stake: 1_000_00, payout: 0, placedAt: new Date(period.start.getTime() + HOUR) });
    const before = await memberBalance(t.db, head.merchantId, head.id);
    await settle(['daily']);
    expect(await memberBalance(t.db, head.merchantId, head.id)).toBe(before + 20_00);
    const record = await get(t.app, '/wps/relay/ODSFE2_MemTransDet?type=salary', head.auth);
    expect(record.body.value.list[0]).toMatchObject({ type: 'salary', amount: 20_00, reference: period.label });
    const transfer = await t.db.one<{ metadata: { kind: string } }>(
      `SELECT t.metadata FROM ledger_transfers t WHERE t.type = 'salary' AND t.idempotency_key LIKE 'contract:%'
        ORDER BY t.id DESC LIMIT 1`,
    );
    expect(transfer?.metadata.kind).toBe('daily');
    const notice = await t.db.one<{ template: string; params: Record<string, string> }>(
      `SELECT template, params FROM member_messages WHERE member_id = $1 ORDER BY id DESC LIMIT 1`,
      [head.id],
    );
    // The amount is kept in minor units and formatted when the member reads the message.
    expect(notice).toEqual({ template: 'salary-paid', params: { period: period.label, amount: 20_00 } });
    const report = await ops('GET', `/ops/contracts/payouts?merchant=demo&account=${head.account}`);
    expect(report.body.value.list[0]).toMatchObject({
      account: head.account,
      payer: null,
      amount: 20_00,
      state: 'paid',
    });
    expect(report.body.value.totals.paid).toBe(20_00);
  });

  it("comes from the upline's wallet under the brand's upline rule, owed while it is short, paid once it has funds", async () => {
    const period = lastClosed('Daily');
    // The head is paid weekly (its week has not closed), so its wallet stays empty this run.
    const head = await member(t.db, 1);
    await ops('PUT', '/ops/contracts', {
      merchant: 'demo',
      account: head.account,
      terms: { kind: 'daily', period: 'Weekly', tiers: wageTiers },
      reason: 'test',
    });
    const agent = await member(t.db, 2, head);
    const offered = await ops('PUT', '/ops/contracts', {
      merchant: 'demo',
      account: agent.account,
      terms: { kind: 'daily', period: 'Daily', tiers: [{ betAmount: 0, rate: 1 }] },
      reason: 'test',
    });
    await backdate(t.db, offered.body.value.id, period);
    await bet(t.db, agent, { stake: 500_00, payout: 0, placedAt: new Date(period.start.getTime() + HOUR) });
    await ops('PUT', '/ops/contracts/settings', { merchant: 'demo', payer: 'upline' });
    try {
      await settle(['daily']);
      expect((await payoutsOf(t.db, agent)).map((row) => [row.amount, row.state])).toEqual([['500', 'owed']]);
      await transfer(t.db, {
        merchantId: head.merchantId,
        key: `test-fund-${head.id}`,
        type: 'bonus',
        entries: [
          { accountId: await systemAccount(t.db, head.merchantId, 'bonus'), amount: -10_00 },
          { accountId: await accountFor(t.db, head.merchantId, head.id), amount: 10_00 },
        ],
      });
      const headBefore = await memberBalance(t.db, head.merchantId, head.id);
      await settle(['daily']);
      expect((await payoutsOf(t.db, agent)).map((row) => row.state)).toEqual(['paid']);
      expect(await memberBalance(t.db, head.merchantId, head.id)).toBe(headBefore - 5_00);
      expect((await contractTransfers(t.db, agent)).map((row) => row.amount)).toEqual(['500']);
    } finally {
      await ops('PUT', '/ops/contracts/settings', { merchant: 'demo', payer: 'house' });
    }
  });

  it('is made once however often settlement runs', async () => {
    const period = lastClosed('Daily');
    const { head } = await headWith({ kind: 'daily', period: 'Daily', tiers: wageTiers }, period);
    await bet(t.db, head, { stake: 300_00, payout: 0, placedAt: new Date(period.start.getTime() + HOUR) });
    for (let run = 0; run < 3; run++) await settle(['daily']);
    expect(await amounts(head)).toEqual([3_00]);
    expect(await contractTransfers(t.db, head)).toHaveLength(1);
  });

  it('is not made for a period that closed after the contract ended', async () => {
    const period = lastClosed('Daily');
    const { head, id } = await headWith({ kind: 'daily', period: 'Daily', tiers: wageTiers }, period);
    await bet(t.db, head, { stake: 300_00, payout: 0, placedAt: new Date(period.start.getTime() + HOUR) });
    await t.db.query(
      `UPDATE agent_contracts SET state = 'ended', end_reason = 'operator', ended_at = $2 WHERE id = $1`,
      [id, new Date(period.end.getTime() - HOUR)],
    );
    await settle(['daily']);
    expect(await amounts(head)).toEqual([]);
    expect(await t.db.one('SELECT next_period_end FROM agent_contracts WHERE id = $1', [id])).toEqual({
      next_period_end: null,
    });
  });
});
