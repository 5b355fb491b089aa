import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settle } from '../../../games/baccarat/payouts.ts';
import { roadEntryOf, verifyShoe } from '../../../games/baccarat/verify.ts';
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
} from './test-kit.ts';

/** The table through HTTP: launch, session, bets, a hand dealt from the committed shoe, its money. */

let kit: Kit;
beforeAll(async () => {
  kit = await baccaratApp(1_000_000);
}, 60_000);
afterAll(() => kit.close());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('opening a table', SLOW, () => {
  it('shows the table, its limits and seats, and the shoe by its hash only', async () => {
    const caller = await kit.sit('ARCP-BAC-1');
    const state = await stateOf(caller);
    expect(state).toMatchObject({
      table: {
        gameCode: 'ARCP-BAC-1',
        vendorCode: 'ARCP',
        name: 'Baccarat Room 1',
        minBet: 100,
        maxBet: 500_000,
        seats: 7,
        players: 1,
      },
      shoe: { shoeNo: 1, hands: 0, road: [] },
      previousShoe: null,
      lastHand: null,
    });
    expect(state.shoe.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(state.shoe.clientSeed).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(state)).not.toContain('serverSeed"');
    // The same shoe on every look until a hand is dealt.
    expect((await stateOf(caller)).shoe).toEqual(state.shoe);
  });

  it('opens a live table (ARCL) with the same page', async () => {
    const caller = await kit.sit('ARCL-BAC-2');
    expect((await stateOf(caller)).table).toMatchObject({ gameCode: 'ARCL-BAC-2', vendorCode: 'ARCL', minBet: 1000 });
  });
});

describe('a hand', SLOW, () => {
  it('is staked and settled exactly: one bet for every spot, one win with the sum of the returns', async () => {
    const caller = await kit.sit('ARCP-BAC-2');
    const before = kit.wallet.balance();
    const calls = kit.wallet.calls.length;
    const bets = { player: 1000, banker: 500, tie: 500, playerPair: 500, bankerPair: 500 };
    const { hand, state, balanceAfterBet, balance } = ok<Dealt>(await deal(caller, bets));
    expect(hand.stake).toBe(3000);
    expect(hand.returned).toBe(settle(bets, hand).returned);
    expect(hand.spots.map((spot: { spot: string }) => spot.spot)).toEqual([
      'player',
      'banker',
      'tie',
      'playerPair',
      'bankerPair',
    ]);
    expect(hand).toMatchObject({ shoeNo: 1, handNo: 1, settled: true, held: false });
    expect(balanceAfterBet).toBe(before - 3000);
    expect(balance).toBe(before - 3000 + hand.returned);
    expect(kit.wallet.balance()).toBe(before - 3000 + hand.returned);
    const round = hand.roundId.slice(1);
    expect(kit.wallet.calls.slice(calls)).toEqual([
      { kind: 'bet', transactionId: `ARCP-${round}-bet` },
      { kind: 'win', transactionId: `ARCP-${round}-win` },
    ]);
    expect(await roundRow(kit.db, hand.roundId)).toEqual({ state: 'settled', stake: 3000, payout: hand.returned });
    expect(state.shoe).toMatchObject({ shoeNo: 1, hands: 1 });
    expect(state.shoe.road).toEqual([roadEntryOf(hand)]);
    expect(state.lastHand).toEqual(hand);
    // The history shows the hand with its cards.
    const { list } = ok<{ list: { roundId: string; play: Record<string, unknown> }[] }>(
      await caller('GET', '/api/rounds?gameCode=ARCP-BAC-2'),
    );
    expect(list[0]).toMatchObject({
      roundId: hand.roundId,
      play: { handNo: 1, player: hand.player, winner: hand.winner },
    });
  });

  it('answers a repeated requestId with the same hand and moves no money twice', async () => {
    const caller = await kit.sit('ARCP-BAC-1');
    const id = requestId();
    const first = ok<Dealt>(await deal(caller, { banker: 1000 }, id));
    const after = kit.wallet.balance();
    const calls = kit.wallet.calls.length;
    const second = ok<Dealt>(await deal(caller, { banker: 1000, tie: 0 }, id));
    expect(second.hand).toEqual(first.hand);
    expect(second.balance).toBe(first.balance);
    expect(kit.wallet.balance()).toBe(after);
    expect(kit.wallet.calls.length).toBe(calls);
    expect(refusal(await deal(caller, { banker: 2000 }, id))).toEqual({ status: 409, code: 'idempotency-mismatch' });
  });

  it('refuses stakes outside the table limits, an empty hand and bad spots, moving nothing', async () => {
    const caller = await kit.sit('ARCP-BAC-1');
    const before = kit.wallet.balance();
    const calls = kit.wallet.calls.length;
    const low = await deal(caller, { player: 99 });
    expect(refusal(low)).toEqual({ status: 400, code: 'amount-out-of-range' });
    expect(low.json().message).toBe('The amount must be between 1.00 and 5,000.00.');
    expect(low.json().value).toEqual({ min: 100, max: 500_000 });
    expect(refusal(await deal(caller, { tie: 500_001 })).code).toBe('amount-out-of-range');
    expect(refusal(await deal(caller, {})).code).toBe('amount-out-of-range');
    expect(refusal(await deal(caller, { dragon: 100 }))).toEqual({ status: 400, code: 'validation-failed' });
    expect(refusal(await deal(caller, { player: 10.5 })).code).toBe('validation-failed');
    expect(
      refusal(await caller('POST', '/api/baccarat/deal', { requestId: 'short', bets: { player: 100 } })).code,
    ).toBe('validation-failed');
    expect(kit.wallet.balance()).toBe(before);
    expect(kit.wallet.calls.length).toBe(calls);
  });

  it("refuses a bet the wallet refuses without using a card; the shoe's next hand is the same", async () => {
    const caller = await kit.sit('ARCP-BAC-3');
    const state = await stateOf(caller);
    const before = kit.wallet.balance();
    kit.wallet.fail('bet', 'refuse');
    const id = requestId();
    const refused = await deal(caller, { player: 2000, banker: 2000 }, id);
    expect(refusal(refused)).toEqual({ status: 409, code: 'insufficient-balance' });
    expect((await stateOf(caller)).shoe).toEqual(state.shoe);
    expect(kit.wallet.balance()).toBe(before);
    // Asked again, the same refusal; a new request deals hand 1 from where the shoe was.
    expect(refusal(await deal(caller, { player: 2000, banker: 2000 }, id)).code).toBe('insufficient-balance');
    const { hand } = ok<Dealt>(await deal(caller, { player: 2000 }));
    expect(hand.handNo).toBe(1);
  });

  it('refuses a hand on a shoe the page did not show (conflict)', async () => {
    const caller = await kit.sit('ARCP-BAC-1');
    const { shoe } = await stateOf(caller);
    expect(refusal(await deal(caller, { player: 100 }, requestId(), { serverSeedHash: 'f'.repeat(64) }))).toEqual({
      status: 409,
      code: 'conflict',
    });
    ok(await deal(caller, { player: 100 }, requestId(), { serverSeedHash: shoe.serverSeedHash }));
  });

  it('tells a held payout: paid into review, not the balance, the same hand on a replay', async () => {
    const caller = await kit.sit('ARCP-BAC-1');
    const wallet = kit.wallet.wallet;
    const win = wallet.win;
    wallet.win = async (vendor, body) => ({ ...(await win(vendor, body)), held: true });
    try {
      const id = requestId();
      // Player and Banker together always return something (a tie returns both stakes).
      const dealt = ok<Dealt>(await deal(caller, { player: 1000, banker: 1000 }, id));
      expect(dealt.hand).toMatchObject({ settled: true, held: true });
      expect(dealt.hand.returned).toBeGreaterThan(0);
      expect(ok<Dealt>(await deal(caller, { player: 1000, banker: 1000 }, id)).hand).toEqual(dealt.hand);
    } finally {
      wallet.win = win;
    }
  });
});

describe('who may sit', SLOW, () => {
  it("refuses another game's session, a closed table and a full one", async () => {
    const caller = await kit.sit('ARCP-BAC-4');
    await kit.db.query("UPDATE sessions SET game_code = 'ARC-dice' WHERE game_code = 'ARCP-BAC-4'");
    expect(refusal(await caller('GET', '/api/baccarat/state'))).toEqual({ status: 403, code: 'forbidden' });

    const closed = await kit.sit('ARCP-BAC-4');
    await kit.db.query("UPDATE baccarat_tables SET enabled = false WHERE game_code = 'ARCP-BAC-4'");
    expect(refusal(await closed('GET', '/api/baccarat/state'))).toEqual({ status: 503, code: 'game-maintenance' });
    expect(refusal(await deal(closed, { player: 10_000 })).code).toBe('game-maintenance');
    await kit.db.query("UPDATE baccarat_tables SET enabled = true WHERE game_code = 'ARCP-BAC-4'");

    await kit.db.query("UPDATE baccarat_tables SET seats = 1 WHERE game_code = 'ARCP-BAC-4'");
    try {
      ok(await closed('GET', '/api/baccarat/state'));
      const other = await kit.sitAs('p2', 'ARCP-BAC-4');
      expect(refusal(await other('GET', '/api/baccarat/state'))).toEqual({ status: 409, code: 'table-full' });
      // The one already seated keeps playing.
      ok(await closed('GET', '/api/baccarat/state'));
    } finally {
      await kit.db.query("UPDATE baccarat_tables SET seats = 7 WHERE game_code = 'ARCP-BAC-4'");
    }
    expect(refusal(await kit.app.inject({ method: 'GET', url: '/api/baccarat/state' }))).toEqual({
      status: 401,
      code: 'not-logged-in',
    });
  });
});

describe('provably fair', SLOW, () => {
  it('reveals the seed on a new shoe: it hashes to the commitment and rebuilds every hand dealt', async () => {
    const caller = await kit.sitAs('p3', 'ARCL-BAC-1');
    const { shoe } = await stateOf(caller);
    const hands = [];
    for (let i = 0; i < 5; i += 1) hands.push(ok<Dealt>(await deal(caller, { player: 100, tie: 100 })).hand);
    const rotated = ok<{ shoe: { shoeNo: number }; previousShoe: Record<string, unknown> & { serverSeed: string } }>(
      await caller('POST', '/api/baccarat/shoe', { clientSeed: 'my-lucky-seed' }),
    );
    const previous = rotated.previousShoe;
    expect(previous).toMatchObject({ shoeNo: 1, hands: 5, serverSeedHash: shoe.serverSeedHash });
    expect(sha256(previous.serverSeed)).toBe(shoe.serverSeedHash);
    expect(rotated.shoe).toMatchObject({ shoeNo: 2, clientSeed: 'my-lucky-seed', hands: 0, road: [] });

    const recomputed = verifyShoe(previous.serverSeed, shoe.clientSeed, 1).hands.slice(0, 5);
    expect(hands.map((hand) => [hand.player, hand.banker])).toEqual(recomputed.map((h) => [h.player, h.banker]));
    expect(previous.road).toEqual(recomputed.map(roadEntryOf));

    const query = new URLSearchParams({ serverSeed: previous.serverSeed, clientSeed: shoe.clientSeed, shoe: '1' });
    const proof = ok<{ serverSeedHash: string; hands: unknown[] }>(
      await kit.app.inject({ method: 'GET', url: `/api/baccarat/verify?${query}` }),
    );
    expect(proof.serverSeedHash).toBe(shoe.serverSeedHash);
    expect(proof.hands.slice(0, 5)).toEqual(recomputed);
    expect(
      (await kit.app.inject({ method: 'GET', url: '/api/baccarat/verify?serverSeed=xyz&clientSeed=a&shoe=1' }))
        .statusCode,
    ).toBe(400);
    expect(refusal(await caller('POST', '/api/baccarat/shoe', { clientSeed: 'bad:seed' })).code).toBe(
      'validation-failed',
    );
  });

  it('ends the shoe at the cut card, reveals it and commits the next shoe at once', async () => {
    const caller = await kit.sitAs('p4', 'ARCP-BAC-1');
    let state = await stateOf(caller);
    const firstHash = state.shoe.serverSeedHash;
    let hands = 0;
    while (state.shoe.shoeNo === 1) {
      state = ok<Dealt>(await deal(caller, { banker: 100 })).state;
      hands += 1;
    }
    expect(hands).toBeGreaterThan(60);
    expect(state.previousShoe).toMatchObject({ shoeNo: 1, hands, serverSeedHash: firstHash });
    expect(state.previousShoe.cardsLeft).toBeLessThanOrEqual(16);
    expect(state.shoe).toMatchObject({ shoeNo: 2, hands: 0, road: [] });
    expect(state.shoe.serverSeedHash).not.toBe(firstHash);
    const recomputed = verifyShoe(state.previousShoe.serverSeed, state.previousShoe.clientSeed, 1);
    expect(recomputed.hands.map(roadEntryOf)).toEqual(state.previousShoe.road);
  }, 180_000);
});
