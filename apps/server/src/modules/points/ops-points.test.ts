import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { createOperator, type OpsCaller, operatorSession } from '../../test/operators.ts';
import { get } from '../../test/requests.ts';
import { addDay, balanceOf, member, memberGet, redeem } from './test-kit.ts';

let t: TestApp;
let owner: OpsCaller;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await operatorSession(t.app, await createOperator(t.db));
});
afterAll(() => t.close());

const role = async (name: 'content' | 'finance' | 'support' | 'auditor', merchant = 'demo') =>
  operatorSession(t.app, await createOperator(t.db, { grants: [{ role: name, merchant }] }));

const auditActions = async (action: string) =>
  (
    await t.db.query<{ detail: Record<string, unknown> }>('SELECT detail FROM operator_audit WHERE action = $1', [
      action,
    ])
  ).map((row) => row.detail);

const prize = {
  kind: 'goods',
  name: { EN: 'Beach towel', CN: '沙滩巾' },
  description: { EN: 'Big and soft.' },
  points: 700,
  amount: 300_00,
  enabled: true,
  startsAt: null,
  endsAt: null,
  art: 'bag',
  sort: 5,
  stock: 4,
};

describe('the point rule and rules text', () => {
  it('reads and changes the rule (money settings), and members earn by the new one', async () => {
    const before = await owner('GET', '/ops/merchants/beta/points');
    expect(before.body.value.config).toEqual({ pointsRatio: 1, pointsRequired: 100, amountRequired: 2_000_00 });
    const changed = await owner('PUT', '/ops/merchants/beta/points/config', {
      pointsRatio: 2,
      pointsRequired: 50,
      amountRequired: 1_000_00,
    });
    expect(changed.status).toBe(200);
    const who = await member(t.db, { merchant: 'beta' });
    await addDay(t.db, who, { validBet: 5_000_00 });
    expect(await balanceOf(t.app, who)).toBe(5);
    expect(await auditActions('points.config')).toMatchObject([
      { merchant: 'beta', after: { pointsRatio: 2, pointsRequired: 50, amountRequired: 1_000_00 } },
    ]);
    const content = await role('content');
    expect((await content('PUT', '/ops/merchants/demo/points/config', changed.body.value)).status).toBe(403);
    const bad = await owner('PUT', '/ops/merchants/beta/points/config', {
      pointsRatio: 0,
      pointsRequired: 1,
      amountRequired: 1,
    });
    expect(bad.status).toBe(400);
  });

  it('replaces the rules text per language (content), empty texts falling back to English', async () => {
    const content = await role('content');
    const { status, body } = await content('PUT', '/ops/merchants/demo/points/rules', {
      rules: { EN: '<p>New rules</p>', VI: '  ', CN: '<p>新规则</p>' },
    });
    expect(status).toBe(200);
    expect(body.value.rules).toEqual({ EN: '<p>New rules</p>', CN: '<p>新规则</p>' });
    const who = await member(t.db);
    const vi = await get(t.app, '/wps/relay/MCS2_getPointConfig', { ...who.auth, 'x-lang': 'VI' });
    expect(vi.body.value.rules).toBe('<p>New rules</p>');
    expect((await content('PUT', '/ops/merchants/beta/points/rules', { rules: {} })).status).toBe(403);
  });
});

describe('rewards and stock', () => {
  it('adds, changes and hides a reward, with its art, all audited', async () => {
    const content = await role('content');
    const made = await content('POST', '/ops/merchants/demo/point-rewards', prize);
    expect(made.status).toBe(200);
    expect(made.body.value).toMatchObject({ merchantCode: 'demo', stock: 4, art: 'bag', name: prize.name });
    const id = made.body.value.id as string;
    const who = await member(t.db);
    const shown = (await memberGet(t.app, who, '/wps/relay/MCS2_getPointReward')).body.value.list;
    expect(shown.find((reward: { id: string }) => reward.id === id)).toMatchObject({
      name: 'Beach towel',
      available: true,
    });

    const hidden = await content('PATCH', `/ops/point-rewards/${id}`, { enabled: false, points: 800 });
    expect(hidden.body.value).toMatchObject({ enabled: false, points: 800, stock: 4, name: prize.name });
    const after = (await memberGet(t.app, who, '/wps/relay/MCS2_getPointReward')).body.value.list;
    expect(after.some((reward: { id: string }) => reward.id === id)).toBe(false);
    const list = await content('GET', '/ops/merchants/demo/point-rewards');
    expect(list.body.value.list.find((reward: { id: string }) => reward.id === id)).toMatchObject({ enabled: false });

    const dates = await content('PATCH', `/ops/point-rewards/${id}`, {
      startsAt: '2030-01-02T00:00:00.000Z',
      endsAt: '2030-01-01T00:00:00.000Z',
    });
    expect(dates.status).toBe(400);
    const noEnglish = await content('POST', '/ops/merchants/demo/point-rewards', {
      ...prize,
      name: { CN: '只有中文' },
    });
    expect(noEnglish.status).toBe(400);
    expect((await auditActions('points.reward.create')).length).toBe(1);
    expect((await auditActions('points.reward.update')).length).toBe(1);
  });

  it('adjusts stock relative to what is left, never below zero', async () => {
    const id = (await owner('POST', '/ops/merchants/demo/point-rewards', { ...prize, stock: 2, points: 1 })).body.value
      .id as string;
    const who = await member(t.db);
    await addDay(t.db, who, { validBet: 10_00 });
    expect((await redeem(t.app, who, { rewardId: id })).status).toBe(200);
    const added = await owner('POST', `/ops/point-rewards/${id}/stock`, { change: 10, reason: 'Delivery arrived' });
    expect(added.body.value.stock).toBe(11);
    const tooMany = await owner('POST', `/ops/point-rewards/${id}/stock`, { change: -12, reason: 'Count' });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.code).toBe('out-of-stock');
    expect(
      (await owner('POST', `/ops/point-rewards/${id}/stock`, { change: -11, reason: 'Damaged' })).body.value.stock,
    ).toBe(0);
    expect(await auditActions('points.reward.stock')).toMatchObject([
      { change: 10, stock: 11, reason: 'Delivery arrived' },
      { change: -11, stock: 0, reason: 'Damaged' },
    ]);
    const beta = await role('content', 'beta');
    expect((await beta('POST', `/ops/point-rewards/${id}/stock`, { change: 1, reason: 'x' })).status).toBe(404);
    const auditor = await role('auditor');
    expect((await auditor('GET', '/ops/merchants/demo/point-rewards')).status).toBe(200);
    expect((await auditor('POST', `/ops/point-rewards/${id}/stock`, { change: 1, reason: 'x' })).status).toBe(403);
  });
});
