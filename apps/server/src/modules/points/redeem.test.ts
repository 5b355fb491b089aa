import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { createOperator, operatorSession } from '../../test/operators.ts';
import type { Player } from '../wallet/money-test-kit.ts';
import { addDay, balanceOf, createReward, member, memberGet, redeem, requestId, stockOf, UNIT } from './test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A member holding `points` (earned from valid bets). */
async function holder(points: number, options: Parameters<typeof member>[1] = {}) {
  const who = await member(t.db, options);
  if (points > 0) await addDay(t.db, who, { validBet: points * UNIT });
  expect(await balanceOf(t.app, who)).toBe(points);
  return who;
}

const history = async (who: Player) =>
  (await memberGet(t.app, who, '/wps/relay/MCS2_getRedeemPointList?pageSize=50')).body.value;

describe('the rewards on show', () => {
  it('lists the enabled rewards with stock, availability and their own art, hidden ones left out', async () => {
    const who = await member(t.db);
    const hidden = await createReward(t.db, { points: 5, stock: 3, enabled: false });
    const soldOut = await createReward(t.db, { points: 5, stock: 0 });
    const { status, body } = await memberGet(t.app, who, '/wps/relay/MCS2_getPointReward');
    expect(status).toBe(200);
    const ids = body.value.list.map((reward: { id: string }) => reward.id);
    expect(ids).not.toContain(hidden);
    expect(body.value.list.find((reward: { id: string }) => reward.id === soldOut)).toMatchObject({
      stock: 0,
      available: false,
      name: 'Test prize',
    });
    const seeded = body.value.list.find((reward: { name: string }) => reward.name === 'Smartphone');
    expect(seeded).toMatchObject({ kind: 'goods', points: 120_000, available: true });
    const art = await t.app.inject({ url: seeded.imageUrl, headers: { host: 'localhost' } });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    const other = await t.app.inject({ url: `/img/rewards/${soldOut}.svg`, headers: { host: 'localhost' } });
    expect(other.body).not.toBe(art.body);
    expect((await t.app.inject({ url: '/img/rewards/999999.svg' })).statusCode).toBe(404);
  });
});

describe('redeeming a reward', () => {
  it('takes stock and points at once, in process, and shows in redeem history', async () => {
    const who = await holder(30);
    const reward = await createReward(t.db, { points: 10, stock: 5 });
    const { status, body } = await redeem(t.app, who, { rewardId: reward, quantity: 2 });
    expect(status).toBe(200);
    expect(body.value.balance).toBe(10);
    expect(body.value.redemption).toMatchObject({
      rewardId: reward,
      goods: 'Test prize',
      quantity: 2,
      points: 20,
      amount: 200,
      state: 'in_process',
      receiver: '12 Rizal Avenue, Manila',
      transactionRef: null,
    });
    expect(body.value.redemption.reference).toMatch(/^P\d{6}[0-9A-F]{8}$/);
    expect(await stockOf(t.db, reward)).toBe(3);
    const list = await history(who);
    expect(list.total).toBe(1);
    expect(list.list[0].reference).toBe(body.value.redemption.reference);
    const details = (await memberGet(t.app, who, '/wps/relay/MCS2_getPointDetails?kind=redeem')).body.value.list;
    expect(details).toMatchObject([{ points: -20, balanceAfter: 10, reference: body.value.redemption.reference }]);
  });

  it('needs the payment password, and pauses after five wrong ones', async () => {
    const who = await holder(10);
    const reward = await createReward(t.db, { points: 1, stock: 10 });
    for (let i = 0; i < 5; i++) {
      const wrong = await redeem(t.app, who, { rewardId: reward, paymentPassword: '000000' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.code).toBe('wrong-payment-password');
    }
    const paused = await redeem(t.app, who, { rewardId: reward });
    expect(paused.status).toBe(429);
    expect(await stockOf(t.db, reward)).toBe(10);
    const plain = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
      headers: { ...who.auth, host: 'localhost' },
      payload: {
        rewardId: reward,
        quantity: 1,
        receiver: 'Somewhere 1',
        paymentPassword: '246810',
        requestId: requestId(),
      },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().code).toBe('encryption-required');
  });

  it('asks a mobile number for cash rewards and refuses what it cannot give', async () => {
    const who = await holder(10);
    const cash = await createReward(t.db, { points: 5, stock: 10, kind: 'cash' });
    const address = await redeem(t.app, who, { rewardId: cash, receiver: 'Blk 4 Lot 2, Quezon City' });
    expect(address.status).toBe(400);
    expect(address.body.value.fields).toMatchObject([{ field: 'receiver', key: 'invalid-phone-number' }]);
    expect((await redeem(t.app, who, { rewardId: cash, receiver: '+63 917 123 4567' })).status).toBe(200);

    const dear = await createReward(t.db, { points: 50, stock: 10 });
    const poor = await redeem(t.app, who, { rewardId: dear });
    expect(poor.status).toBe(409);
    expect(poor.body.code).toBe('insufficient-points');
    expect(await stockOf(t.db, dear)).toBe(10);

    const hidden = await createReward(t.db, { points: 1, stock: 10, enabled: false });
    expect((await redeem(t.app, who, { rewardId: hidden })).status).toBe(404);
    const otherBrand = await createReward(t.db, { points: 1, stock: 10, merchant: 'beta' });
    expect((await redeem(t.app, who, { rewardId: otherBrand })).status).toBe(404);
    const over = await redeem(t.app, who, { rewardId: cash, receiver: '09171234567', quantity: 100 });
    expect(over.status).toBe(400);
    const ended = await createReward(t.db, { points: 1, stock: 10 });
    await t.db.query("UPDATE point_rewards SET ends_at = now() - interval '1 minute' WHERE id = $1", [ended]);
    const late = await redeem(t.app, who, { rewardId: ended });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('reward-unavailable');
    expect(await balanceOf(t.app, who)).toBe(5);
  });

  it('gives the last item to one of two sessions redeeming it at once; stock never goes below zero', async () => {
    const reward = await createReward(t.db, { points: 5, stock: 1 });
    const first = await holder(5);
    const second = await holder(5);
    const answers = await Promise.all([
      redeem(t.app, first, { rewardId: reward }),
      redeem(t.app, second, { rewardId: reward }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.code).toBe('out-of-stock');
    expect(await stockOf(t.db, reward)).toBe(0);
    const balances = [await balanceOf(t.app, first), await balanceOf(t.app, second)].sort();
    expect(balances).toEqual([0, 5]);
    // The database itself refuses negative stock, whoever writes.
    await expect(t.app.db.query('UPDATE point_rewards SET stock = stock - 1 WHERE id = $1', [reward])).rejects.toThrow(
      /point_rewards_stock_not_negative/,
    );
  });

  it('spends once per requestId, even sent twice at once; the same id for something else is refused', async () => {
    const who = await holder(20);
    const reward = await createReward(t.db, { points: 5, stock: 10 });
    const id = requestId();
    const both = await Promise.all([
      redeem(t.app, who, { rewardId: reward, requestId: id }),
      redeem(t.app, who, { rewardId: reward, requestId: id }),
    ]);
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    expect(both[0]?.body.value.redemption.reference).toBe(both[1]?.body.value.redemption.reference);
    expect(await stockOf(t.db, reward)).toBe(9);
    expect(await balanceOf(t.app, who)).toBe(15);
    const other = await redeem(t.app, who, { rewardId: reward, requestId: id, quantity: 2 });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('idempotency-mismatch');
  });
});

describe("the operator's review", () => {
  it('approves with a reference, or rejects: stock and points come back once', async () => {
    const op = await operatorSession(
      t.app,
      await createOperator(t.db, { grants: [{ role: 'finance', merchant: 'demo' }] }),
    );
    const who = await holder(30);
    const reward = await createReward(t.db, { points: 10, stock: 5 });
    const approved = (await redeem(t.app, who, { rewardId: reward })).body.value.redemption;
    const rejected = (await redeem(t.app, who, { rewardId: reward, quantity: 2 })).body.value.redemption;
    expect(await balanceOf(t.app, who)).toBe(0);
    expect(await stockOf(t.db, reward)).toBe(2);

    const desk = await op('GET', '/ops/point-redemptions?merchant=demo&state=in_process&pageSize=100');
    expect(desk.status).toBe(200);
    const idOf = (reference: string) =>
      desk.body.value.list.find((row: { reference: string }) => row.reference === reference)?.id as string;
    expect(
      desk.body.value.list.find((row: { reference: string }) => row.reference === approved.reference),
    ).toMatchObject({ account: who.account, merchantCode: 'demo', state: 'in_process' });

    const ok = await op('POST', `/ops/point-redemptions/${idOf(approved.reference)}/approve`, {
      transactionRef: 'LBC-123456',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.value).toMatchObject({ state: 'approved', transactionRef: 'LBC-123456' });
    const no = await op('POST', `/ops/point-redemptions/${idOf(rejected.reference)}/reject`, { remark: 'Out of area' });
    expect(no.body.value).toMatchObject({ state: 'rejected', remark: 'Out of area' });
    const again = await op('POST', `/ops/point-redemptions/${idOf(rejected.reference)}/reject`, { remark: 'Twice' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('invalid-state');

    expect(await stockOf(t.db, reward)).toBe(4);
    expect(await balanceOf(t.app, who)).toBe(20);
    const states = (await history(who)).list.map((row: { reference: string; state: string }) => [
      row.reference,
      row.state,
    ]);
    expect(states).toEqual(
      expect.arrayContaining([
        [approved.reference, 'approved'],
        [rejected.reference, 'rejected'],
      ]),
    );
    const audit = await t.db.query<{ action: string }>(
      "SELECT action FROM operator_audit WHERE action LIKE 'points.redemption.%' AND operator_id IS NOT NULL ORDER BY id",
    );
    expect(audit.map((row) => row.action)).toEqual(['points.redemption.approve', 'points.redemption.reject']);
  });

  it("does not reach another brand's redemptions, nor decide without the permission", async () => {
    const who = await holder(10);
    const reward = await createReward(t.db, { points: 10, stock: 5 });
    await redeem(t.app, who, { rewardId: reward });
    const row = await t.db.one<{ id: string }>('SELECT id::text AS id FROM point_redemptions WHERE member_id = $1', [
      who.id,
    ]);
    const beta = await operatorSession(
      t.app,
      await createOperator(t.db, { grants: [{ role: 'finance', merchant: 'beta' }] }),
    );
    expect((await beta('POST', `/ops/point-redemptions/${row?.id}/approve`, {})).status).toBe(404);
    expect((await beta('GET', '/ops/point-redemptions?merchant=demo')).status).toBe(403);
    const content = await operatorSession(
      t.app,
      await createOperator(t.db, { grants: [{ role: 'content', merchant: 'demo' }] }),
    );
    expect((await content('POST', `/ops/point-redemptions/${row?.id}/reject`, { remark: 'No' })).status).toBe(403);
  });
});
