import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../../platform/jobs/job-queue.ts';
import { manualClock, recordingLog } from '../../platform/jobs/test-kit.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { bearerHeader, createMember, fieldsOf, tokenFor } from '../../test/members.ts';
import { createOperator, type OpsCaller, operatorSession } from '../../test/operators.ts';
import { registrationKit } from '../../test/registration.ts';
import { get, send } from '../../test/requests.ts';
import { orderId } from '../deposits/test-kit.ts';
import { member, memberGet, requestId } from '../points/test-kit.ts';
import { ledgerCheck } from '../wallet/ledger.service.ts';
import type { Player } from '../wallet/money-test-kit.ts';
import { registerReferralJob } from './referral.service.ts';

let t: TestApp;
let owner: OpsCaller;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await operatorSession(t.app, await createOperator(t.db));
  await setRule('captcha', false);
});
afterAll(async () => {
  expect(await ledgerCheck(t.db)).toEqual([]);
  await t.close();
});

const { setRule, valid, register, memberRow } = registrationKit(() => t);

const invitePage = async (who: Player, query = '') =>
  (await memberGet(t.app, who, `/wps/member/referral${query}`)).body.value;

/** Registers through the invite link's code, as the web's register form sends it; answers the new member's session header. */
async function joinWith(code: string) {
  const payload = valid({ referralCode: code });
  const { status, body } = await register(payload);
  expect(status).toBe(200);
  return { account: payload.username, auth: bearerHeader(body.value.token) };
}

/** A bank deposit by the member, confirmed by the money desk (the ledger credits it once). */
async function deposit(auth: Record<string, string>, amount: number) {
  const order = await send(t.app, {
    method: 'POST',
    url: '/wps/member/deposits',
    headers: auth,
    payload: { channelCode: 'BANK', amount, requestId: requestId() },
  });
  expect(order.status).toBe(200);
  const approved = await owner('POST', `/ops/deposits/${await orderId(t, order.body.value.reference)}/approve`, {});
  expect(approved.status).toBe(200);
}

const sumBalance = async (who: Player) =>
  (await memberGet(t.app, who, '/wps/v2/wallets/balance')).body.value.sumBalance as number;

describe('invite code and link', () => {
  it('gives every member a code and a link to the register page on the host they came by', async () => {
    const who = await member(t.db);
    expect(
      (await t.db.one<{ code: string | null }>('SELECT referral_code AS code FROM members WHERE id = $1', [who.id]))
        ?.code,
    ).toBeNull();
    const value = await invitePage(who);
    expect(value.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(value.link).toBe(`http://localhost:8080/register?referralCode=${value.code}`);
    expect(value).toMatchObject({
      rule: { enabled: true, bonusAmount: 100_00, minDeposit: 500_00 },
      totals: { invited: 0, rewarded: 0, earned: 0 },
      list: [],
    });
    expect((await invitePage(who)).code).toBe(value.code);
    const demo = await t.db.one<{ code: string }>("SELECT referral_code AS code FROM members WHERE account = 'demo'");
    expect(demo?.code).toBe('DEMO');
  });

  it('is not for trial accounts', async () => {
    const trial = await createMember(t.db, { type: 4 });
    const { status } = await get(t.app, '/wps/member/referral', bearerHeader(await tokenFor(t.db, trial)));
    expect(status).toBe(403);
  });
});

describe('referral attribution and its reward', () => {
  it('attributes a member registered with the code, lists them, and pays the inviter once their deposits reach the minimum', async () => {
    const inviter = await member(t.db);
    const { code } = await invitePage(inviter);
    const bad = await register(valid({ referralCode: 'NOBODY99' }));
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body).referralCode).toMatchObject({ key: 'invalid-invitation-code' });

    const friend = await joinWith(code.toLowerCase());
    const row = await memberRow(friend.account);
    expect(String(row?.referrer_id)).toBe(inviter.id);
    expect(row?.parent_id).toBeNull();
    let page = await invitePage(inviter);
    expect(page.totals).toEqual({ invited: 1, rewarded: 0, earned: 0 });
    expect(page.list).toMatchObject([{ reward: null, rewardedAt: null }]);
    expect(page.list[0].account).toMatch(/^\S{2}\*\*\*\S$/);

    // 300.00 is under the 500.00 minimum; another 300.00 reaches it.
    await deposit(friend.auth, 300_00);
    expect((await invitePage(inviter)).totals.rewarded).toBe(0);
    await deposit(friend.auth, 300_00);
    const clock = manualClock(new Date().toISOString());
    const queue = new JobQueue(t.app.db, { log: recordingLog(), now: clock.now });
    registerReferralJob(queue);
    const reads = Array.from({ length: 4 }, () => invitePage(inviter));
    await Promise.all([queue.runDue(), ...reads]);
    clock.advance(60_000);
    await queue.runDue();
    page = await invitePage(inviter);
    expect(page.totals).toEqual({ invited: 1, rewarded: 1, earned: 100_00 });
    expect(page.list[0]).toMatchObject({ reward: 100_00 });
    expect(await sumBalance(inviter)).toBe(100_00);
    const record = (await memberGet(t.app, inviter, '/wps/relay/ODSFE2_MemTransDet?type=bonus')).body.value.list;
    expect(record).toHaveLength(1);
    expect(record[0]).toMatchObject({ amount: 100_00 });
    expect(record[0].remark).toMatch(/^Referral bonus: /);

    // More deposits earn nothing more: one reward per invitee.
    await deposit(friend.auth, 1_000_00);
    await invitePage(inviter);
    expect(await sumBalance(inviter)).toBe(100_00);
  });

  it('pays by the rule the operator sets, and nothing while it is off', async () => {
    const inviter = await member(t.db);
    const { code } = await invitePage(inviter);
    const off = await owner('PUT', '/ops/merchants/demo/referral', {
      enabled: false,
      bonusAmount: 100_00,
      minDeposit: 500_00,
    });
    expect(off.status).toBe(200);
    const friend = await joinWith(code);
    await deposit(friend.auth, 600_00);
    expect((await invitePage(inviter)).totals.rewarded).toBe(0);
    await owner('PUT', '/ops/merchants/demo/referral', { enabled: true, bonusAmount: 250_00, minDeposit: 600_00 });
    expect((await invitePage(inviter)).totals).toEqual({ invited: 1, rewarded: 1, earned: 250_00 });
    expect(await sumBalance(inviter)).toBe(250_00);
    expect((await owner('GET', '/ops/merchants/demo/referral')).body.value).toEqual({
      enabled: true,
      bonusAmount: 250_00,
      minDeposit: 600_00,
    });
    const audit = await t.db.query("SELECT 1 FROM operator_audit WHERE action = 'referral.rule'");
    expect(audit).toHaveLength(2);
    const content = await operatorSession(
      t.app,
      await createOperator(t.db, { grants: [{ role: 'content', merchant: 'demo' }] }),
    );
    expect(
      (await content('PUT', '/ops/merchants/demo/referral', { enabled: true, bonusAmount: 1, minDeposit: 1 })).status,
    ).toBe(403);
  });
});
