import type { LotteryTicket, lotteryPageDraws, OpenedDraw, ValueOf } from '@arcadia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawSweep } from './draw-sweep.ts';
import { drawFromSeed, verifyDraw } from './fairness.ts';
import { lotteryModuleWith } from './lottery.module.ts';
import { closeAtMs, drawAtMs, slotDrawNo } from './schedule.ts';
import { type Caller, drawGamesApp, ok, refusal, requestId, SLOW, seedOf, testClock } from './test-kit.ts';
import { VIETNAM_DRAW_GAMES } from './vietnam.ts';

const FIVE = { intervalSeconds: 300, closeSeconds: 30 };
const GAME = 'ARCV-VN-5';
type Draws = ValueOf<typeof lotteryPageDraws>;

describe('the Vietnam lottery: a draw from purchase to payout', SLOW, () => {
  const clock = testClock();
  let kit: Awaited<ReturnType<typeof drawGamesApp>>;
  let play: Caller;
  beforeAll(async () => {
    kit = await drawGamesApp([lotteryModuleWith({ now: clock.now })]);
    play = await kit.launch('ARCV', GAME);
  }, 60_000);
  afterAll(() => kit.close());

  /** Moves the clock a second into a draw's slot (its betting open) and answers it. */
  const openDraw = (drawNo: number) => {
    clock.at = drawNo * FIVE.intervalSeconds * 1000 + 1000;
    return drawNo;
  };
  const buy = (caller: Caller, drawNo: number, over: object) =>
    caller('POST', '/api/lottery/tickets', { gameCode: GAME, drawNo, stake: 100, requestId: requestId(), ...over });
  const tickets = async (caller: Caller) =>
    ok<{ list: LotteryTicket[] }>(await caller('GET', `/api/lottery/tickets?gameCode=${GAME}`)).list;
  /** The draw's time comes: the sweep draws it and settles its tickets. */
  const drawTime = (drawNo: number) => drawSweep(kit.app.deps, VIETNAM_DRAW_GAMES, drawAtMs(FIVE, drawNo));
  /** What a committed draw will give (the test reads the vendor's own table). */
  const coming = async (drawNo: number) => {
    const prizes = drawFromSeed('NORTH', await seedOf(kit.db, GAME, drawNo), GAME, drawNo);
    const numbers = prizes.flatMap((prize) => prize.numbers);
    const special = numbers[0] ?? '';
    const hitsOf = (pair: string) => numbers.filter((n) => n.endsWith(pair)).length;
    const pairs = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
    return { special, prizes, hitsOf, missing: pairs.filter((pair) => hitsOf(pair) === 0) };
  };
  let drawNo = slotDrawNo(FIVE, Date.now()) + 2;

  it('shows the draw taking bets and the next with their hashes, and the bet types with odds and RTP', async () => {
    openDraw(drawNo);
    const draws = ok<Draws>(await play('GET', `/api/lottery/draws?gameCode=${GAME}`));
    expect(draws.current).toMatchObject({ drawNo, closeAt: new Date(closeAtMs(FIVE, drawNo)).toISOString() });
    expect(draws.current.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(draws.next.drawNo).toBe(drawNo + 1);
    expect(draws.next.seedHash).not.toBe(draws.current.seedHash);
    expect(draws.game).toMatchObject({
      gameCode: GAME,
      vendor: 'ARCV',
      region: 'NORTH',
      name: 'Vietnam Lotto 5 Minutes (North)',
    });
    expect(draws.betTypes).toEqual([
      { betType: 'LO', digits: 2, odds: 350, rtp: expect.closeTo(0.945, 10) },
      { betType: 'DE', digits: 2, odds: 9500, rtp: expect.closeTo(0.95, 10) },
      { betType: 'CANG3', digits: 3, odds: 95_000, rtp: expect.closeTo(0.95, 10) },
    ]);
    // The same commitment on every look.
    const again = ok<Draws>(await play('GET', `/api/lottery/draws?gameCode=${GAME}`));
    expect(again.current.seedHash).toBe(draws.current.seedHash);
  });

  it('buys, draws and settles: the wallet moves by the stakes, then by the wins, exactly once', async () => {
    openDraw(drawNo);
    const published = ok<Draws>(await play('GET', `/api/lottery/draws?gameCode=${GAME}`)).current.seedHash;
    const start = kit.wallet.balance();
    const { special, hitsOf, missing } = await coming(drawNo);
    const de = special.slice(-2);
    const otherDe = String((Number(de) + 1) % 100).padStart(2, '0');
    const miss = missing[0] ?? '';
    const purchases = [
      { betType: 'DE', numbers: [de, otherDe], stake: 1000 },
      { betType: 'LO', numbers: [de, miss], stake: 100 },
      { betType: 'CANG3', numbers: [special.slice(-3)], stake: 100 },
    ];
    for (const purchase of purchases) {
      const bought = ok<{ tickets: LotteryTicket[]; balance: number }>(await buy(play, drawNo, purchase));
      expect(bought.tickets.map((ticket) => ticket.status)).toEqual(purchase.numbers.map(() => 'open'));
      expect(bought.balance).toBe(kit.wallet.balance());
    }
    const staked = 2000 + 200 + 100;
    expect(kit.wallet.balance()).toBe(start - staked);
    expect((await tickets(play)).every((ticket) => ticket.status === 'open' && ticket.payout === null)).toBe(true);

    await drawTime(drawNo);
    const outcome = Object.fromEntries(
      (await tickets(play)).map((t) => [`${t.betType}:${t.number}`, [t.status, t.hits, t.payout, t.held]]),
    );
    const loHits = hitsOf(de);
    expect(outcome).toEqual({
      [`DE:${de}`]: ['won', 1, 95_000, false], // 1,000 × 95
      [`DE:${otherDe}`]: ['lost', 0, 0, false],
      [`LO:${de}`]: ['won', loHits, 350 * loHits, false], // 100 × 3.5 per prize number ending in it
      [`LO:${miss}`]: ['lost', 0, 0, false],
      [`CANG3:${special.slice(-3)}`]: ['won', 1, 95_000, false], // 100 × 950
    });
    expect(kit.wallet.balance()).toBe(start - staked + 95_000 + 350 * loHits + 95_000);
    // One win call per ticket (0 for a loss), each once; another pass settles nothing again.
    const wins = kit.wallet.calls.filter((call) => call.kind === 'win');
    expect(wins).toHaveLength(5);
    await drawTime(drawNo);
    expect(kit.wallet.calls.filter((call) => call.kind === 'win')).toHaveLength(5);

    // The result with its seed, which verifies against the hash published before the first bet.
    const [result] = ok<{ draws: OpenedDraw[] }>(
      await play('GET', `/api/lottery/results?gameCode=${GAME}&count=1`),
    ).draws;
    expect(result).toMatchObject({ drawNo, special, seedHash: published });
    const checked = verifyDraw({ seed: result?.seed ?? '', hash: published, gameCode: GAME, drawNo, region: 'NORTH' });
    expect(checked.hashMatches).toBe(true);
    expect(result?.prizes).toEqual(checked.prizes);
    drawNo += 1;
  });

  it('refuses a bet on a draw not taking bets: closed, drawn early, or not yet open', async () => {
    openDraw(drawNo);
    expect(refusal(await buy(play, drawNo + 1, { betType: 'LO', numbers: ['12'] }))).toEqual({
      status: 409,
      code: 'lottery-betting-closed',
    });
    expect(refusal(await buy(play, drawNo - 1, { betType: 'LO', numbers: ['12'] })).code).toBe(
      'lottery-betting-closed',
    );
    clock.at = closeAtMs(FIVE, drawNo);
    expect(refusal(await buy(play, drawNo, { betType: 'LO', numbers: ['12'] })).code).toBe('lottery-betting-closed');
    // A drawing process whose clock runs ahead drew it: the result is out, no more bets on it.
    openDraw(drawNo);
    await drawSweep(kit.app.deps, VIETNAM_DRAW_GAMES, drawAtMs(FIVE, drawNo));
    expect(refusal(await buy(play, drawNo, { betType: 'LO', numbers: ['12'] })).code).toBe('lottery-betting-closed');
    drawNo += 1;
  });

  it('refuses numbers that do not fit the bet type, repeats, bad stakes and unknown games', async () => {
    openDraw(drawNo);
    for (const over of [
      { betType: 'CANG3', numbers: ['12'] },
      { betType: 'DE', numbers: ['123'] },
      { betType: 'LO', numbers: ['12', '12'] },
    ]) {
      expect(refusal(await buy(play, drawNo, over))).toEqual({ status: 400, code: 'lottery-invalid-number' });
    }
    expect(refusal(await buy(play, drawNo, { betType: 'LO', numbers: ['12'], stake: 99 })).code).toBe(
      'validation-failed',
    );
    expect((await buy(play, drawNo, { betType: 'LO', numbers: ['1a'] })).statusCode).toBe(400);
    const many = Array.from({ length: 21 }, (_, i) => String(i + 10));
    expect((await buy(play, drawNo, { betType: 'LO', numbers: many })).statusCode).toBe(400);
    expect(refusal(await buy(play, drawNo, { gameCode: 'ARCV-VN-9', betType: 'LO', numbers: ['12'] }))).toEqual({
      status: 404,
      code: 'game-not-found',
    });
    const noSession = await kit.app.inject({ method: 'GET', url: `/api/lottery/tickets?gameCode=${GAME}` });
    expect(refusal(noSession)).toEqual({ status: 401, code: 'not-logged-in' });
  });

  it("shows each player their own tickets only, and buys in any of the vendor's lotteries", async () => {
    openDraw(drawNo);
    const other = await kit.launchAs('p2', 'ARCV', 'ARCV-VN-1');
    expect(await tickets(other)).toEqual([]);
    const one = slotDrawNo({ intervalSeconds: 60, closeSeconds: 10 }, clock.at);
    const bought = await other('POST', '/api/lottery/tickets', {
      gameCode: 'ARCV-VN-1',
      drawNo: one,
      betType: 'DE',
      numbers: ['42'],
      stake: 100,
      requestId: requestId(),
    });
    expect(ok<{ tickets: LotteryTicket[] }>(bought).tickets[0]).toMatchObject({
      gameCode: 'ARCV-VN-1',
      status: 'open',
    });
    const mine = ok<{ list: LotteryTicket[] }>(await play('GET', '/api/lottery/tickets?gameCode=ARCV-VN-1')).list;
    expect(mine).toEqual([]);
  });
});
