import type { ElotteryTicket } from '@arcadia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyDraw } from '../../../games/elottery/fairness.ts';
import * as k3 from '../../../games/elottery/k3.ts';
import { drawSweep } from '../lottery/draw-sweep.ts';
import { lotteryModuleWith } from '../lottery/lottery.module.ts';
import { closeAtMs, drawAtMs, slotDrawNo } from '../lottery/schedule.ts';
import { type Caller, drawGamesApp, ok, refusal, requestId, SLOW, testClock } from '../lottery/test-kit.ts';
import { elotteryModuleWith } from './elottery.module.ts';
import { ELOTTERY_DRAW_GAMES } from './games.ts';
import { comingDraw, gameOf, ticketOf } from './test-kit.ts';

const MINUTE = { intervalSeconds: 60, closeSeconds: 5 };
type Bet = { key: string; stake: number; faces?: number[]; position?: number; digits?: number[]; spots?: number[] };

describe('the e-lottery: tickets of several bets, drawn and settled by the engines', SLOW, () => {
  const clock = testClock();
  let kit: Awaited<ReturnType<typeof drawGamesApp>>;
  let k3Page: Caller;
  let drawNo = slotDrawNo(MINUTE, Date.now()) + 2;
  beforeAll(async () => {
    kit = await drawGamesApp([elotteryModuleWith({ now: clock.now }), lotteryModuleWith({ now: clock.now })]);
    k3Page = await kit.launch('ARCE', 'ARCE-k3');
  }, 60_000);
  afterAll(() => kit.close());

  const openDraw = () => {
    drawNo += 1;
    clock.at = drawNo * 60_000 + 1000;
    return drawNo;
  };
  const buy = (caller: Caller, gameCode: string, bets: Bet[], at = drawNo) =>
    caller('POST', `/api/elottery/${gameCode}/tickets`, { drawNo: at, bets, requestId: requestId() });
  const drawTime = () => drawSweep(kit.app.deps, ELOTTERY_DRAW_GAMES, drawAtMs(MINUTE, drawNo));
  const commit = async (caller: Caller, gameCode: string) => ok(await caller('GET', `/api/elottery/${gameCode}/draw`));
  const myTickets = async (caller: Caller, gameCode: string) =>
    ok<{ list: ElotteryTicket[] }>(await caller('GET', `/api/elottery/${gameCode}/tickets`)).list;

  it('is in the catalogue: the three games with names in six languages, the best bet type’s RTP, the minimum bet, art', async () => {
    const { games } = ok<{ games: Record<string, unknown>[] }>(
      await kit.app.inject({ method: 'GET', url: '/v1/games' }),
    );
    const elottery = games.filter((game) => game.vendorCode === 'ARCE');
    expect(elottery.map((game) => [game.gameCode, game.category, game.minBet])).toEqual([
      ['ARCE-k3', 'ELOTT', 100],
      ['ARCE-5d', 'ELOTT', 100],
      ['ARCE-keno', 'ELOTT', 100],
    ]);
    for (const game of elottery) {
      const info = gameOf(String(game.gameCode)).info;
      expect(game.rtp).toBeCloseTo(info.rtp.max, 4);
      expect(game.rtp).toBeLessThanOrEqual(0.97);
      expect(Object.keys(game.names as object).sort()).toEqual(['CN', 'EN', 'JA', 'TH', 'TY', 'VI']);
      const tile = await kit.app.inject({ method: 'GET', url: `/art/${game.gameCode}/tile.svg?lang=CN` });
      expect(tile.headers['content-type']).toContain('image/svg+xml');
      expect(tile.body).toContain((game.names as Record<string, string>).CN);
    }
  });

  it('shows the draw taking bets and the next, their hashes published, and no result before the first draw', async () => {
    openDraw();
    const draw = ok<Record<string, unknown> & { current: { drawNo: number; seedHash: string; closeAt: string } }>(
      await k3Page('GET', '/api/elottery/ARCE-k3/draw'),
    );
    expect(draw).toMatchObject({ gameCode: 'ARCE-k3', drawSeconds: 60, closeSeconds: 5, last: null });
    expect(draw.current).toMatchObject({ drawNo, closeAt: new Date(closeAtMs(MINUTE, drawNo)).toISOString() });
    expect(draw.current.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(draw.next).toMatchObject({ drawNo: drawNo + 1, seedHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('lists the bet types with what each takes, the odds per level and the RTPs', async () => {
    const types = ok<{
      minStake: number;
      maxStake: number;
      maxBets: number;
      rtp: { min: number; max: number };
      betTypes: { key: string; takes: Record<string, unknown>; pays: { level: number; odds: number }[]; rtp: number }[];
    }>(await k3Page('GET', '/api/elottery/ARCE-k3/bet-types'));
    expect(types).toMatchObject({ minStake: 100, maxStake: 1_000_000, maxBets: 20, rtp: k3.GAME.rtp });
    expect(types.betTypes.map((row) => row.key)).toEqual(k3.BET_TYPES.map((row) => row.key));
    const byKey = new Map(types.betTypes.map((row) => [row.key, row]));
    expect(byKey.get('big')).toMatchObject({
      takes: { faces: 0, position: false, digits: 0, spots: 0 },
      pays: [{ level: 1, odds: 199 }],
    });
    expect(byKey.get('two-faces')?.takes).toMatchObject({ faces: 2 });
    expect(byKey.get('single')?.pays.map((pay) => pay.odds)).toEqual([200, 300, 400]);
    const fiveD = await kit.launch('ARCE', 'ARCE-5d');
    const digit = ok<{ betTypes: { key: string; takes: unknown }[] }>(
      await fiveD('GET', '/api/elottery/ARCE-5d/bet-types'),
    ).betTypes.find((row) => row.key === 'digit');
    expect(digit?.takes).toEqual({ faces: 0, position: true, digits: 1, spots: 0 });
  });

  it('buys a ticket of several bets with one bet call, and pays the sum of their wins with one win call', async () => {
    openDraw();
    await commit(k3Page, 'ARCE-k3');
    const { result, pays } = await comingDraw(kit.db, 'ARCE-k3', drawNo);
    const dice = result.dice as number[];
    const sum = dice.reduce((a, b) => a + b, 0);
    const bets: Bet[] = [
      { key: `sum-${sum}`, stake: 100 },
      { key: sum === 3 ? 'sum-4' : 'sum-3', stake: 200 },
      { key: 'single', stake: 300, faces: [dice[0] ?? 1] },
      { key: 'two-faces', stake: 100, faces: [2, 1] },
    ];
    const start = kit.wallet.balance();
    const bought = ticketOf(await buy(k3Page, 'ARCE-k3', bets));
    expect(bought.ticket).toMatchObject({ status: 'open', stake: 700, payout: null, result: null, drawNo });
    expect(bought.ticket.bets[3]).toMatchObject({ key: 'two-faces', faces: [1, 2], payout: null });
    expect(bought.balance).toBe(start - 700);
    expect(kit.wallet.calls.slice(-1)).toEqual([
      { kind: 'bet', transactionId: `ARCE-${bought.ticket.ticketId.slice(1)}-bet` },
    ]);

    await drawTime();
    const [ticket] = await myTickets(k3Page, 'ARCE-k3');
    const expected = bets.map((bet) => pays({ ...bet, faces: bet.faces ? [...bet.faces].sort() : undefined }));
    const total = expected.reduce((a, b) => a + b, 0);
    expect(expected[0]).toBeGreaterThan(0);
    expect(expected[1]).toBe(0);
    expect(ticket).toMatchObject({ status: 'won', payout: total, result: { dice } });
    expect(ticket?.bets.map((bet) => bet.payout)).toEqual(expected);
    expect(kit.wallet.balance()).toBe(start - 700 + total);
    const wins = kit.wallet.calls.filter((call) => call.transactionId === `ARCE-${ticket?.ticketId.slice(1)}-win`);
    expect(wins).toHaveLength(1);
  });

  it('settles every game by its engine; a ticket that misses pays 0 by its win call', async () => {
    openDraw();
    const pages = {
      'ARCE-5d': await kit.launch('ARCE', 'ARCE-5d'),
      'ARCE-keno': await kit.launch('ARCE', 'ARCE-keno'),
    };
    await commit(pages['ARCE-5d'], 'ARCE-5d');
    await commit(pages['ARCE-keno'], 'ARCE-keno');
    const fiveD = await comingDraw(kit.db, 'ARCE-5d', drawNo);
    const kenoDraw = await comingDraw(kit.db, 'ARCE-keno', drawNo);
    const first = (fiveD.result.digits as number[])[0] ?? 0;
    const drawn = new Set(kenoDraw.result.numbers as number[]);
    const missing = Array.from({ length: 80 }, (_, i) => i + 1).filter((n) => !drawn.has(n));
    const start = kit.wallet.balance();
    ticketOf(await buy(pages['ARCE-5d'], 'ARCE-5d', [{ key: 'digit', stake: 1000, position: 1, digits: [first] }]));
    ticketOf(await buy(pages['ARCE-keno'], 'ARCE-keno', [{ key: 'spots-2', stake: 500, spots: missing.slice(0, 2) }]));
    await drawTime();
    const [won] = await myTickets(pages['ARCE-5d'], 'ARCE-5d');
    const [lost] = await myTickets(pages['ARCE-keno'], 'ARCE-keno');
    expect(won).toMatchObject({ status: 'won', payout: 9700, result: { digits: fiveD.result.digits } });
    expect(lost).toMatchObject({ status: 'lost', payout: 0, bets: [{ key: 'spots-2', payout: 0 }] });
    expect(lost?.result?.numbers).toEqual(kenoDraw.result.numbers);
    expect(kit.wallet.balance()).toBe(start - 1500 + 9700);
    expect(
      kit.wallet.calls.filter((call) => call.transactionId === `ARCE-${lost?.ticketId.slice(1)}-win`),
    ).toHaveLength(1);
  });

  it('refuses a bet its game refuses, naming the field, and a ticket over the limit', async () => {
    openDraw();
    const cases: [Bet[], string][] = [
      [[{ key: 'nope', stake: 100 }], 'bets.0.key'],
      [
        [
          { key: 'big', stake: 100 },
          { key: 'triple', stake: 100 },
        ],
        'bets.1.faces',
      ],
      [[{ key: 'big', stake: 100, spots: [1] }], 'bets.0.spots'],
      [[{ key: 'big', stake: 99 }], 'bets.0.stake'],
      [[{ key: 'two-faces', stake: 100, faces: [3, 3] }], 'bets.0.faces'],
      [
        [
          { key: 'big', stake: 600_000 },
          { key: 'small', stake: 600_000 },
        ],
        'bets',
      ],
    ];
    for (const [bets, field] of cases) {
      const refused = await buy(k3Page, 'ARCE-k3', bets);
      expect(refusal(refused)).toEqual({ status: 400, code: 'validation-failed' });
      expect(refused.json().value.fields[0].field).toBe(field);
    }
    const many = Array.from({ length: 21 }, () => ({ key: 'big', stake: 100 }));
    expect((await buy(k3Page, 'ARCE-k3', many)).statusCode).toBe(400);
    expect((await buy(k3Page, 'ARCE-k3', [])).statusCode).toBe(400);
    expect((await k3Page('GET', '/api/elottery/ARCE-nope/draw')).statusCode).toBe(400);
  });

  it('refuses a bet on a draw not taking bets, and a session of another vendor', async () => {
    openDraw();
    const big = [{ key: 'big', stake: 100 }];
    expect(refusal(await buy(k3Page, 'ARCE-k3', big, drawNo + 1))).toEqual({
      status: 409,
      code: 'lottery-betting-closed',
    });
    clock.at = closeAtMs(MINUTE, drawNo);
    expect(refusal(await buy(k3Page, 'ARCE-k3', big)).code).toBe('lottery-betting-closed');
    const lottery = await kit.launch('ARCV', 'ARCV-VN-1');
    expect(refusal(await lottery('GET', '/api/elottery/ARCE-k3/draw'))).toEqual({ status: 403, code: 'forbidden' });
    expect(refusal(await k3Page('GET', '/api/lottery/draws?gameCode=ARCV-VN-1'))).toEqual({
      status: 403,
      code: 'forbidden',
    });
  });

  it('publishes each result with its seed, which verifies against the hash published before', async () => {
    const draws = ok<{
      gameCode: string;
      draws: { drawNo: number; seed: string; seedHash: string; result: unknown }[];
    }>(await kit.app.inject({ method: 'GET', url: '/v1/elottery/results?gameCode=ARCE-k3&count=50' }));
    expect(draws.draws.length).toBeGreaterThan(0);
    for (const draw of draws.draws) {
      const checked = verifyDraw(
        { seed: draw.seed, hash: draw.seedHash, gameCode: 'ARCE-k3', drawNo: draw.drawNo },
        k3.draw,
      );
      expect(checked.hashMatches).toBe(true);
      expect(draw.result).toEqual(checked.result);
    }
    const page = ok<{ draws: unknown[] }>(await k3Page('GET', '/api/elottery/ARCE-k3/results?count=2'));
    expect(page.draws).toEqual(draws.draws.slice(0, 2));
    const last = ok<{ last: unknown }>(await k3Page('GET', '/api/elottery/ARCE-k3/draw')).last;
    expect(last).toEqual(draws.draws[0]);
    expect(gameOf('ARCE-k3').info.drawSeconds).toBe(60);
  });
});
