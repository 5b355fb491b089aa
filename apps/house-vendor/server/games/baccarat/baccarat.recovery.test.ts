import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueCalls, stake } from '../../rounds/money.ts';
import { roundsRepo } from '../../rounds/rounds.repo.ts';
import type { Session } from '../../sessions/sessions.ts';
import { commit, reserveHand } from './deal.service.ts';
import { handsRepo } from './hands.repo.ts';
import { recoverBaccarat } from './recovery.ts';
import { tablesRepo } from './tables.repo.ts';
import {
  baccaratApp,
  type Dealt,
  deal,
  type Kit,
  ok,
  refusal,
  requestId,
  roundRow,
  SLOW,
  stateOf,
  timePasses,
} from './test-kit.ts';

/**
 * A wallet that does not answer, and a process that stops between a hand's steps: every hand ends
 * with the money right (its stake back, or its return paid once), and a voided hand uses no card.
 */

let kit: Kit;
beforeAll(async () => {
  kit = await baccaratApp(1_000_000);
}, 60_000);
afterAll(() => kit.close());

const deps = () => ({ db: kit.db, wallet: kit.wallet.wallet });
const handState = async (roundId: string) => (await handsRepo(kit.db).byRound(roundId.replace(/^R/, '')))?.state;

describe('a bet whose answer is lost', SLOW, () => {
  it('is rolled back: the stake comes back, the hand is void and no card is used', async () => {
    const caller = await kit.sit('ARCP-BAC-1');
    const { shoe } = await stateOf(caller);
    const before = kit.wallet.balance();
    kit.wallet.fail('bet', 'lost-after');
    const id = requestId();
    const lost = await deal(caller, { player: 2000 }, id);
    expect(refusal(lost)).toEqual({ status: 503, code: 'service-unavailable' });
    expect(lost.headers['retry-after']).toBe('5');
    expect(kit.wallet.balance()).toBe(before);
    expect((await stateOf(caller)).shoe).toEqual(shoe);
    // The same request again tells the same, and moves nothing.
    expect(refusal(await deal(caller, { player: 2000 }, id)).code).toBe('service-unavailable');
    expect(kit.wallet.balance()).toBe(before);
  });

  it('with the rollback lost too, is refunded by the wallet sweep, once', async () => {
    const caller = await kit.sit('ARCP-BAC-2');
    const before = kit.wallet.balance();
    kit.wallet.fail('bet', 'lost-after');
    kit.wallet.fail('rollback', 'lost-before');
    expect(refusal(await deal(caller, { tie: 1000 })).code).toBe('service-unavailable');
    expect(kit.wallet.balance()).toBe(before - 1000);
    // The shoe is free again at once: the voided hand's cards go to the next hand.
    const next = ok<Dealt>(await deal(caller, { banker: 500 }));
    expect(next.hand.handNo).toBe(1);
    await timePasses(kit.db);
    await sendDueCalls(deps());
    expect(kit.wallet.balance()).toBe(before - 1000 - 500 + next.hand.returned + 1000);
    await timePasses(kit.db);
    expect(await sendDueCalls(deps())).toBe(0);
  });
});

describe('a payout whose answer is lost', SLOW, () => {
  it('shows the hand unsettled; the same request sends the same win again and it is paid once', async () => {
    const caller = await kit.sit('ARCP-BAC-3');
    const before = kit.wallet.balance();
    const bets = { player: 2000, banker: 2000, tie: 2000 };
    const id = requestId();
    kit.wallet.fail('win', 'lost-before');
    const first = ok<Dealt>(await deal(caller, bets, id));
    expect(first.hand.settled).toBe(false);
    expect(first.balance).toBeNull();
    expect(first.balanceAfterBet).toBe(before - 6000);
    expect(kit.wallet.balance()).toBe(before - 6000);
    const again = ok<Dealt>(await deal(caller, bets, id));
    expect(again.hand).toEqual({ ...first.hand, settled: true });
    expect(again.balance).toBe(before - 6000 + first.hand.returned);
    expect(kit.wallet.balance()).toBe(before - 6000 + first.hand.returned);
    await timePasses(kit.db);
    expect(await sendDueCalls(deps())).toBe(0);
  });

  it('applied but unanswered, is acknowledged by the sweep without paying twice', async () => {
    const caller = await kit.sit('ARCP-BAC-3');
    const before = kit.wallet.balance();
    kit.wallet.fail('win', 'lost-after');
    const { hand } = ok<Dealt>(await deal(caller, { banker: 3000 }));
    expect(hand.settled).toBe(false);
    expect(kit.wallet.balance()).toBe(before - 3000 + hand.returned);
    await timePasses(kit.db);
    expect(await sendDueCalls(deps())).toBe(1);
    expect(kit.wallet.balance()).toBe(before - 3000 + hand.returned);
    expect(await roundRow(kit.db, hand.roundId)).toMatchObject({ state: 'settled', payout: hand.returned });
    expect((await stateOf(caller)).lastHand).toMatchObject({ roundId: hand.roundId, settled: true });
  });
});

describe('a process that stopped between steps', SLOW, () => {
  const seatAt = async (gameCode: string, playerId: string) => {
    const table = await tablesRepo(kit.db).byGameCode(gameCode);
    if (!table) throw new Error(`no table ${gameCode}`);
    const session: Session = {
      vendorCode: table.vendorCode,
      playerId,
      currency: 'PHP',
      nickname: playerId,
      gameCode,
      language: 'EN',
      siteOrigin: null,
    };
    return { session, table };
  };

  it('before the bet was sent: the round is refunded (nothing to give back) and the hand void', async () => {
    const seat = await seatAt('ARCL-BAC-1', 'p7');
    const before = kit.wallet.balance();
    const reserved = await reserveHand(kit.db, seat, { requestId: requestId(), bets: { player: 100 } }, 100);
    if (reserved === 'taken') throw new Error('taken');
    // While it waits, the shoe takes no other hand and no new shoe.
    const caller = await kit.sitAs('p7', 'ARCL-BAC-1');
    expect(refusal(await deal(caller, { player: 100 })).code).toBe('hand-in-progress');
    expect(refusal(await caller('POST', '/api/baccarat/shoe', {})).code).toBe('hand-in-progress');
    expect(await recoverBaccarat(deps(), 3600)).toEqual({ refunded: 0, finished: 0, failed: [] });
    expect(await recoverBaccarat(deps(), 0)).toEqual({ refunded: 1, finished: 0, failed: [] });
    expect(await handState(reserved.round.id)).toBe('void');
    expect((await roundsRepo(kit.db).byId(reserved.round.id))?.state).toBe('refunded');
    expect(kit.wallet.balance()).toBe(before);
    expect(ok<Dealt>(await deal(caller, { player: 100 })).hand.handNo).toBe(1);
  });

  it('after the bet was taken: the hand is dealt from where the shoe was and paid its return', async () => {
    const seat = await seatAt('ARCL-BAC-2', 'p8');
    const caller = await kit.sitAs('p8', 'ARCL-BAC-2');
    const { shoe } = await stateOf(caller);
    const before = kit.wallet.balance();
    const reserved = await reserveHand(kit.db, seat, { requestId: requestId(), bets: { banker: 5000 } }, 5000);
    if (reserved === 'taken') throw new Error('taken');
    await stake(deps(), reserved.round);
    expect(kit.wallet.balance()).toBe(before - 5000);
    expect(await recoverBaccarat(deps(), 0)).toEqual({ refunded: 0, finished: 1, failed: [] });
    expect(kit.wallet.balance()).toBe(before - 5000 + reserved.returned);
    const state = await stateOf(caller);
    expect(state.shoe).toMatchObject({ shoeNo: shoe.shoeNo, hands: 1 });
    expect(state.lastHand).toMatchObject({ roundId: `R${reserved.round.id}`, handNo: 1, settled: true });
    expect(await recoverBaccarat(deps(), 0)).toEqual({ refunded: 0, finished: 0, failed: [] });
    expect(kit.wallet.balance()).toBe(before - 5000 + reserved.returned);
  });

  it('after the hand was dealt, before its win was written: it is paid once', async () => {
    const seat = await seatAt('ARCL-BAC-3', 'p9');
    const before = kit.wallet.balance();
    const reserved = await reserveHand(kit.db, seat, { requestId: requestId(), bets: { tie: 10_000 } }, 10_000);
    if (reserved === 'taken') throw new Error('taken');
    await stake(deps(), reserved.round);
    await commit(kit.db, reserved.round.id);
    await commit(kit.db, reserved.round.id);
    expect(await handState(reserved.round.id)).toBe('dealt');
    expect(await recoverBaccarat(deps(), 0)).toEqual({ refunded: 0, finished: 1, failed: [] });
    expect(await roundRow(kit.db, reserved.round.id)).toMatchObject({ state: 'settled', payout: reserved.returned });
    expect(kit.wallet.balance()).toBe(before - 10_000 + reserved.returned);
  });
});

describe('several deals at once from one page', SLOW, () => {
  it('deals them one at a time or refuses with hand-in-progress; the money matches the hands dealt', async () => {
    const caller = await kit.sitAs('p10', 'ARCP-BAC-4');
    const before = kit.wallet.balance();
    const answers = await Promise.all(Array.from({ length: 5 }, () => deal(caller, { player: 10_000 })));
    const dealt = answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json().value);
    expect(dealt.length).toBeGreaterThan(0);
    for (const answer of answers) if (answer.statusCode !== 200) expect(refusal(answer).code).toBe('hand-in-progress');
    const net = dealt.reduce((sum, value) => sum + value.hand.returned - 10_000, 0);
    expect(kit.wallet.balance()).toBe(before + net);
    const numbers = dealt.map((value) => value.hand.handNo);
    expect(new Set(numbers).size).toBe(dealt.length);
  });
});
