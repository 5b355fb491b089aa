import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/db.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { get } from '../../test/requests.ts';
import { ledgerCheck, memberBalance } from '../wallet/ledger.service.ts';
import { fund, fundVendor, PAYMENT_PASSWORD, type Player, player, post, requestId } from '../wallet/money-test-kit.ts';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await buildTestApp();
  db = t.db;
});
afterAll(async () => {
  expect(await ledgerCheck(db)).toEqual([]);
  await t.close();
});

const URL = '/wps/member/transfer/upline';
const send = (member: Player, body: object = {}) =>
  post(t.app, URL, member.auth, { amount: 1_000, paymentPassword: PAYMENT_PASSWORD, requestId: requestId(), ...body });

async function pair() {
  const agent = await player(db, { type: 1 });
  const member = await player(db, { parent: agent });
  return { agent, member };
}

describe('POST /wps/member/transfer/upline', () => {
  it("moves money from the member's main wallet to the direct upline's", async () => {
    const { agent, member } = await pair();
    await fund(db, member, 10_000);
    const { status, body } = await send(member, { amount: 2_500 });
    expect(status).toBe(200);
    expect(body.value).toEqual({ sumBalance: 7_500, upline: agent.account });
    expect(await memberBalance(db, agent.merchantId, agent.id)).toBe(2_500);
    // Each side's account record names the other.
    const mine = await get(t.app, '/wps/relay/ODSFE2_MemTransDet?type=transfer-upline', member.auth);
    expect(mine.body.value.list[0]).toMatchObject({ amount: -2_500, balanceAfter: 7_500, reference: agent.account });
    const theirs = await get(t.app, '/wps/relay/ODSFE2_MemTransDet?type=transfer-upline', agent.auth);
    expect(theirs.body.value.list[0]).toMatchObject({ amount: 2_500, balanceAfter: 2_500, reference: member.account });
  });

  it('lets an agent send to their own upline, and only to the direct one', async () => {
    const top = await player(db, { type: 1 });
    const middle = await player(db, { type: 2, parent: top });
    const leaf = await player(db, { parent: middle });
    await fund(db, middle, 5_000);
    await fund(db, leaf, 5_000);
    expect((await send(middle)).body.value.upline).toBe(top.account);
    expect((await send(leaf)).body.value.upline).toBe(middle.account);
    expect(await memberBalance(db, top.merchantId, top.id)).toBe(1_000);
    expect(await memberBalance(db, middle.merchantId, middle.id)).toBe(5_000);
  });

  it('refuses a member without an upline in the brand', async () => {
    const member = await player(db);
    await fund(db, member, 5_000);
    const { status, body } = await send(member);
    expect(status).toBe(409);
    expect(body.code).toBe('no-upline');
    // An upline in another brand cannot even be set: the database refuses it (migration 023).
    const betaAgent = await player(db, { merchant: 'beta', type: 1 });
    await expect(player(db, { parent: betaAgent })).rejects.toThrow(/another brand/);
  });

  it('checks the payment password', async () => {
    const { member } = await pair();
    await fund(db, member, 5_000);
    const wrong = await send(member, { paymentPassword: '111111' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('wrong-payment-password');
    const agent = await player(db, { type: 1 });
    const unset = await player(db, { parent: agent, paymentPassword: false });
    await fund(db, unset, 5_000);
    expect((await send(unset)).body.code).toBe('payment-password-not-set');
    expect(await memberBalance(db, member.merchantId, member.id)).toBe(5_000);
  });

  it('refuses less than the brand minimum and more than the main wallet holds', async () => {
    const { member } = await pair();
    await fund(db, member, 1_000);
    await fundVendor(db, member, 'PG', 500);
    const small = await send(member, { amount: 99 });
    expect(small.status).toBe(400);
    expect(small.body.code).toBe('amount-out-of-range');
    // The vendor wallet does not count: only the main wallet sends.
    const large = await send(member, { amount: 600 });
    expect(large.status).toBe(409);
    expect(large.body.code).toBe('insufficient-balance');
  });

  it('moves money once per requestId', async () => {
    const { agent, member } = await pair();
    await fund(db, member, 5_000);
    const id = requestId();
    expect((await send(member, { requestId: id })).body.value.sumBalance).toBe(4_000);
    const again = await send(member, { requestId: id });
    expect(again.status).toBe(200);
    expect(again.body.value.sumBalance).toBe(4_000);
    const changed = await send(member, { requestId: id, amount: 2_000 });
    expect(changed.status).toBe(409);
    expect(changed.body.code).toBe('idempotency-mismatch');
    expect(await memberBalance(db, agent.merchantId, agent.id)).toBe(1_000);
  });

  it('refuses trial accounts and bad input', async () => {
    const agent = await player(db, { type: 1 });
    const trial = await player(db, { type: 4, parent: agent });
    const refused = await send(trial);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('in_need_true_account');
    const { member } = await pair();
    for (const body of [{ amount: -5 }, { amount: 'ten' }, { paymentPassword: '' }, { requestId: 'bad id!' }]) {
      const { status, body: answer } = await send(member, body);
      expect(status).toBe(400);
      expect(answer.code).toBe('validation-failed');
    }
  });
});
