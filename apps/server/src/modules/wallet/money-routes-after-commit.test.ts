import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { refusingApp, refusingEachConnection } from '../../test/refusing-pool.ts';
import { get, send } from '../../test/requests.ts';
import { sealTo } from '../../test/seal.ts';
import { pointsRepo } from '../points/points.repo.ts';
import { addDay, UNIT } from '../points/test-kit.ts';
import { CHECK_IN, createPromotion } from '../promotions/test-kit.ts';
import { accountBalance, accountFor, ledgerCheck } from './ledger.service.ts';
import { fund, PAYMENT_PASSWORD, type Player, player, post, requestId } from './money-test-kit.ts';

/**
 * Issue 35, hole 5, beyond the wallet page (answer-after-commit.test.ts): every other member
 * route that moves money, each connection its request asks for refused in turn. A 503 moved
 * nothing; a 200 moved the money and answers what the books hold after it.
 */
let t: TestApp;
let refusing: Awaited<ReturnType<typeof refusingApp>>;
beforeAll(async () => {
  t = await buildTestApp();
  refusing = await refusingApp(t);
});
afterAll(async () => {
  await refusing?.close();
  expect(await ledgerCheck(t.db)).toEqual([]);
  await t.close();
});

type Answer = { status: number; body: { code: string; value: Record<string, unknown> } };
const mainOf = async (who: Player) => accountBalance(t.db, await accountFor(t.db, who.merchantId, who.id));

/** One member and the request of theirs that moves money. */
type Scene = { who: Player; call: () => Promise<Answer> };

/**
 * Replays a scene's request with each connection refused in turn: the member's main wallet moves
 * exactly when the answer is 200. A twin scene is played first, unrefused, to warm the caches.
 */
async function replay(
  scene: () => Promise<Scene>,
  answered: (value: Record<string, unknown>, main: number, who: Player) => Promise<void>,
) {
  expect((await (await scene()).call()).status).toBe(200);
  let current = await scene();
  let unavailable = 0;
  await refusingEachConnection(
    refusing.pool,
    async () => ({ who: current.who, before: await mainOf(current.who), ...(await current.call()) }),
    async ({ who, before, status, body }) => {
      const after = await mainOf(who);
      if (status === 503) {
        unavailable += 1;
        expect({ code: body.code, main: after }).toEqual({ code: 'service-unavailable', main: before });
        return;
      }
      expect(status).toBe(200);
      expect(after).not.toBe(before);
      await answered(body.value, after, who);
      // A try that went through before the last point (the process's own work took the refused
      // connection): the member's money moved, so the next tries play a scene of their own.
      current = await scene();
    },
  );
  expect(unavailable).toBeGreaterThan(0);
}

describe('a connection refused at any point of a money route', () => {
  it('agent to downline answers the balance after, or 503 with nothing moved', async () => {
    const scene = async () => {
      const agent = await player(t.db, { type: 1 });
      const sub = await player(t.db, { type: 2, parent: agent });
      await fund(t.db, agent, 100_000);
      const body = () => ({
        account: sub.account,
        amount: 1_000,
        paymentPassword: PAYMENT_PASSWORD,
        requestId: requestId(),
      });
      return { who: agent, call: () => post(refusing.app, '/wps/agent/transfer/downline', agent.auth, body()) };
    };
    await replay(scene, async (value, main) => expect(value.sumBalance).toBe(main));
  });

  it('member to upline answers the balance after, or 503 with nothing moved', async () => {
    const scene = async () => {
      const member = await player(t.db, { parent: await player(t.db, { type: 1 }) });
      await fund(t.db, member, 100_000);
      const body = () => ({ amount: 1_000, paymentPassword: PAYMENT_PASSWORD, requestId: requestId() });
      return { who: member, call: () => post(refusing.app, '/wps/member/transfer/upline', member.auth, body()) };
    };
    await replay(scene, async (value, main) => expect(value.sumBalance).toBe(main));
  });

  it('points conversion answers both balances after, or 503 with nothing moved', async () => {
    // Sealed before the request, as a browser that loaded the page holds the server's key.
    const key = (await get(t.app, '/wps/system/publicKey')).body.value;
    const scene = async () => {
      const who = await player(t.db);
      await addDay(t.db, who, { validBet: 1_000 * UNIT });
      const payload = () => ({ points: 100, paymentPassword: PAYMENT_PASSWORD, requestId: requestId() });
      const url = '/wps/relay/passwordCheck/MCS2_convertPoint';
      const call = () =>
        send(refusing.app, { method: 'POST', url, headers: who.auth, payload: { sealed: sealTo(key, payload()) } });
      return { who, call };
    };
    // The points balance as the books hold it: a connection the process takes for its own work (the
    // kv's sweep) may be the refused one, and then a try goes through and an earlier conversion stands.
    await replay(scene, async (value, main, who) => {
      const { balance } = await pointsRepo(t.db).balance(who.id);
      expect(value).toMatchObject({ points: 100, amount: 1_00, balance, sumBalance: main });
    });
  });

  it('a promotion claim answers the bonus paid, or 503 with nothing paid', async () => {
    const promotionId = await createPromotion(t.app, CHECK_IN);
    const scene = async () => {
      const who = await player(t.db);
      return { who, call: () => post(refusing.app, '/wps/relay/MCS2_claimPromotion', who.auth, { promotionId }) };
    };
    await replay(scene, async (value, main) => expect(value.bonus).toMatchObject({ source: 'check-in', amount: main }));
  });

  it('the invite page pays what invitees earned and shows it, or answers 503 with nothing paid', async () => {
    const scene = async () => {
      const inviter = await player(t.db);
      const invitee = await player(t.db);
      await t.db.query('UPDATE members SET referrer_id = $2 WHERE id = $1', [invitee.id, inviter.id]);
      await addDay(t.db, invitee, { deposit: 200_00 });
      return {
        who: inviter,
        call: () => send(refusing.app, { method: 'GET', url: '/wps/member/referral', headers: inviter.auth }),
      };
    };
    await t.db.query(
      `INSERT INTO referral_rules (merchant_id, enabled, bonus_amount, min_deposit)
       SELECT id, true, 5000, 10000 FROM merchants WHERE code = 'demo'
       ON CONFLICT (merchant_id) DO UPDATE SET enabled = true, bonus_amount = 5000, min_deposit = 10000`,
    );
    await replay(scene, async (value, main) => {
      expect(main).toBe(50_00);
      expect(value.totals).toMatchObject({ invited: 1, rewarded: 1, earned: 50_00 });
    });
  });
});
