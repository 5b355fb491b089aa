import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { get } from '../../test/requests.ts';
import {
  balance,
  bet,
  CHECK_IN,
  claim,
  createPromotion,
  deposit,
  detail,
  FIRST_DEPOSIT,
  player,
  REBATE,
} from './test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const bonusRows = async (memberId: string) =>
  Number(
    (await t.db.one<{ n: string }>('SELECT count(*)::text AS n FROM member_bonuses WHERE member_id = $1', [memberId]))
      ?.n,
  );

const rewards = async (headers: Record<string, string>) =>
  (await get(t.app, '/wps/relay/MCS2_getRewardCenter', headers)).body.value.items as {
    promotionId: string;
    amount: number;
  }[];

describe('rebate on valid bets', () => {
  it('accrues at the rate, is claimed, then accrues again from the next bets', async () => {
    const id = await createPromotion(
      t.app,
      { ...REBATE, rateBp: 150, minClaim: 5_00 },
      { title: { EN: 'Rebate 1.5%' } },
    );
    const p = await player(t);
    expect((await detail(t.app, id, p.headers)).body.value).toMatchObject({ state: 'Process', claimable: 0 });
    await bet(t, p.member, 200_00);
    // 1.5% of 200.00 is 3.00: below the 5.00 minimum.
    expect((await detail(t.app, id, p.headers)).body.value).toMatchObject({ state: 'Process' });
    await bet(t, p.member, 300_33);
    expect((await detail(t.app, id, p.headers)).body.value).toMatchObject({ state: 'Claim', claimable: 7_50 });
    expect(await rewards(p.headers)).toContainEqual(expect.objectContaining({ promotionId: id, amount: 7_50 }));

    const before = await balance(t, p);
    const claimed = await claim(t.app, p, id);
    expect(claimed.status).toBe(200);
    expect(claimed.body.value.bonus).toMatchObject({ source: 'rebate', state: 'Claimed', amount: 7_50 });
    expect(await balance(t, p)).toBe(before + 7_50);
    expect((await detail(t.app, id, p.headers)).body.value).toMatchObject({ state: 'Claimed', claimable: 0 });
    expect((await claim(t.app, p, id)).body.code).toBe('nothing-to-claim');

    await bet(t, p.member, 400_00);
    expect((await detail(t.app, id, p.headers)).body.value).toMatchObject({ state: 'Claim', claimable: 6_00 });
  });

  it('counts only the promotion’s days', async () => {
    const id = await createPromotion(t.app, REBATE);
    const p = await player(t);
    await bet(t, p.member, 1_000_00, 5);
    expect((await detail(t.app, id, p.headers)).body.value.state).toBe('Process');
  });

  it('pays once when claimed twice at the same moment', async () => {
    const id = await createPromotion(t.app, REBATE);
    const p = await player(t);
    await bet(t, p.member, 1_000_00);
    const before = await balance(t, p);
    const answers = await Promise.all([claim(t.app, p, id), claim(t.app, p, id), claim(t.app, p, id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await balance(t, p)).toBe(before + 10_00);
    expect(await bonusRows(p.member.id)).toBe(1);
  });
});

describe('first deposit bonus', () => {
  it('is Process until the first deposit, then Claim for a share of it, then Claimed', async () => {
    const id = await createPromotion(t.app, FIRST_DEPOSIT, { turnoverMultiple: 1 });
    const p = await player(t);
    expect((await detail(t.app, id, p.headers)).body.value.state).toBe('Process');
    expect((await claim(t.app, p, id)).body.code).toBe('nothing-to-claim');
    await deposit(t, p, 250_00);
    await deposit(t, p, 900_00);
    expect((await detail(t.app, id, p.headers)).body.value).toMatchObject({ state: 'Claim', claimable: 250_00 });
    const claimed = await claim(t.app, p, id);
    expect(claimed.body.value.bonus).toMatchObject({ amount: 250_00, turnoverRequired: 250_00, state: 'Claimed' });
    expect((await detail(t.app, id, p.headers)).body.value.state).toBe('Claimed');
    expect((await claim(t.app, p, id)).body.code).toBe('nothing-to-claim');
  });

  it('is not for a member whose first deposit came before the promotion', async () => {
    const p = await player(t);
    await deposit(t, p, 300_00);
    await t.db.query(`UPDATE deposit_orders SET updated_at = now() - interval '3 days' WHERE member_id = $1`, [
      p.member.id,
    ]);
    const id = await createPromotion(t.app, FIRST_DEPOSIT);
    expect((await detail(t.app, id, p.headers)).body.value.state).toBe('Close');
  });

  it('asks for the WhatsApp ID when the promotion says so', async () => {
    const id = await createPromotion(t.app, FIRST_DEPOSIT, { contact: 'whatsapp' });
    const p = await player(t);
    await deposit(t, p, 100_00);
    expect((await claim(t.app, p, id)).body).toMatchObject({ code: 'error_whatsapp' });
    expect((await claim(t.app, p, id, '09171234567')).status).toBe(200);
  });
});

describe('daily check-in', () => {
  it('signs once a day, pays the reward of the day in the run, and counts the run', async () => {
    const id = await createPromotion(t.app, CHECK_IN);
    const p = await player(t);
    expect((await detail(t.app, id, p.headers)).body.value).toMatchObject({
      state: 'Claim',
      claimable: 1_00,
      streak: 1,
    });
    expect((await claim(t.app, p, id)).body.value.bonus.amount).toBe(1_00);
    expect((await detail(t.app, id, p.headers)).body.value).toMatchObject({ state: 'Signed', streak: 1 });
    expect((await claim(t.app, p, id)).body.code).toBe('nothing-to-claim');
    expect(await rewards(p.headers)).not.toContainEqual(expect.objectContaining({ promotionId: id }));

    // Yesterday's check-in (moved back a day) makes today the second of the run.
    const claimKey = (
      await t.db.one<{ k: string }>('SELECT claim_key AS k FROM member_bonuses WHERE member_id = $1', [p.member.id])
    )?.k;
    await t.db.query('ALTER TABLE member_bonuses DISABLE TRIGGER member_bonuses_fixed');
    await t.db.query(`UPDATE member_bonuses SET day = day - 1, claim_key = $2 WHERE member_id = $1`, [
      p.member.id,
      `${claimKey}-old`,
    ]);
    await t.db.query('ALTER TABLE member_bonuses ENABLE TRIGGER member_bonuses_fixed');
    expect((await detail(t.app, id, p.headers)).body.value).toMatchObject({
      state: 'Claim',
      claimable: 2_00,
      streak: 2,
    });
  });

  it('waits for the day’s valid bets when the promotion asks for them', async () => {
    const id = await createPromotion(t.app, { ...CHECK_IN, minValidBet: 50_00 });
    const p = await player(t);
    expect((await detail(t.app, id, p.headers)).body.value.state).toBe('Process');
    expect((await claim(t.app, p, id)).body.code).toBe('nothing-to-claim');
    await bet(t, p.member, 50_00);
    expect((await detail(t.app, id, p.headers)).body.value.state).toBe('Claim');
  });
});

describe('the reward centre and its badge', () => {
  it('lists what can be claimed now and counts it for the rewardCount badge', async () => {
    const p = await player(t);
    const before = await t.app.badges.counts(t.app.db, p.member);
    await bet(t, p.member, 500_00);
    const after = await t.app.badges.counts(t.app.db, p.member);
    expect(after.rewardCount).toBeGreaterThan(before.rewardCount ?? 0);
    const items = await rewards(p.headers);
    expect(items).toHaveLength(after.rewardCount ?? -1);
  });

  it('is for members only', async () => {
    expect((await get(t.app, '/wps/relay/MCS2_getRewardCenter')).status).toBe(401);
    expect((await get(t.app, '/wps/relay/MCS2_getBonusDetails')).status).toBe(401);
  });
});
