import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors.ts';
import { vendorSecret } from '../../vendors/secrets.ts';
import { ledgerCheck } from '../../wallet/ledger.service.ts';
import { seamlessClient } from '../seamless-client.ts';
import { deal } from './deal.service.ts';
import { handsRepo } from './hands.repo.ts';
import { recoverHands } from './recovery.ts';
import { type BaccaratDeps, seatOf } from './session.service.ts';
import { startTable } from './test-kit.ts';

/**
 * A wallet that does not answer: the table's own services with a seamless client
 * whose transport loses chosen calls — after the wallet applied them, or before.
 */

let t: Awaited<ReturnType<typeof startTable>>;
beforeAll(async () => {
  t = await startTable();
});
afterEach(async () => {
  expect(await ledgerCheck(t.db)).toEqual([]);
});
afterAll(() => t.close());

type Fault = 'answer-lost' | 'down';
function depsWith(faults: Record<string, Fault> = {}): BaccaratDeps {
  const lossy: typeof fetch = async (input, init) => {
    const path = new URL(String(input)).pathname.split('/').pop() ?? '';
    const fault = faults[path];
    if (fault === 'down') throw new TypeError('connect ECONNREFUSED');
    const response = await fetch(input, init);
    if (fault === 'answer-lost') throw new TypeError('socket hang up');
    return response;
  };
  return {
    db: t.db,
    wallet: async (vendor) =>
      seamlessClient({
        baseUrl: t.server.baseUrl,
        vendor,
        secret: (await vendorSecret(t.db, vendor)) as string,
        fetch: lossy,
        retries: 1,
        backoffMs: 1,
      }),
  };
}

const codeOf = (work: Promise<unknown>) =>
  work.then(
    () => 'ok',
    (error) => (error instanceof AppError ? error.code : String(error)),
  );
const handOf = (roundPrefix: string) =>
  t.db.one<{ status: string; error: string | null; roundId: string }>(
    `SELECT status, error, round_id AS "roundId" FROM house_baccarat_hands WHERE request_id = $1`,
    [roundPrefix],
  );
const recordOf = (roundId: string) =>
  t.db.one<{ state: string; payout: string }>('SELECT state, payout::text FROM bet_records WHERE round_id = $1', [
    roundId,
  ]);

async function seated(amount: number) {
  const member = await t.player(amount);
  const { session, state } = await t.sit(member);
  return { member, seat: await seatOf(t.db, session), session, state };
}

describe('a bet whose answer is lost', () => {
  it('is rolled back: the stake comes back and no card is used', async () => {
    const { member, seat, session, state } = await seated(10_000);
    const requestId = t.requestId();
    const code = await codeOf(
      deal(depsWith({ bet: 'answer-lost' }), seat, { requestId, bets: { player: 2000 } }, 'EN'),
    );
    expect(code).toBe('game-maintenance');
    const hand = await handOf(requestId);
    expect(hand?.status).toBe('rolled-back');
    expect(await recordOf(hand?.roundId as string)).toMatchObject({ state: 'refunded' });
    expect(await t.balance(member)).toBe(10_000);
    expect((await t.call('GET', '/house/baccarat/state', { session })).body.value.shoe).toEqual(state.shoe);
  });

  it('that never reached the wallet ends the same way (the rollback answers bet-not-found)', async () => {
    const { member, seat } = await seated(10_000);
    const requestId = t.requestId();
    expect(await codeOf(deal(depsWith({ bet: 'down' }), seat, { requestId, bets: { banker: 2000 } }, 'EN'))).toBe(
      'game-maintenance',
    );
    expect(await handOf(requestId)).toMatchObject({ status: 'rolled-back', error: 'bet-not-found' });
    expect(await t.balance(member)).toBe(10_000);
  });

  it('with the rollback lost too, is refunded by the sweeper later', async () => {
    const { member, seat } = await seated(10_000);
    const requestId = t.requestId();
    await codeOf(
      deal(depsWith({ bet: 'answer-lost', rollback: 'down' }), seat, { requestId, bets: { tie: 1000 } }, 'EN'),
    );
    expect(await handOf(requestId)).toMatchObject({ status: 'rolling-back', error: 'wallet-unreachable' });
    expect(await t.balance(member)).toBe(9000);
    await recoverHands(depsWith(), { bettingSeconds: 0, dealtSeconds: 0 });
    expect((await handOf(requestId))?.status).toBe('rolled-back');
    expect(await t.balance(member)).toBe(10_000);
    // A second sweep finds nothing to do and moves nothing.
    await recoverHands(depsWith(), { bettingSeconds: 0, dealtSeconds: 0 });
    expect(await t.balance(member)).toBe(10_000);
  });
});

describe('a payout whose answer is lost', () => {
  it('shows the hand as unsettled and is paid exactly once by the sweeper', async () => {
    const { member, seat } = await seated(10_000);
    const requestId = t.requestId();
    const bets = { player: 1000, banker: 1000, tie: 100 };
    const { hand } = await deal(depsWith({ win: 'down' }), seat, { requestId, bets }, 'EN');
    expect(hand.settled).toBe(false);
    expect(await t.balance(member)).toBe(10_000 - 2100);
    await recoverHands(depsWith(), { bettingSeconds: 60, dealtSeconds: 0 });
    expect((await handOf(requestId))?.status).toBe('settled');
    expect(await t.balance(member)).toBe(10_000 - 2100 + hand.returned);
    expect(await recordOf(hand.roundId)).toEqual({ state: 'settled', payout: String(hand.returned) });
    await recoverHands(depsWith(), { bettingSeconds: 0, dealtSeconds: 0 });
    expect(await t.balance(member)).toBe(10_000 - 2100 + hand.returned);
  });

  it('applied but unanswered, is settled by a retry of the same request without paying twice', async () => {
    const { member, seat } = await seated(10_000);
    const requestId = t.requestId();
    const first = await deal(depsWith({ win: 'answer-lost' }), seat, { requestId, bets: { banker: 3000 } }, 'EN');
    expect(first.hand.settled).toBe(false);
    const again = await deal(depsWith(), seat, { requestId, bets: { banker: 3000 } }, 'EN');
    expect(again.hand).toEqual({ ...first.hand, settled: true });
    expect(await t.balance(member)).toBe(10_000 - 3000 + first.hand.returned);
  });
});

describe('a process that died after the bet', () => {
  it('leaves a hand waiting for its bet; the sweeper refunds it and it can no longer be dealt', async () => {
    const { member, seat } = await seated(10_000);
    const repo = handsRepo(t.db);
    const shoe = await repo.openShoe(seat.table.id, seat.session.playerId);
    const hand = await repo.insertBetting({
      roundId: `BAC-crash-${Date.now()}`,
      requestId: t.requestId(),
      shoeId: shoe?.id as string,
      tableId: seat.table.id,
      sessionId: seat.session.id,
      playerId: seat.session.playerId,
      gameCode: seat.table.gameCode,
      bets: { player: 500 },
      stake: 500,
    });
    const wallet = await depsWith().wallet('ARCP');
    const roundId = hand?.roundId as string;
    await wallet.bet({
      playerId: seat.session.playerId,
      transactionId: `${roundId}:bet`,
      roundId,
      gameCode: seat.table.gameCode,
      amount: 500,
    });
    expect(await t.balance(member)).toBe(9500);
    // While it waits, the shoe takes no other hand.
    expect(await codeOf(deal(depsWith(), seat, { requestId: t.requestId(), bets: { player: 100 } }, 'EN'))).toBe(
      'hand-in-progress',
    );
    expect((await recoverHands(depsWith(), { bettingSeconds: 0, dealtSeconds: 60 })).rolledBack).toBe(1);
    expect(await repo.transition(hand?.id as string, 'betting', 'dealt')).toBeUndefined();
    expect(await t.balance(member)).toBe(10_000);
  });
});

describe('several deals at once from one page', () => {
  it('deals them one at a time or refuses with hand-in-progress; money matches the settled hands', async () => {
    const { member, session } = await seated(50_000);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call('POST', '/house/baccarat/deal', { session, body: { requestId: t.requestId(), bets: { player: 1000 } } }),
      ),
    );
    const dealt = answers.filter((answer) => answer.status === 200);
    expect(dealt.length).toBeGreaterThan(0);
    for (const answer of answers) if (answer.status !== 200) expect(answer.body.code).toBe('hand-in-progress');
    const net = dealt.reduce((sum, answer) => sum + answer.body.value.hand.returned - 1000, 0);
    expect(await t.balance(member)).toBe(50_000 + net);
    const handNos = dealt.map((answer) => answer.body.value.hand.handNo).sort();
    expect(new Set(handNos).size).toBe(dealt.length);
  });
});
