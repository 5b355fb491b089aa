import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../../platform/jobs/job-queue.ts';
import { manualClock, recordingLog } from '../../platform/jobs/test-kit.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { createOperator, type OpsCaller, operatorSession } from '../../test/operators.ts';
import { addDay, member, memberGet } from '../points/test-kit.ts';
import type { Player } from '../wallet/money-test-kit.ts';
import { registerVipJob } from './vip.service.ts';

let t: TestApp;
let owner: OpsCaller;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await operatorSession(t.app, await createOperator(t.db));
});
afterAll(() => t.close());

const info = async (who: Player) => (await memberGet(t.app, who, '/wps/member/info')).body.value;
const vip = async (who: Player) => (await memberGet(t.app, who, '/wps/member/vip')).body.value;
const storedLevel = async (who: Player) =>
  (await t.db.one<{ level: number }>('SELECT vip_level AS level FROM members WHERE id = $1', [who.id]))?.level;

describe('VIP ranks from lifetime valid bets and deposits', () => {
  it('ranks by both thresholds, fills clubLabel and the labels, and shows the way to the next level', async () => {
    const who = await member(t.db);
    expect((await info(who)).clubLabel).toEqual({ labelName: 'Bronze', rankLevel: 1 });
    // Gold needs 50,000.00 of valid bets and 10,000.00 of deposits: bets alone are not enough.
    await addDay(t.db, who, { validBet: 60_000_00, daysAgo: 30 });
    await addDay(t.db, who, { deposit: 2_000_00, daysAgo: 30 });
    expect((await info(who)).clubLabel).toEqual({ labelName: 'Silver', rankLevel: 2 });
    await addDay(t.db, who, { deposit: 8_000_00 });
    const value = await vip(who);
    expect(value).toMatchObject({
      rankLevel: 3,
      labelName: 'Gold',
      validBet: 60_000_00,
      deposit: 10_000_00,
      next: { level: 4, name: 'Platinum', minValidBet: 200_000_00, minDeposit: 50_000_00 },
      service: null,
    });
    expect(value.levels).toHaveLength(7);
    expect(await storedLevel(who)).toBe(3);
    expect((await info(who)).memberLabel).toEqual([]);
  });

  it('offers the VIP service channel only above rank 4', async () => {
    const platinum = await member(t.db);
    await addDay(t.db, platinum, { validBet: 200_000_00, deposit: 50_000_00 });
    expect(await vip(platinum)).toMatchObject({ rankLevel: 4, service: null });
    const diamond = await member(t.db);
    await addDay(t.db, diamond, { validBet: 1_000_000_00, deposit: 200_000_00 });
    expect(await vip(diamond)).toMatchObject({
      rankLevel: 5,
      labelName: 'Diamond',
      service: { csType: 4, path: '/helpmc?channel=vip' },
    });
    expect((await info(diamond)).memberLabel).toEqual([{ labelName: 'VIP' }]);
    // The channel is only the brand's when set: without one, nobody is offered it.
    await owner('PUT', '/ops/merchants/demo/vip', {
      ...(await owner('GET', '/ops/merchants/demo/vip')).body.value,
      serviceUrl: null,
    });
    expect((await vip(diamond)).service).toBeNull();
    await owner('PUT', '/ops/merchants/demo/vip', {
      ...(await owner('GET', '/ops/merchants/demo/vip')).body.value,
      serviceUrl: 'https://vip.example.com/chat',
    });
    expect((await vip(diamond)).service).toEqual({ csType: 4, path: 'https://vip.example.com/chat' });
  });

  it('is kept current by the job for members who do not look', async () => {
    const who = await member(t.db);
    await addDay(t.db, who, { validBet: 5_000_00, deposit: 1_000_00 });
    expect(await storedLevel(who)).toBe(1);
    const queue = new JobQueue(t.app.db, { log: recordingLog(), now: manualClock(new Date().toISOString()).now });
    registerVipJob(queue);
    await queue.runDue();
    expect(await storedLevel(who)).toBe(2);
  });
});

describe("the operator's level table", () => {
  it('replaces the table and ranks the whole brand again in the same change, audited', async () => {
    const who = await member(t.db, { merchant: 'beta' });
    await addDay(t.db, who, { validBet: 300_00, deposit: 100_00 });
    expect((await vip(who)).rankLevel).toBe(1);
    const { status, body } = await owner('PUT', '/ops/merchants/beta/vip', {
      levels: [
        { level: 1, name: 'Starter', minValidBet: 0, minDeposit: 0 },
        { level: 2, name: 'Regular', minValidBet: 100_00, minDeposit: 100_00 },
        { level: 3, name: 'Big', minValidBet: 1_000_00, minDeposit: 100_00 },
      ],
      serviceUrl: null,
    });
    expect(status).toBe(200);
    expect(body.value.levels.map((level: { name: string }) => level.name)).toEqual(['Starter', 'Regular', 'Big']);
    expect(await storedLevel(who)).toBe(2);
    expect((await info(who)).clubLabel).toEqual({ labelName: 'Regular', rankLevel: 2 });
    const audit = await t.db.one<{ detail: { membersMoved: number } }>(
      "SELECT detail FROM operator_audit WHERE action = 'vip.settings' AND detail->>'merchant' = 'beta'",
    );
    expect(audit?.detail.membersMoved).toBeGreaterThanOrEqual(1);
  });

  it('refuses a table that does not start open to all or whose thresholds fall, and needs brand.write', async () => {
    const level = (n: number, bet: number, deposit = 0) => ({
      level: n,
      name: `L${n}`,
      minValidBet: bet,
      minDeposit: deposit,
    });
    const notOpen = await owner('PUT', '/ops/merchants/demo/vip', { levels: [level(1, 10)], serviceUrl: null });
    expect(notOpen.status).toBe(400);
    const falling = await owner('PUT', '/ops/merchants/demo/vip', {
      levels: [level(1, 0), level(2, 500), level(3, 400)],
      serviceUrl: null,
    });
    expect(falling.status).toBe(400);
    const gap = await owner('PUT', '/ops/merchants/demo/vip', { levels: [level(1, 0), level(3, 5)], serviceUrl: null });
    expect(gap.status).toBe(400);
    const badUrl = await owner('PUT', '/ops/merchants/demo/vip', {
      levels: [level(1, 0)],
      serviceUrl: 'javascript:alert(1)',
    });
    expect(badUrl.status).toBe(400);
    const support = await operatorSession(
      t.app,
      await createOperator(t.db, { grants: [{ role: 'support', merchant: 'demo' }] }),
    );
    expect((await support('PUT', '/ops/merchants/demo/vip', { levels: [level(1, 0)], serviceUrl: null })).status).toBe(
      403,
    );
    expect((await owner('GET', '/ops/merchants/demo/vip')).body.value.levels).toHaveLength(7);
  });
});

describe('member labels', () => {
  it('are set by support for their brand, shown in member info, and audited', async () => {
    const who = await member(t.db);
    const support = await operatorSession(
      t.app,
      await createOperator(t.db, { grants: [{ role: 'support', merchant: 'demo' }] }),
    );
    const { status, body } = await support('PUT', `/ops/members/${who.account.toUpperCase()}/labels`, {
      merchant: 'demo',
      labels: ['High roller', 'VN market', 'High roller'],
    });
    expect(status).toBe(200);
    expect(body.value).toEqual({ account: who.account, labels: ['High roller', 'VN market'], rankLevel: 1 });
    expect((await info(who)).memberLabel).toEqual([{ labelName: 'High roller' }, { labelName: 'VN market' }]);
    expect((await support('PUT', `/ops/members/${who.account}/labels`, { merchant: 'beta', labels: [] })).status).toBe(
      403,
    );
    expect((await support('PUT', '/ops/members/nobody-here/labels', { merchant: 'demo', labels: [] })).status).toBe(
      404,
    );
    const bad = await support('PUT', `/ops/members/${who.account}/labels`, { merchant: 'demo', labels: ['<script>'] });
    expect(bad.status).toBe(400);
    const audit = await t.db.one<{ detail: object }>(
      "SELECT detail FROM operator_audit WHERE action = 'member.labels'",
    );
    expect(audit?.detail).toMatchObject({ before: [], after: ['High roller', 'VN market'] });
  });
});
