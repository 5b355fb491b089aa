import { AGENT_TYPES } from '@arcadia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/db.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { get } from '../../test/requests.ts';
import { ledgerCheck, memberBalance } from '../wallet/ledger.service.ts';
import { fund, PAYMENT_PASSWORD, type Player, player, post, requestId } from '../wallet/money-test-kit.ts';

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

const URL = '/wps/agent/transfer/downline';
const send = (agent: Player, account: string, body: object = {}) =>
  post(t.app, URL, agent.auth, {
    account,
    amount: 1_000,
    paymentPassword: PAYMENT_PASSWORD,
    requestId: requestId(),
    ...body,
  });
const balanceOf = (member: Player) => memberBalance(db, member.merchantId, member.id);

/** agent → sub-agent → member → grandchild, plus a sibling agent with its own member. */
async function tree() {
  const agent = await player(db, { type: 1 });
  const sub = await player(db, { type: 2, parent: agent });
  const member = await player(db, { parent: sub });
  const grandchild = await player(db, { parent: member });
  const sibling = await player(db, { type: 1 });
  const cousin = await player(db, { parent: sibling });
  await fund(db, agent, 100_000);
  return { agent, sub, member, grandchild, sibling, cousin };
}

describe('POST /wps/agent/transfer/downline', () => {
  it('sends to a member at any depth below the agent, by account name in any case', async () => {
    const { agent, sub, grandchild } = await tree();
    const direct = await send(agent, sub.account, { amount: 3_000 });
    expect(direct.status).toBe(200);
    expect(direct.body.value).toEqual({ sumBalance: 97_000, account: sub.account });
    const deep = await send(agent, grandchild.account.toUpperCase(), { amount: 2_000 });
    expect(deep.body.value).toEqual({ sumBalance: 95_000, account: grandchild.account });
    expect(await balanceOf(sub)).toBe(3_000);
    expect(await balanceOf(grandchild)).toBe(2_000);
    const theirs = await get(t.app, '/wps/relay/ODSFE2_MemTransDet', grandchild.auth);
    expect(theirs.body.value.list[0]).toMatchObject({
      type: 'transfer-downline',
      amount: 2_000,
      reference: agent.account,
    });
    const mine = await get(t.app, '/wps/relay/ODSFE2_MemTransDet?type=transfer-downline', agent.auth);
    expect(mine.body.value.list.map((row: { reference: string }) => row.reference)).toEqual([
      grandchild.account,
      sub.account,
    ]);
  });

  it('lets every agent type send; a sub-agent sends to its own downline only', async () => {
    for (const type of AGENT_TYPES) {
      const agent = await player(db, { type });
      const member = await player(db, { parent: agent });
      await fund(db, agent, 1_000);
      expect((await send(agent, member.account)).status).toBe(200);
    }
    const { agent, sub, member } = await tree();
    await fund(db, sub, 5_000);
    expect((await send(sub, member.account)).status).toBe(200);
    expect((await send(sub, agent.account)).body.code).toBe('not-in-downline');
  });

  it('answers not-in-downline alike for outsiders, uplines, the agent itself and unknown accounts', async () => {
    const { agent, sub, cousin, sibling } = await tree();
    const beta = await player(db, { merchant: 'beta' });
    for (const account of [cousin.account, sibling.account, agent.account, 'no-such-account', beta.account]) {
      const { status, body } = await send(agent, account);
      expect(status).toBe(403);
      expect(body.code).toBe('not-in-downline');
    }
    expect((await send(sub, agent.account)).body.code).toBe('not-in-downline');
    expect(await balanceOf(agent)).toBe(100_000);
  });

  it('refuses members who are not agents, and trial accounts', async () => {
    const member = await player(db);
    const child = await player(db, { parent: member });
    await fund(db, member, 5_000);
    const { status, body } = await send(member, child.account);
    expect(status).toBe(403);
    expect(body.code).toBe('agent-only');
    const trial = await player(db, { type: 4 });
    expect((await send(trial, child.account)).body.code).toBe('in_need_true_account');
  });

  it('checks the payment password, the minimum and the balance', async () => {
    const { agent, member } = await tree();
    expect((await send(agent, member.account, { paymentPassword: '000000' })).body.code).toBe('wrong-payment-password');
    const small = await send(agent, member.account, { amount: 50 });
    expect(small.status).toBe(400);
    expect(small.body.code).toBe('amount-out-of-range');
    const large = await send(agent, member.account, { amount: 100_001 });
    expect(large.status).toBe(409);
    expect(large.body.code).toBe('insufficient-balance');
    expect(await balanceOf(member)).toBe(0);
  });

  it('moves money once per requestId', async () => {
    const { agent, member } = await tree();
    const id = requestId();
    await send(agent, member.account, { requestId: id });
    const again = await send(agent, member.account, { requestId: id });
    expect(again.status).toBe(200);
    expect(again.body.value.sumBalance).toBe(99_000);
    expect((await send(agent, member.account, { requestId: id, amount: 1_001 })).body.code).toBe(
      'idempotency-mismatch',
    );
    expect(await balanceOf(member)).toBe(1_000);
  });

  it('refuses bad input', async () => {
    const { agent } = await tree();
    for (const body of [{ account: '' }, { account: 'x'.repeat(65) }, { amount: 0 }, { requestId: '' }]) {
      const { status, body: answer } = await post(t.app, URL, agent.auth, {
        account: 'someone',
        amount: 1_000,
        paymentPassword: PAYMENT_PASSWORD,
        requestId: requestId(),
        ...body,
      });
      expect(status).toBe(400);
      expect(answer.code).toBe('validation-failed');
    }
  });
});
