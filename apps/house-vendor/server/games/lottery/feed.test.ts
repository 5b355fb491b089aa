import type { LotteryFeedDraw, LotteryGame } from '@arcadia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_SECRET } from '../../config.ts';
import { signed } from '../../http/signing.ts';
import { runDraws } from './draws.ts';
import { verifyDraw } from './fairness.ts';
import { VIETNAM_GAMES } from './games.ts';
import { lotteryModuleWith } from './lottery.module.ts';
import { drawAtMs, openDrawNo, slotDrawNo } from './schedule.ts';
import { type Caller, drawGamesApp, ok, refusal, requestId, SLOW, seedOf, testClock } from './test-kit.ts';
import { vietnamDrawGame } from './vietnam.ts';

const FIVE = { intervalSeconds: 300, closeSeconds: 30 };
const ONE = { intervalSeconds: 60, closeSeconds: 10 };
const [VN1, , VN5] = VIETNAM_GAMES.map(vietnamDrawGame);

describe("the lottery's public feed", SLOW, () => {
  const clock = testClock();
  let kit: Awaited<ReturnType<typeof drawGamesApp>>;
  let play: Caller;
  const get = (url: string, headers: Record<string, string> = {}) => kit.app.inject({ method: 'GET', url, headers });
  // Three 5-minute draws and two 1-minute draws drawn before now.
  const fiveNo = slotDrawNo(FIVE, Date.now()) - 1;
  const oneNo = slotDrawNo(ONE, Date.now()) - 1;

  beforeAll(async () => {
    kit = await drawGamesApp([lotteryModuleWith({ now: clock.now })]);
    play = await kit.launch('ARCV', 'ARCV-VN-5');
    if (!VN1 || !VN5) throw new Error('games');
    for (const drawNo of [fiveNo - 2, fiveNo - 1, fiveNo]) await runDraws(kit.db, VN5, drawAtMs(FIVE, drawNo));
    for (const drawNo of [oneNo - 1, oneNo]) await runDraws(kit.db, VN1, drawAtMs(ONE, drawNo));
  }, 60_000);
  afterAll(() => kit.close());

  const specialOf = async (gameCode: string, drawNo: number) =>
    (
      await kit.db.one<{ special: string }>(
        `SELECT result->>'special' AS special FROM lottery_draws WHERE game_code = $1 AND draw_no = $2`,
        [gameCode, drawNo],
      )
    )?.special;

  it('lists the lotteries in catalogue order with the next draw and the last result, in the language asked', async () => {
    const { games } = ok<{ games: LotteryGame[] }>(await get('/v1/lottery/games?language=VI'));
    expect(games.map((game) => [game.gameCode, game.region, game.intervalSeconds])).toEqual([
      ['ARCV-VN-1', 'NORTH', 60],
      ['ARCV-VN-3', 'SOUTH', 180],
      ['ARCV-VN-5', 'NORTH', 300],
    ]);
    const five = games[2];
    expect(five).toMatchObject({ vendor: 'ARCV', prizeMode: 'Lott', name: 'Xổ Số Siêu Tốc 5 Phút (Miền Bắc)' });
    expect(five?.lastSpecial).toBe(await specialOf('ARCV-VN-5', fiveNo));
    expect(five?.next.drawNo).toBe(openDrawNo(FIVE, clock.at));
    expect(Date.parse(five?.next.drawAt ?? '') - Date.parse(five?.next.closeAt ?? '')).toBe(30_000);
    expect(five?.next.issue).toMatch(/^\d{8}-\d{4}$/);
    expect(games[1]).toMatchObject({ lastSpecial: null, lastIssue: null });
    expect(ok<{ games: LotteryGame[] }>(await get('/v1/lottery/games')).games[0]?.name).toBe(
      'Vietnam Lotto 1 Minute (North)',
    );
  });

  it("shows a game's latest draws with every tier and the seed each verifies with, newest first", async () => {
    const { draws } = ok<{ draws: LotteryFeedDraw[] }>(await get('/v1/lottery/results?gameCode=ARCV-VN-5&count=2'));
    expect(draws.map((draw) => draw.drawNo)).toEqual([fiveNo, fiveNo - 1]);
    const [latest] = draws;
    expect(latest).toMatchObject({ gameCode: 'ARCV-VN-5', name: 'Vietnam Lotto 5 Minutes (North)', region: 'NORTH' });
    expect(latest?.prizes).toHaveLength(8);
    expect(latest?.prizes.flatMap((prize) => prize.numbers)).toHaveLength(27);
    const checked = verifyDraw({
      seed: latest?.seed ?? '',
      hash: latest?.seedHash ?? '',
      gameCode: 'ARCV-VN-5',
      drawNo: fiveNo,
      region: 'NORTH',
    });
    expect(checked.hashMatches).toBe(true);
    expect(latest?.prizes).toEqual(checked.prizes);
    expect(latest?.special).toBe(checked.special);
  });

  it('shows the latest results across games, or of the games asked, up to the count; never a seed before its draw', async () => {
    const all = ok<{ draws: LotteryFeedDraw[] }>(await get('/v1/lottery/results?count=100')).draws;
    expect(all).toHaveLength(5);
    const times = all.map((draw) => Date.parse(draw.drawAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const some = ok<{ draws: LotteryFeedDraw[] }>(await get('/v1/lottery/results?gameCode=ARCV-VN-1,ARCV-VN-3')).draws;
    expect(some.map((draw) => draw.gameCode)).toEqual(['ARCV-VN-1', 'ARCV-VN-1']);
    expect((await get('/v1/lottery/results?count=101')).statusCode).toBe(400);
    expect((await get('/v1/lottery/results?gameCode=bad code')).statusCode).toBe(400);
    // The draws committed for betting hold seeds of their own: none appears in any answer.
    const open = openDrawNo(FIVE, clock.at);
    const seed = await seedOf(kit.db, 'ARCV-VN-5', open);
    const everything = await Promise.all(
      ['/v1/lottery/games', '/v1/lottery/results?count=100', '/v1/lottery/popularity'].map(
        async (url) => (await get(url)).body,
      ),
    );
    expect(everything.join('\n')).not.toContain(seed);
  });

  it('counts the tickets bought per game in the last 24 hours, refused ones not', async () => {
    const buy = async (caller: Caller, gameCode: string, numbers: string[]) => {
      const timing = gameCode === 'ARCV-VN-5' ? FIVE : { intervalSeconds: 180, closeSeconds: 15 };
      return caller('POST', '/api/lottery/tickets', {
        gameCode,
        drawNo: openDrawNo(timing, clock.at),
        betType: 'LO',
        numbers,
        stake: 100,
        requestId: requestId(),
      });
    };
    ok(await buy(play, 'ARCV-VN-5', ['01']));
    ok(await buy(play, 'ARCV-VN-3', ['02', '03']));
    const restore = kit.refuseBetsAfter(0);
    expect(refusal(await buy(play, 'ARCV-VN-5', ['05'])).code).toBe('insufficient-balance');
    restore();
    const popularity = ok<{ since: string; games: { gameCode: string; tickets: number }[] }>(
      await get('/v1/lottery/popularity'),
    );
    expect(popularity.games).toEqual([
      { gameCode: 'ARCV-VN-3', tickets: 2 },
      { gameCode: 'ARCV-VN-5', tickets: 1 },
    ]);
    expect(Date.parse(popularity.since)).toBe(clock.at - 24 * 3600_000);
  });

  it("answers the games a player bought in, latest first, only to the platform's signature", async () => {
    const url = '/v1/lottery/players/p1/games?count=5';
    expect(refusal(await get(url))).toEqual({ status: 401, code: 'bad-signature' });
    expect(refusal(await get(url, signed('ARCV', 'not-the-secret', url))).code).toBe('bad-signature');
    expect(refusal(await get(url, signed('ARCV', DEVELOPMENT_SECRET, url, Date.now() - 10 * 60_000))).code).toBe(
      'bad-signature',
    );
    // Signed over another path: refused.
    expect(
      refusal(await get(url, signed('ARCV', DEVELOPMENT_SECRET, '/v1/lottery/players/p2/games?count=5'))).code,
    ).toBe('bad-signature');
    const { games } = ok<{ games: { gameCode: string; at: string }[] }>(
      await get(url, signed('ARCV', DEVELOPMENT_SECRET, url)),
    );
    expect(games.map((game) => game.gameCode)).toEqual(['ARCV-VN-3', 'ARCV-VN-5']);
    const nobody = '/v1/lottery/players/p9/games';
    expect(ok<{ games: unknown[] }>(await get(nobody, signed('ARCV', DEVELOPMENT_SECRET, nobody))).games).toEqual([]);
  });
});
