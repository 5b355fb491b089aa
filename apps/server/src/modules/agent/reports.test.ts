import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/db.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { get, send } from '../../test/requests.ts';
import { ledgerCheck } from '../wallet/ledger.service.ts';
import { fund, PAYMENT_PASSWORD, type Player, requestId } from '../wallet/money-test-kit.ts';
import { bet, brandDay, deposit, income, member, paidWithdrawal, runPrefix } from './test-kit.ts';

/**
 * Every team report against one hand-computed example. The agent `top` has a
 * sub-agent `b` with a member `m1`, and a direct member `m2`; `o` belongs to another
 * agent, and `top`'s own bets are its own, never the team's.
 *
 *   bet                     day       stake  payout  counts as
 *   m1  settled             today       100     250  valid 100, payout 250
 *   m1  open                today        50       —  stake only
 *   m1  settled (lost)      3 days ago  200       0  valid 200
 *   m2  settled             10 days ago 300     600  outside the last 7 days
 *   m2  refunded            today        70       —  nothing
 *   b   settled             yesterday    40      10  valid 40, payout 10
 *   o   settled             today       999       0  another team
 *   top settled             today       500       0  the agent's own
 *
 * Last 7 days: 4 bets, stake 390, valid 340, payout 260, profit −80; active b and m1.
 * Money: m1 deposits 1,000.00 today; m2 is paid a 400.00 withdrawal 2 days ago.
 */
let t: TestApp;
let db: Db;
let f: Record<'top' | 'b' | 'm1' | 'm2' | 'other' | 'o', Player>;
beforeAll(async () => {
  t = await buildTestApp();
  db = t.db;
  const p = runPrefix();
  const top = await member(db, { type: 1, account: `${p}top` });
  const b = await member(db, { type: 2, parent: top, account: `${p}b` });
  const m1 = await member(db, { parent: b, account: `${p}m1` });
  const m2 = await member(db, { parent: top, account: `${p}m2` });
  const other = await member(db, { type: 1, account: `${p}other` });
  const o = await member(db, { parent: other, account: `${p}o` });
  f = { top, b, m1, m2, other, o };
  await bet(db, m1, 100_00, { payout: 250_00 });
  await bet(db, m1, 50_00, 'open');
  await bet(db, m1, 200_00, { payout: 0 }, 3);
  await bet(db, m2, 300_00, { payout: 600_00 }, 10);
  await bet(db, m2, 70_00, 'refunded');
  await bet(db, b, 40_00, { payout: 10_00 }, 1);
  await bet(db, o, 999_00, { payout: 0 });
  await bet(db, top, 500_00, { payout: 0 });
  await deposit(db, m1, 1_000_00);
  await deposit(db, o, 5_000_00);
  await paidWithdrawal(db, m2, 400_00, 2);
});
afterAll(async () => {
  expect(await ledgerCheck(db)).toEqual([]);
  await t.close();
});

const call = async (who: Player, url: string) => {
  const { status, body } = await get(t.app, url, who.auth);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.value;
};

describe('team overview', () => {
  it('sums the downline over the last 7 days, per day and in total', async () => {
    const value = await call(f.top, '/wps/agent/team/overview?preset=last7days');
    expect(value.totals).toEqual({
      members: 3,
      directMembers: 2,
      newMembers: 3,
      activeMembers: 2,
      depositCount: 1,
      deposits: 1_000_00,
      withdrawalCount: 1,
      withdrawals: 400_00,
      betCount: 4,
      validBet: 340_00,
      payout: 260_00,
      profit: -80_00,
    });
    expect(value.startDate).toBe(await brandDay(db, f.top.merchantId, 6));
    expect(value.endDate).toBe(await brandDay(db, f.top.merchantId, 0));
    expect(value.days).toHaveLength(7);
    const day = (ago: number) => value.days[6 - ago];
    expect(day(0)).toMatchObject({ betCount: 2, validBet: 100_00, payout: 250_00, profit: 150_00, deposits: 1_000_00 });
    expect(day(0)).toMatchObject({ newMembers: 3, activeMembers: 1 });
    expect(day(1)).toMatchObject({ betCount: 1, validBet: 40_00, profit: -30_00, activeMembers: 1 });
    expect(day(2)).toMatchObject({ withdrawals: 400_00, withdrawalCount: 1, betCount: 0 });
    expect(day(3)).toMatchObject({ validBet: 200_00, payout: 0, profit: -200_00 });
    expect(day(5)).toMatchObject({ betCount: 0, validBet: 0, deposits: 0, activeMembers: 0 });
  });

  it('reaches further with the last 30 days and less with the next 7 (today onward)', async () => {
    const month = await call(f.top, '/wps/agent/team/overview?preset=last30days');
    expect(month.totals).toMatchObject({
      betCount: 5,
      validBet: 640_00,
      payout: 860_00,
      profit: 220_00,
      activeMembers: 3,
    });
    expect(month.days).toHaveLength(30);
    const next = await call(f.top, '/wps/agent/team/overview?preset=next7days');
    expect(next.startDate).toBe(await brandDay(db, f.top.merchantId, 0));
    expect(next.totals).toMatchObject({ betCount: 2, validBet: 100_00, payout: 250_00, withdrawals: 0 });
    const sub = await call(f.b, '/wps/agent/team/overview?preset=last7days');
    expect(sub.totals).toMatchObject({ members: 1, betCount: 3, validBet: 300_00, payout: 250_00, deposits: 1_000_00 });
  });

  it('takes picked days, and refuses a reversed, impossible or too long range', async () => {
    const three = await brandDay(db, f.top.merchantId, 3);
    const picked = await call(f.top, `/wps/agent/team/overview?startDate=${three}&endDate=${three}`);
    expect(picked.totals).toMatchObject({ betCount: 1, validBet: 200_00, newMembers: 0 });
    expect(picked.days).toHaveLength(1);
    const today = await brandDay(db, f.top.merchantId, 0);
    const reversed = await get(t.app, `/wps/agent/team/overview?startDate=${today}&endDate=${three}`, f.top.auth);
    expect([reversed.status, reversed.body.code]).toEqual([400, 'validation-failed']);
    const impossible = await get(t.app, '/wps/agent/team/overview?startDate=2025-02-30', f.top.auth);
    expect(impossible.status).toBe(400);
    const long = await get(t.app, '/wps/agent/team/overview?startDate=2025-01-01&endDate=2025-06-30', f.top.auth);
    expect([long.status, long.body.code]).toEqual([400, 'range-too-long']);
    expect(long.body.message).toContain('92');
  });
});

describe('team betting', () => {
  it('lists the downline bets newest first (refunds left out) with totals from the day stats', async () => {
    const value = await call(f.top, '/wps/agent/team/bets?preset=last7days&pageSize=3');
    expect(value.totals).toEqual({ betCount: 4, stake: 390_00, validBet: 340_00, payout: 260_00, profit: -80_00 });
    expect([value.total, value.totalPages]).toEqual([4, 2]);
    expect(value.list.map((row: { account: string; stake: number }) => [row.account, row.stake])).toEqual([
      [f.m1.account, 50_00],
      [f.m1.account, 100_00],
      [f.b.account, 40_00],
    ]);
    expect(value.list[0]).toMatchObject({ state: 'open', profit: null, gameCode: 'ARC-golden-dragon' });
    const second = await call(f.top, '/wps/agent/team/bets?preset=last7days&pageSize=3&pageNo=2');
    expect(second.list.map((row: { stake: number }) => row.stake)).toEqual([200_00]);
  });

  it('filters one member of the downline, and refuses anyone else', async () => {
    const one = await call(f.top, `/wps/agent/team/bets?preset=last30days&account=${f.m2.account.toUpperCase()}`);
    expect(one.totals).toEqual({ betCount: 1, stake: 300_00, validBet: 300_00, payout: 600_00, profit: 300_00 });
    expect(one.list).toHaveLength(1);
    for (const outsider of [f.o, f.top, f.other]) {
      const refused = await get(t.app, `/wps/agent/team/bets?account=${outsider.account}`, f.top.auth);
      expect([refused.status, refused.body.code]).toEqual([403, 'not-in-downline']);
    }
  });

  it('pages no deeper than the bound', async () => {
    const deep = await call(f.top, '/wps/agent/team/bets?preset=last7days&pageSize=500&pageNo=21');
    expect(deep.list).toEqual([]);
    expect(deep.total).toBe(4);
  });
});

describe('user profit and loss', () => {
  it('lists each downline member with activity, by account, with totals', async () => {
    const value = await call(f.top, '/wps/agent/team/profit?preset=last7days');
    expect(value.list).toEqual([
      {
        account: f.b.account,
        nickname: f.b.account,
        type: 2,
        level: 1,
        betCount: 1,
        validBet: 40_00,
        payout: 10_00,
        profit: -30_00,
        deposits: 0,
        withdrawals: 0,
      },
      {
        account: f.m1.account,
        nickname: f.m1.account,
        type: 0,
        level: 2,
        betCount: 3,
        validBet: 300_00,
        payout: 250_00,
        profit: -50_00,
        deposits: 1_000_00,
        withdrawals: 0,
      },
      {
        account: f.m2.account,
        nickname: f.m2.account,
        type: 0,
        level: 1,
        betCount: 0,
        validBet: 0,
        payout: 0,
        profit: 0,
        deposits: 0,
        withdrawals: 400_00,
      },
    ]);
    expect(value.totals).toEqual({
      betCount: 4,
      validBet: 340_00,
      payout: 260_00,
      profit: -80_00,
      deposits: 1_000_00,
      withdrawals: 400_00,
    });
    const paged = await call(f.top, '/wps/agent/team/profit?preset=last7days&pageSize=2&pageNo=2');
    expect([paged.total, paged.totalPages, paged.list.length]).toEqual([3, 2, 1]);
    const found = await call(f.top, `/wps/agent/team/profit?preset=last30days&account=${f.m2.account}`);
    expect(found.list).toHaveLength(1);
    expect(found.totals).toMatchObject({ validBet: 300_00, payout: 600_00, profit: 300_00, withdrawals: 400_00 });
  });
});

describe('my income', () => {
  it('sums salaries, dividends and rebates received, by kind and day', async () => {
    const agent = await member(db, { type: 1 });
    await income(db, agent, 'salary', 1_500_00, { kind: 'daily', reference: 'daily:1', remark: 'Daily salary' });
    await income(db, agent, 'dividend', 2_000_00, { reference: 'div:1' });
    await income(db, agent, 'bonus', 300_00, { reference: 'rebate:7:1', remark: 'Weekly rebate' });
    await income(db, agent, 'bonus', 500_00, { reference: 'first:9' });
    await income(db, await member(db, { parent: agent }), 'salary', 999_00, { kind: 'hourly' });
    const value = await call(agent, '/wps/agent/income?preset=last7days');
    expect(value.totals).toEqual({ salary: 1_500_00, dividend: 2_000_00, rebate: 300_00, total: 3_800_00 });
    expect(value.list.map((row: { kind: string; amount: number }) => [row.kind, row.amount])).toEqual([
      ['rebate', 300_00],
      ['dividend', 2_000_00],
      ['salary', 1_500_00],
    ]);
    expect(value.list[2]).toMatchObject({ salaryKind: 'daily', reference: 'daily:1', remark: 'Daily salary' });
    expect(value.days.at(-1)).toEqual({
      day: await brandDay(db, agent.merchantId, 0),
      salary: 1_500_00,
      dividend: 2_000_00,
      rebate: 300_00,
    });
    const salaries = await call(agent, '/wps/agent/income?preset=last7days&kind=salary');
    expect([salaries.total, salaries.totals.total]).toEqual([1, 1_500_00]);
    const past = await call(agent, `/wps/agent/income?startDate=2020-01-01&endDate=2020-01-31`);
    expect([past.total, past.totals.total, past.days.length]).toEqual([0, 0, 31]);
  });
});

describe('transaction details of downlines', () => {
  it('lists the downline money movements (not game rounds) with totals', async () => {
    await fund(db, f.top, 10_000_00);
    await fund(db, f.b, 1_000_00);
    const transfer = (from: Player, to: Player, amount: number) =>
      send(t.app, {
        method: 'POST',
        url: '/wps/agent/transfer/downline',
        headers: from.auth,
        payload: { account: to.account, amount, paymentPassword: PAYMENT_PASSWORD, requestId: requestId() },
      });
    expect((await transfer(f.top, f.m2, 700_00)).status).toBe(200);
    expect((await transfer(f.b, f.m1, 100_00)).status).toBe(200);
    const value = await call(f.top, '/wps/agent/team/transactions?preset=last7days');
    const rows = value.list.map((row: { account: string; type: string; amount: number }) => [
      row.account,
      row.type,
      row.amount,
    ]);
    // Newest first; one transfer between two downline members is a row for each side.
    expect(rows).toEqual([
      [f.b.account, 'transfer-downline', -100_00],
      [f.m1.account, 'transfer-downline', 100_00],
      [f.m2.account, 'transfer-downline', 700_00],
      [f.b.account, 'deposit', 1_000_00],
      [f.m1.account, 'deposit', 1_000_00],
    ]);
    expect(value.totals).toEqual({ credit: 2_800_00, debit: -100_00, net: 2_700_00 });
    const m2 = value.list.find((row: { account: string }) => row.account === f.m2.account);
    expect(m2.reference).toBe(f.top.account);
    const deposits = await call(
      f.top,
      `/wps/agent/team/transactions?preset=last7days&type=deposit&account=${f.m1.account}`,
    );
    expect(deposits.list).toHaveLength(1);
    expect(deposits.totals).toEqual({ credit: 1_000_00, debit: 0, net: 1_000_00 });
    const bets = await get(t.app, '/wps/agent/team/transactions?type=bet', f.top.auth);
    expect(bets.status).toBe(400);
  });
});

describe('agent announcements', () => {
  it('lists announcements for agents only to agents; the public list never shows them', async () => {
    const merchant = f.top.merchantId;
    const put = (execution: string, title: string) =>
      db.query(
        `INSERT INTO announcements (merchant_id, type, execution, title, content) VALUES ($1, 'B', $2, $3, $4)`,
        [merchant, execution, JSON.stringify({ EN: title }), JSON.stringify({ EN: `<p>${title}</p>` })],
      );
    await put('A', 'Agents: new salary table');
    await put('B', 'Everyone: maintenance');
    const value = await call(f.top, '/wps/agent/announcements');
    const titles = value.list.map((row: { title: string }) => row.title);
    // Newest first, beside the demo's own announcements for agents; never one for everyone.
    expect(titles[0]).toBe('Agents: new salary table');
    expect(titles).toContain('Team reports are live in the agent centre');
    expect(titles).not.toContain('Everyone: maintenance');
    const visitors = await get(t.app, '/wps/relay/MCSFE_getListAnnouncements?pageSize=100');
    expect(visitors.body.value.list.map((row: { title: string }) => row.title)).not.toContain(
      'Agents: new salary table',
    );
    expect((await get(t.app, '/wps/agent/announcements', f.m1.auth)).body.code).toBe('agent-only');
  });
});
