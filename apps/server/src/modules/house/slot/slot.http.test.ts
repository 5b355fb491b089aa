import { createHash } from 'node:crypto';
import { translate } from '@arcadia/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheck } from '../../wallet/ledger.service.ts';
import { moneySettingsRepo } from '../../wallet/money-settings.repo.ts';
import { startSlot } from './test-kit.ts';

/** The slot through HTTP: launch, session, spins paid through the real seamless API, seeds. */

let t: Awaited<ReturnType<typeof startSlot>>;
beforeAll(async () => {
  t = await startSlot();
});
afterEach(async () => {
  expect(await ledgerCheck(t.db)).toEqual([]);
});
afterAll(() => t.close());

const betRecord = (roundId: string) =>
  t.db.one<{ stake: string; payout: string; state: string; gameCode: string; vendor: string }>(
    `SELECT stake::text, payout::text, state, game_code AS "gameCode", vendor_code AS vendor FROM bet_records WHERE round_id = $1`,
    [roundId],
  );
const roundRow = (roundId: string) =>
  t.db.one<{ status: string; bet: string; win: string | null; payout: string; nonce: number }>(
    `SELECT status, bet_transaction_id AS bet, win_transaction_id AS win, payout::text, nonce FROM slot_rounds WHERE round_id = $1`,
    [roundId],
  );

describe('opening the game', () => {
  it('exchanges the launch token once and shows the game, the balance and the seed hash', async () => {
    const member = await t.player(50_000);
    const { url, launchToken } = await t.launch(member);
    expect(url.pathname).toBe('/house/slot/');
    expect(url.searchParams.get('lang')).toBe('EN');
    const opened = await t.call('POST', '/house/slot/session', { body: { launchToken } });
    expect(opened.status).toBe(200);
    expect(opened.body.value).toMatchObject({
      game: { gameCode: 'ARC-SLOT-1', volatility: 'low', lines: 25, rtp: 0.9599 },
      player: { balance: 50_000 },
      seed: { nonce: 0 },
      previousSeed: null,
      recent: [],
    });
    expect(opened.body.value.game.stakes[0]).toBe(25);
    expect(opened.body.value.game.paylines).toHaveLength(25);
    expect(opened.body.value.seed.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const again = await t.call('POST', '/house/slot/session', { body: { launchToken } });
    expect(again).toMatchObject({ status: 401, body: { code: 'invalid-launch-token' } });
  });

  it('refuses a missing, unknown or forged session with invalid-launch-token, translated', async () => {
    expect((await t.call('GET', '/house/slot/state')).status).toBe(401);
    const forged = await t.call('GET', '/house/slot/state', { session: 'eyJwbGF5ZXJJZCI6IjEifQ.abc', lang: 'CN' });
    expect(forged).toMatchObject({ status: 401, body: { code: 'invalid-launch-token' } });
    expect(forged.body.message).toBe(translate('CN', 'invalid-launch-token'));
    const bad = await t.call('POST', '/house/slot/session', { body: { launchToken: 'x'.repeat(20) } });
    expect(bad).toMatchObject({ status: 401, body: { code: 'invalid-launch-token' } });
    expect((await t.call('POST', '/house/slot/session', { body: {} })).body.code).toBe('validation-failed');
  });

  it('keeps the seed pair per player across sessions and games', async () => {
    const member = await t.player(10_000);
    const first = await t.open(member, 'ARC-SLOT-2');
    const second = await t.open(member, 'ARC-SLOT-3');
    expect(second.state.seed.serverSeedHash).toBe(first.state.seed.serverSeedHash);
    expect(first.state.game).toMatchObject({ volatility: 'medium', lines: 20 });
    expect(second.state.game).toMatchObject({ volatility: 'high', lines: 25 });
  });
});

describe('a spin', () => {
  it('bets the stake, pays the win through the wallet and stores the round', async () => {
    const member = await t.player(100_000);
    const { session, state } = await t.open(member);
    const stake = state.game.stakes[2] as number;
    const spun = await t.call('POST', '/house/slot/spin', { session, body: { requestId: t.requestId(), stake } });
    expect(spun.status).toBe(200);
    const { round, balance, seed } = spun.body.value;
    expect(round).toMatchObject({ gameCode: 'ARC-SLOT-1', nonce: 0, stake, lineBet: stake / 25 });
    expect(round.spins[0].grid).toHaveLength(5);
    expect(round.spins[0].grid[0]).toHaveLength(3);
    expect(balance).toBe(100_000 - stake + round.win);
    expect(await t.balance(member)).toBe(balance);
    expect(seed).toMatchObject({ serverSeedHash: state.seed.serverSeedHash, nonce: 1 });
    expect(await betRecord(round.roundId)).toEqual({
      stake: String(stake),
      payout: String(round.win),
      state: 'settled',
      gameCode: 'ARC-SLOT-1',
      vendor: 'ARC',
    });
    expect(await roundRow(round.roundId)).toEqual({
      status: 'settled',
      bet: `${round.roundId}:bet`,
      win: `${round.roundId}:win`,
      payout: String(round.win),
      nonce: 0,
    });
    const after = await t.call('GET', '/house/slot/state', { session });
    expect(after.body.value.player.balance).toBe(balance);
    expect(after.body.value.recent[0]).toMatchObject({ roundId: round.roundId, nonce: 0, stake, win: round.win });
  });

  it('answers a repeated request id with the same round and no second bet', async () => {
    const member = await t.player(10_000);
    const { session, state } = await t.open(member);
    const body = { requestId: t.requestId(), stake: state.game.stakes[0] };
    const first = await t.call('POST', '/house/slot/spin', { session, body });
    const second = await t.call('POST', '/house/slot/spin', { session, body });
    expect(second.body.value.round).toEqual(first.body.value.round);
    const count = await t.db.one<{ n: string }>(
      `SELECT count(*)::text AS n FROM bet_records WHERE member_id = $1 AND vendor_code = 'ARC'`,
      [member.id],
    );
    expect(count?.n).toBe('1');
  });

  it('accepts only the game’s bet levels, and answers stable codes for bad input', async () => {
    const member = await t.player(10_000);
    const { session } = await t.open(member);
    const odd = await t.call('POST', '/house/slot/spin', { session, body: { requestId: t.requestId(), stake: 30 } });
    expect(odd).toMatchObject({ status: 400, body: { code: 'amount-out-of-range' } });
    const bad = await t.call('POST', '/house/slot/spin', { session, body: { requestId: 'x', stake: -5 } });
    expect(bad).toMatchObject({ status: 400, body: { code: 'validation-failed' } });
    expect(await t.balance(member)).toBe(10_000);
  });

  it('refuses a stake over the balance with insufficient-balance and moves nothing', async () => {
    const member = await t.player(20);
    const { session, state } = await t.open(member);
    const refused = await t.call('POST', '/house/slot/spin', {
      session,
      body: { requestId: t.requestId(), stake: state.game.stakes[0] },
      lang: 'VI',
    });
    expect(refused).toMatchObject({ status: 409, body: { code: 'insufficient-balance' } });
    expect(refused.body.message).toBe(translate('VI', 'insufficient-balance'));
    expect(await t.balance(member)).toBe(20);
    // The seamless playerId is the member's id.
    const rows = await t.db.query<{ status: string; error: string }>(
      `SELECT status, error FROM slot_rounds WHERE player_id = $1`,
      [member.id],
    );
    expect(rows).toEqual([{ status: 'refused', error: 'insufficient-balance' }]);
  });

  it('keeps the ledger equal to the rounds over many spins, on a single-wallet brand too', async () => {
    for (const merchant of ['demo', 'beta']) {
      const member = await t.player(200_000, merchant);
      const { session, state } = await t.open(member, 'ARC-SLOT-3');
      let staked = 0;
      let won = 0;
      for (let i = 0; i < 25; i++) {
        const stake = state.game.stakes[i % 3] as number;
        const spun = await t.call('POST', '/house/slot/spin', { session, body: { requestId: t.requestId(), stake } });
        expect(spun.status).toBe(200);
        staked += stake;
        won += spun.body.value.round.win;
        expect(spun.body.value.round.nonce).toBe(i);
      }
      expect(await t.balance(member)).toBe(200_000 - staked + won);
      const sums = await t.db.one<{ stake: string; payout: string }>(
        `SELECT sum(stake)::text AS stake, sum(payout)::text AS payout FROM bet_records WHERE member_id = $1 AND state = 'settled'`,
        [member.id],
      );
      expect(sums).toEqual({ stake: String(staked), payout: String(won) });
    }
  });

  it('answers game-maintenance when the game is switched off, before any bet', async () => {
    const member = await t.player(10_000);
    const { session, state } = await t.open(member, 'ARC-SLOT-5');
    await t.db.query(`UPDATE games SET enabled = false WHERE game_code = 'ARC-SLOT-5'`);
    try {
      const spun = await t.call('POST', '/house/slot/spin', {
        session,
        body: { requestId: t.requestId(), stake: state.game.stakes[0] },
      });
      expect(spun).toMatchObject({ status: 503, body: { code: 'game-maintenance' } });
      expect(await t.balance(member)).toBe(10_000);
    } finally {
      await t.db.query(`UPDATE games SET enabled = true WHERE game_code = 'ARC-SLOT-5'`);
    }
  });
});

describe('provably fair seeds', () => {
  it('rotation reveals the seed whose hash was shown; every round recomputes to what was paid', async () => {
    const member = await t.player(100_000);
    const { session, state } = await t.open(member, 'ARC-SLOT-2');
    const shownHash = state.seed.serverSeedHash;
    const played = [];
    for (let i = 0; i < 6; i++) {
      const stake = state.game.stakes[i % 2] as number;
      const spun = await t.call('POST', '/house/slot/spin', { session, body: { requestId: t.requestId(), stake } });
      played.push(spun.body.value.round);
    }
    const rotated = await t.call('POST', '/house/slot/seed', { session, body: { clientSeed: 'my-own-seed' } });
    expect(rotated.status).toBe(200);
    const { seed, previousSeed } = rotated.body.value;
    expect(previousSeed.serverSeedHash).toBe(shownHash);
    expect(createHash('sha256').update(previousSeed.serverSeed).digest('hex')).toBe(shownHash);
    expect(previousSeed.rounds).toBe(6);
    expect(previousSeed.checks).toHaveLength(6);
    expect(seed).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
    expect(seed.serverSeedHash).not.toBe(shownHash);

    for (const round of played) {
      const query = new URLSearchParams({
        serverSeed: previousSeed.serverSeed,
        clientSeed: previousSeed.clientSeed,
        nonce: String(round.nonce),
        gameCode: round.gameCode,
        stake: String(round.stake),
      });
      const verified = await t.call('GET', `/house/slot/verify?${query}`);
      expect(verified.status).toBe(200);
      expect(verified.body.value.serverSeedHash).toBe(shownHash);
      const { roundId: _id, ...rest } = round;
      expect(verified.body.value.round).toEqual(rest);
    }

    const next = await t.call('POST', '/house/slot/spin', {
      session,
      body: { requestId: t.requestId(), stake: state.game.stakes[0] },
    });
    expect(next.body.value.round.nonce).toBe(0);
    const fresh = await t.call('GET', '/house/slot/state', { session });
    expect(fresh.body.value.previousSeed.serverSeed).toBe(previousSeed.serverSeed);
    expect(fresh.body.value.seed.nonce).toBe(1);
  });

  it('refuses a bad client seed and bad verify input with stable codes', async () => {
    const member = await t.player(1_000);
    const { session } = await t.open(member);
    const badSeed = await t.call('POST', '/house/slot/seed', { session, body: { clientSeed: 'has:colon' } });
    expect(badSeed).toMatchObject({ status: 400, body: { code: 'validation-failed' } });
    const base = { serverSeed: 'a'.repeat(64), clientSeed: 'c', nonce: '0', gameCode: 'ARC-SLOT-1', stake: '25' };
    const verify = (query: Record<string, string>) => t.call('GET', `/house/slot/verify?${new URLSearchParams(query)}`);
    expect((await verify(base)).status).toBe(200);
    expect((await verify({ ...base, serverSeed: 'xyz' })).body.code).toBe('validation-failed');
    expect((await verify({ ...base, stake: '30' })).body.code).toBe('amount-out-of-range');
    expect(await verify({ ...base, gameCode: 'ARC-SLOT-999' })).toMatchObject({
      status: 404,
      body: { code: 'game-not-found' },
    });
  });
});

describe('a win over the cap', () => {
  it('tells the player it is under review: nothing credited, the same answer on a replay', async () => {
    const member = await t.player(1_000_000, 'beta');
    const settings = await moneySettingsRepo(t.db).read(member.merchantId);
    const capped = { ...settings.vendorWinCaps, ARC: { stakeMultiple: 1, maxWin: 1 } };
    await moneySettingsRepo(t.db).write(member.merchantId, { ...settings, vendorWinCaps: capped });
    try {
      const { session, state } = await t.open(member);
      const stake = state.game.stakes[0] as number;
      let body = { requestId: t.requestId(), stake };
      let spun = await t.call('POST', '/house/slot/spin', { session, body });
      for (let tries = 0; tries < 200 && spun.body.value.round.win === 0; tries++) {
        expect(spun.body.value.held).toBe(false);
        body = { requestId: t.requestId(), stake };
        spun = await t.call('POST', '/house/slot/spin', { session, body });
      }
      const { round, balance, held } = spun.body.value;
      expect(round.win).toBeGreaterThan(0);
      expect(held).toBe(true);
      expect(balance).toBe(await t.balance(member));
      expect(await betRecord(round.roundId)).toMatchObject({ state: 'held', payout: '0' });
      const replay = await t.call('POST', '/house/slot/spin', { session, body });
      expect(replay.body.value).toMatchObject({ held: true, balance, round: { roundId: round.roundId } });
    } finally {
      await moneySettingsRepo(t.db).write(member.merchantId, settings);
    }
  });
});
