import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../../platform/jobs/job-queue.ts';
import { manualClock, recordingLog } from '../../platform/jobs/test-kit.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { get } from '../../test/requests.ts';
import { registerAccrual } from './accrual.service.ts';
import { addDay, balanceOf, member, memberGet, UNIT } from './test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const details = async (who: Awaited<ReturnType<typeof member>>, query = '') =>
  (await memberGet(t.app, who, `/wps/relay/MCS2_getPointDetails?pageSize=50${query}`)).body.value;

describe('point config and rules', () => {
  it('answers the brand rule and its rules text in the reader language, English when missing', async () => {
    const who = await member(t.db);
    const en = await memberGet(t.app, who, '/wps/relay/MCS2_getPointConfig');
    expect(en.status).toBe(200);
    expect(en.body.value).toMatchObject({ pointsRatio: 100, pointsRequired: 100, amountRequired: UNIT });
    expect(en.body.value.rules).toContain('1 point for every ₱10.00');
    const cn = await get(t.app, '/wps/relay/MCS2_getPointConfig', { ...who.auth, 'x-lang': 'CN' });
    expect(cn.body.value.rules).toContain('每 ₱10.00 得 1 积分');
    await t.db.query(`UPDATE point_settings SET rules = '{"EN":"<p>Only English</p>"}' WHERE merchant_id = $1`, [
      who.merchantId,
    ]);
    const fallback = await get(t.app, '/wps/relay/MCS2_getPointConfig', { ...who.auth, 'x-lang': 'TH' });
    expect(fallback.body.value.rules).toBe('<p>Only English</p>');
  });

  it('needs a member session', async () => {
    const { status, body } = await get(t.app, '/wps/relay/MCS2_getPointBalance');
    expect(status).toBe(401);
    expect(body.code).toBe('not-logged-in');
  });
});

describe('earning points from settled valid bets', () => {
  it('earns one point per 10.00 of valid bet, carrying the remainder within the day', async () => {
    const who = await member(t.db);
    expect(await balanceOf(t.app, who)).toBe(0);
    await addDay(t.db, who, { validBet: 25_00 });
    expect(await balanceOf(t.app, who)).toBe(2);
    // 5.00 more makes 30.00 that day: one more point (the 5.00 left over counted now).
    await addDay(t.db, who, { validBet: 5_00 });
    expect(await balanceOf(t.app, who)).toBe(3);
    // A bet placed two days ago that settled only now earns on its own day.
    await addDay(t.db, who, { validBet: 19_99, daysAgo: 2 });
    const value = (await memberGet(t.app, who, '/wps/relay/MCS2_getPointBalance')).body.value;
    expect(value).toEqual({ balance: 4, totalEarned: 4, convertibleAmount: 4 });
  });

  it('accrues exactly once however many reads, jobs and sessions ask at the same moment', async () => {
    const who = await member(t.db);
    await addDay(t.db, who, { validBet: 1_000_00 });
    const clock = manualClock(new Date().toISOString());
    const queue = new JobQueue(t.app.db, { log: recordingLog(), now: clock.now });
    registerAccrual(queue);
    const reads = Array.from({ length: 6 }, () => balanceOf(t.app, who));
    const [ran] = await Promise.all([queue.runDue(), ...reads]);
    expect(ran).toBeGreaterThanOrEqual(1);
    clock.advance(60_000);
    await queue.runDue();
    expect(await balanceOf(t.app, who)).toBe(100);
    const earned = (await details(who, '&kind=earn')).list;
    expect(earned.reduce((sum: number, entry: { points: number }) => sum + entry.points, 0)).toBe(100);
    expect(
      await t.db.one(
        'SELECT valid_bet::int AS "validBet", points::int AS points FROM point_accruals WHERE member_id = $1',
        [who.id],
      ),
    ).toEqual({ validBet: 1_000_00, points: 100 });
  });

  it('runs in the job for members who do not look, and never for trial accounts', async () => {
    const who = await member(t.db);
    const trial = await member(t.db, { type: 4 });
    await addDay(t.db, who, { validBet: 50_00 });
    await addDay(t.db, trial, { validBet: 50_00 });
    // A later slot than the test before ran: each slot runs once.
    const later = manualClock(new Date(Date.now() + 10 * 60_000).toISOString());
    const queue = new JobQueue(t.app.db, { log: recordingLog(), now: later.now });
    registerAccrual(queue);
    await queue.runDue();
    const rows = await t.db.query<{ member: string; balance: number }>(
      'SELECT member_id::text AS member, balance::int AS balance FROM member_points WHERE member_id = ANY($1::bigint[])',
      [[who.id, trial.id]],
    );
    expect(rows).toEqual([{ member: who.id, balance: 5 }]);
  });
});

describe('point details', () => {
  it('lists every entry newest first with the balance after it, filtered by kind and date', async () => {
    const who = await member(t.db);
    await addDay(t.db, who, { validBet: 30_00, daysAgo: 1 });
    await balanceOf(t.app, who);
    await addDay(t.db, who, { validBet: 20_00 });
    await balanceOf(t.app, who);
    const all = await details(who);
    expect(all.total).toBe(2);
    expect(
      all.list.map((entry: { points: number; balanceAfter: number }) => [entry.points, entry.balanceAfter]),
    ).toEqual([
      [2, 5],
      [3, 3],
    ]);
    expect(all.list[1]).toMatchObject({ kind: 'earn', reference: null, amount: null });
    expect(all.list[1].day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const filtered = await details(who, `&startDate=${today}&endDate=${today}`);
    expect(filtered.total).toBe(2);
    expect((await details(who, '&kind=convert')).total).toBe(0);
    const bad = await memberGet(t.app, who, '/wps/relay/MCS2_getPointDetails?startDate=yesterday');
    expect(bad.status).toBe(400);
    const noSuchDay = await memberGet(t.app, who, '/wps/relay/MCS2_getPointDetails?endDate=0000-00-00');
    expect([noSuchDay.status, noSuchDay.body.code]).toEqual([400, 'validation-failed']);
  });
});

describe('the database guards the points ledger', () => {
  it('refuses a balance below zero, a direct change of a balance, and any change of an entry', async () => {
    const who = await member(t.db);
    await addDay(t.db, who, { validBet: 10_00 });
    expect(await balanceOf(t.app, who)).toBe(1);
    const entry = (points: number, key: string) =>
      t.app.db.query(
        `INSERT INTO point_entries (merchant_id, member_id, kind, points, key) VALUES ($1, $2, 'redeem', $3, $4)`,
        [who.merchantId, who.id, points, key],
      );
    await expect(entry(-2, 'guard:1')).rejects.toMatchObject({ code: '23514' });
    await expect(
      t.app.db.query('UPDATE member_points SET balance = 1000 WHERE member_id = $1', [who.id]),
    ).rejects.toThrow(/only through point entries|permission denied/);
    await expect(
      t.app.db.query('UPDATE point_entries SET points = 1000 WHERE member_id = $1', [who.id]),
    ).rejects.toThrow(/only by new point entries|permission denied/);
    await expect(t.app.db.query('DELETE FROM point_entries WHERE member_id = $1', [who.id])).rejects.toThrow(
      /only by new point entries|permission denied/,
    );
    expect(await balanceOf(t.app, who)).toBe(1);
  });
});
