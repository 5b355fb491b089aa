import { createHash } from 'node:crypto';
import { translate } from '@arcadia/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheck } from '../../wallet/ledger.service.ts';
import { moneySettingsRepo } from '../../wallet/money-settings.repo.ts';
import { settle } from './payouts.ts';
import { startTable } from './test-kit.ts';

/** The table through HTTP: launch, session, bets, deal, settlement through the real seamless API. */

let t: Awaited<ReturnType<typeof startTable>>;
beforeAll(async () => {
  t = await startTable();
});
afterEach(async () => {
  expect(await ledgerCheck(t.db)).toEqual([]);
});
afterAll(() => t.close());

const betRecord = (roundId: string) =>
  t.db.one<{ stake: string; payout: string; state: string; gameCode: string }>(
    `SELECT stake::text, payout::text, state, game_code AS "gameCode" FROM bet_records WHERE round_id = $1`,
    [roundId],
  );

describe('opening a table', () => {
  it('exchanges the launch token once and shows the table, the balance and the shoe hash', async () => {
    const member = await t.player(50_000);
    const { url, launchToken } = await t.launch(member);
    expect(url.pathname).toBe('/house/baccarat/');
    const opened = await t.call('POST', '/house/baccarat/session', { body: { launchToken } });
    expect(opened.status).toBe(200);
    expect(opened.body.value).toMatchObject({
      table: { gameCode: 'ARCP-BAC-1', vendor: 'ARCP', name: 'Baccarat Room 1', minBet: 100, maxBet: 500_000 },
      player: { balance: 50_000 },
      shoe: { shoeNo: 1, hands: 0, road: [] },
      previousShoe: null,
      lastHand: null,
    });
    expect(opened.body.value.shoe.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const again = await t.call('POST', '/house/baccarat/session', { body: { launchToken } });
    expect(again).toMatchObject({ status: 401, body: { code: 'invalid-launch-token' } });
  });

  it('refuses an unknown or missing session with invalid-launch-token', async () => {
    expect((await t.call('GET', '/house/baccarat/state')).body.code).toBe('invalid-launch-token');
    const unknown = await t.call('GET', '/house/baccarat/state', { session: 'nope', lang: 'CN' });
    expect(unknown).toMatchObject({ status: 401, body: { code: 'invalid-launch-token' } });
    expect(unknown.body.message).toBe(translate('CN', 'invalid-launch-token'));
  });

  it('opens a live table (ARCL) with the same page', async () => {
    const member = await t.player(20_000, 'ARCL');
    const { state } = await t.sit(member, 'ARCL-BAC-2');
    expect(state.table).toMatchObject({ gameCode: 'ARCL-BAC-2', vendor: 'ARCL', minBet: 1000 });
  });
});

describe('a hand', () => {
  it('takes one wallet bet for all spots, deals, and pays the total return', async () => {
    const member = await t.player(100_000);
    const { session, state } = await t.sit(member);
    const bets = { player: 1000, banker: 500, tie: 200, playerPair: 100, bankerPair: 100 };
    const dealt = await t.call('POST', '/house/baccarat/deal', { session, body: { requestId: t.requestId(), bets } });
    expect(dealt.status).toBe(200);
    const { hand } = dealt.body.value;
    expect(hand.stake).toBe(1900);
    expect(hand.returned).toBe(settle(bets, hand).returned);
    expect(hand.settled).toBe(true);
    expect(hand.shoeNo).toBe(1);
    expect(hand.handNo).toBe(1);
    expect(await t.balance(member)).toBe(100_000 - 1900 + hand.returned);
    expect(dealt.body.value.state.player.balance).toBe(100_000 - 1900 + hand.returned);
    expect(dealt.body.value.state.shoe.road).toHaveLength(1);
    expect(dealt.body.value.state.shoe.serverSeedHash).toBe(state.shoe.serverSeedHash);
    expect(await betRecord(hand.roundId)).toEqual({
      stake: '1900',
      payout: String(hand.returned),
      state: 'settled',
      gameCode: 'ARCP-BAC-1',
    });
  });

  it('answers a repeated requestId with the same hand and moves no money twice', async () => {
    const member = await t.player(10_000);
    const { session } = await t.sit(member);
    const body = { requestId: t.requestId(), bets: { banker: 1000 } };
    const first = await t.call('POST', '/house/baccarat/deal', { session, body });
    const second = await t.call('POST', '/house/baccarat/deal', { session, body });
    expect(second.body.value.hand).toEqual(first.body.value.hand);
    expect(await t.balance(member)).toBe(10_000 - 1000 + first.body.value.hand.returned);
    const changed = await t.call('POST', '/house/baccarat/deal', {
      session,
      body: { ...body, bets: { banker: 2000 } },
    });
    expect(changed).toMatchObject({ status: 409, body: { code: 'idempotency-mismatch' } });
  });

  it('refuses stakes outside the table limits, an empty hand and bad spots', async () => {
    const member = await t.player(10_000);
    const { session } = await t.sit(member);
    const deal = (bets: object) =>
      t.call('POST', '/house/baccarat/deal', { session, body: { requestId: t.requestId(), bets } });
    const low = await deal({ player: 99 });
    expect(low).toMatchObject({ status: 400, body: { code: 'amount-out-of-range' } });
    expect(low.body.message).toContain('1.00');
    expect(low.body.message).toContain('5,000.00');
    expect((await deal({ tie: 500_001 })).body.code).toBe('amount-out-of-range');
    expect((await deal({})).body.code).toBe('amount-out-of-range');
    expect((await deal({ dragon: 100 })).status).toBe(400);
    expect((await deal({ player: 10.5 })).status).toBe(400);
    expect(await t.balance(member)).toBe(10_000);
  });

  it('refuses a bet over the balance without using a card', async () => {
    const member = await t.player(1000);
    const { session, state } = await t.sit(member);
    const refused = await t.call('POST', '/house/baccarat/deal', {
      session,
      body: { requestId: t.requestId(), bets: { player: 600, banker: 600 } },
    });
    expect(refused).toMatchObject({ status: 409, body: { code: 'insufficient-balance' } });
    const after = await t.call('GET', '/house/baccarat/state', { session });
    expect(after.body.value.shoe).toEqual(state.shoe);
    expect(await t.balance(member)).toBe(1000);
  });
});

describe('provably fair', () => {
  it('reveals the seed on rotation; it hashes to the commitment and the verifier rebuilds every hand', async () => {
    const member = await t.player(100_000);
    const { session, state } = await t.sit(member);
    for (let i = 0; i < 5; i += 1) {
      await t.call('POST', '/house/baccarat/deal', {
        session,
        body: { requestId: t.requestId(), bets: { player: 100 } },
      });
    }
    const rotated = await t.call('POST', '/house/baccarat/seed', { session, body: { clientSeed: 'my-lucky-seed' } });
    const previous = rotated.body.value.previousShoe;
    expect(previous).toMatchObject({ shoeNo: 1, hands: 5, serverSeedHash: state.shoe.serverSeedHash });
    expect(createHash('sha256').update(previous.serverSeed).digest('hex')).toBe(state.shoe.serverSeedHash);
    expect(rotated.body.value.shoe).toMatchObject({ shoeNo: 2, clientSeed: 'my-lucky-seed', hands: 0 });
    expect(rotated.body.value.shoe.serverSeedHash).not.toBe(state.shoe.serverSeedHash);

    const query = new URLSearchParams({ serverSeed: previous.serverSeed, clientSeed: previous.clientSeed, shoe: '1' });
    const proof = await t.call('GET', `/house/baccarat/verify?${query}`);
    expect(proof.body.value.serverSeedHash).toBe(state.shoe.serverSeedHash);
    const recomputed = proof.body.value.hands
      .slice(0, 5)
      .map((hand: { winner: string; playerPair: boolean; bankerPair: boolean }) => ({
        winner: hand.winner,
        playerPair: hand.playerPair,
        bankerPair: hand.bankerPair,
      }));
    expect(
      previous.road.map(({ winner, playerPair, bankerPair }: (typeof recomputed)[0]) => ({
        winner,
        playerPair,
        bankerPair,
      })),
    ).toEqual(recomputed);
    expect((await t.call('GET', '/house/baccarat/verify?serverSeed=xyz&clientSeed=a&shoe=1')).status).toBe(400);
    expect((await t.call('POST', '/house/baccarat/seed', { session, body: { clientSeed: 'bad:seed' } })).status).toBe(
      400,
    );
  });

  it('ends the shoe at the cut card, reveals its seed and commits the next shoe', async () => {
    const member = await t.player(1_000_000);
    const { session } = await t.sit(member, 'ARCP-BAC-2');
    let state = (await t.call('GET', '/house/baccarat/state', { session })).body.value;
    const firstHash = state.shoe.serverSeedHash;
    let hands = 0;
    while (state.shoe.shoeNo === 1) {
      const dealt = await t.call('POST', '/house/baccarat/deal', {
        session,
        body: { requestId: t.requestId(), bets: { tie: 500 } },
      });
      expect(dealt.status).toBe(200);
      state = dealt.body.value.state;
      hands += 1;
    }
    expect(hands).toBeGreaterThan(60);
    expect(state.previousShoe).toMatchObject({ shoeNo: 1, hands, serverSeedHash: firstHash });
    expect(state.previousShoe.cardsLeft).toBeLessThanOrEqual(16);
    expect(state.shoe).toMatchObject({ shoeNo: 2, hands: 0, road: [] });
    const query = new URLSearchParams({
      serverSeed: state.previousShoe.serverSeed,
      clientSeed: state.previousShoe.clientSeed,
      shoe: '1',
    });
    const proof = (await t.call('GET', `/house/baccarat/verify?${query}`)).body.value;
    expect(proof.hands.map((hand: { winner: string }) => hand.winner)).toEqual(
      state.previousShoe.road.map((entry: { winner: string }) => entry.winner),
    );
  }, 120_000);
});

describe('a payout over the cap', () => {
  it('tells the player it is under review: nothing credited, the same hand on a replay', async () => {
    const member = await t.player(10_000);
    const settings = await moneySettingsRepo(t.db).read(member.merchantId);
    const capped = { ...settings.vendorWinCaps, ARCP: { stakeMultiple: 1, maxWin: 1 } };
    await moneySettingsRepo(t.db).write(member.merchantId, { ...settings, vendorWinCaps: capped });
    try {
      const { session } = await t.sit(member);
      // Player and Banker together always return something (a tie returns both stakes).
      const body = { requestId: t.requestId(), bets: { player: 1000, banker: 1000 } };
      const dealt = await t.call('POST', '/house/baccarat/deal', { session, body });
      expect(dealt.body.value.hand).toMatchObject({ settled: true, held: true });
      expect(dealt.body.value.hand.returned).toBeGreaterThan(0);
      expect(await t.balance(member)).toBe(8_000);
      expect(dealt.body.value.state.player.balance).toBe(8_000);
      expect(await betRecord(dealt.body.value.hand.roundId)).toMatchObject({ state: 'held', payout: '0' });
      const again = await t.call('POST', '/house/baccarat/deal', { session, body });
      expect(again.body.value.hand).toEqual(dealt.body.value.hand);
    } finally {
      await moneySettingsRepo(t.db).write(member.merchantId, settings);
    }
  });
});
