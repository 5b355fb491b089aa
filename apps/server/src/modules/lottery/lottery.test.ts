import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { bearerHeader, createMember, tokenFor } from '../../test/members.ts';
import { get } from '../../test/requests.ts';
import { runDraws } from '../house/lottery/draws.ts';
import { lotteryRepo } from '../house/lottery/lottery.repo.ts';
import { drawAtMs, openDrawNo } from '../house/lottery/schedule.ts';

const FIVE = { intervalSeconds: 300, closeSeconds: 30 };
const ONE = { intervalSeconds: 60, closeSeconds: 10 };

describe('site lottery endpoints', () => {
  let t: TestApp;
  const fiveNo = openDrawNo(FIVE, Date.now()) - 1;
  const oneNo = openDrawNo(ONE, Date.now()) - 1;

  // Specials by game and draw number, as drawn (each from its draw's seed).
  const specials = new Map<string, string>();
  const specialOf = (gameCode: string, drawNo: number) => specials.get(`${gameCode}:${drawNo}`);

  beforeAll(async () => {
    t = await buildTestApp();
    // Three earlier 5-minute draws and two 1-minute draws.
    for (const drawNo of [fiveNo - 2, fiveNo - 1, fiveNo]) {
      await t.db.tx((tx) => runDraws(tx, 'ARCV-VN-5', drawAtMs(FIVE, drawNo)));
    }
    for (const drawNo of [oneNo - 1, oneNo]) {
      await t.db.tx((tx) => runDraws(tx, 'ARCV-VN-1', drawAtMs(ONE, drawNo)));
    }
    const rows = await t.db.query<{ key: string; special: string }>(
      `SELECT game_code || ':' || draw_no AS key, special FROM lottery_draws`,
    );
    for (const row of rows) specials.set(row.key, row.special);
  });
  afterAll(() => t.close());

  it("lists the brand's lotteries by region with the next draw, in the asked language", async () => {
    const { status, body } = await get(t.app, '/lgw/vn/games/game_menu?language=VI');
    expect(status).toBe(200);
    expect(body.value.map((g: { region: string }) => g.region)).toEqual(['NORTH', 'SOUTH']);
    const [north, south] = body.value;
    expect(north.title).toBe('Miền Bắc');
    expect(north.games.map((g: { gameCode: string }) => g.gameCode)).toEqual(['ARCV-VN-1', 'ARCV-VN-5']);
    expect(south.games[0]).toMatchObject({
      gameCode: 'ARCV-VN-3',
      vendor: 'ARCV',
      prizeMode: 'Lott',
      intervalSeconds: 180,
    });
    const five = north.games[1];
    expect(five.name).toBe('Xổ Số Siêu Tốc 5 Phút (Miền Bắc)');
    expect(five.lastSpecial).toBe(specialOf('ARCV-VN-5', fiveNo));
    expect(Date.parse(five.next.closeAt)).toBeGreaterThan(Date.now() - 1000);
    expect(Date.parse(five.next.drawAt) - Date.parse(five.next.closeAt)).toBe(30_000);
    expect(five.next.issue).toMatch(/^\d{8}-\d{4}$/);
  });

  it('shows one game’s latest draws with every prize tier, newest first', async () => {
    const { status, body } = await get(t.app, '/lotto/lgw/games/opened/numero?gameCode=ARCV-VN-5&count=2');
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ gameCode: 'ARCV-VN-5', region: 'NORTH' });
    expect(body.value.draws.map((d: { special: string }) => d.special)).toEqual([
      specialOf('ARCV-VN-5', fiveNo),
      specialOf('ARCV-VN-5', fiveNo - 1),
    ]);
    const [latest] = body.value.draws;
    expect(latest.drawNo).toBe(fiveNo);
    expect(latest.prizes).toHaveLength(8);
    expect(latest.prizes.flatMap((p: { numbers: string[] }) => p.numbers)).toHaveLength(27);
    const missing = await get(t.app, '/lotto/lgw/games/opened/numero?gameCode=ARCV-VN-9');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('game-not-found');
    expect((await get(t.app, '/lotto/lgw/games/opened/numero?gameCode=ARCV-VN-5&count=51')).status).toBe(400);
    expect((await get(t.app, '/lotto/lgw/games/opened/numero')).status).toBe(400);
  });

  it('lists the latest Vietnam results across games, up to the count', async () => {
    const all = await get(t.app, '/lgw/vn/numeros/opened/game');
    expect(all.status).toBe(200);
    expect(all.body.value).toHaveLength(5);
    const times = all.body.value.map((d: { drawAt: string }) => Date.parse(d.drawAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(all.body.value[0]).not.toHaveProperty('prizes');
    const one = await get(t.app, '/lgw/vn/numeros/opened/game?gameCode=ARCV-VN-1&count=1');
    expect(one.body.value).toEqual([
      expect.objectContaining({ gameCode: 'ARCV-VN-1', special: specialOf('ARCV-VN-1', oneNo), drawNo: oneNo }),
    ]);
    expect((await get(t.app, '/lgw/vn/numeros/opened/game?count=101')).status).toBe(400);
  });

  it('ranks popular lotteries by tickets in the last 24 hours', async () => {
    const ticket = (gameCode: string, n: number) => ({
      playerId: '1',
      currency: 'PHP',
      gameCode,
      drawNo: 1,
      betType: 'LO' as const,
      number: String(n).padStart(2, '0'),
      stake: 100,
      odds: 350,
      requestId: `popular-${gameCode}`,
    });
    await lotteryRepo(t.db).insertTickets([ticket('ARCV-VN-3', 1), ticket('ARCV-VN-3', 2), ticket('ARCV-VN-5', 3)]);
    const { status, body } = await get(t.app, '/lgw/games/popular?count=20&prizeMode=Lott&device=WEB&language=EN');
    expect(status).toBe(200);
    expect(body.value.map((g: { gameCode: string; tickets: number }) => [g.gameCode, g.tickets])).toEqual([
      ['ARCV-VN-3', 2],
      ['ARCV-VN-5', 1],
      ['ARCV-VN-1', 0],
    ]);
    expect((await get(t.app, '/lgw/games/popular?count=1')).body.value).toHaveLength(1);
    expect((await get(t.app, '/lgw/games/popular?prizeMode=SEA')).body.value).toEqual([]);
    expect((await get(t.app, '/lgw/games/popular?prizeMode=BAD')).status).toBe(400);
  });

  it("lists a member's recent lotteries: launched and bought in, newest first", async () => {
    expect((await get(t.app, '/lgw/vn/games/game_menu/recent')).status).toBe(401);
    const member = await createMember(t.db);
    const auth = bearerHeader(await tokenFor(t.db, member));
    expect((await get(t.app, '/lgw/vn/games/game_menu/recent', auth)).body.value).toEqual([]);
    await lotteryRepo(t.db).insertTickets([
      {
        playerId: member.id,
        currency: 'PHP',
        gameCode: 'ARCV-VN-5',
        drawNo: 1,
        betType: 'DE',
        number: '01',
        stake: 100,
        odds: 9500,
        requestId: 'recent-1',
      },
    ]);
    const launch = await get(
      t.app,
      '/wps/game/launchGame?lottoArea=VN&launchMode=LOTT&lottoGameCode=ARCV-VN-3&lottoView=betting',
      auth,
    );
    expect(launch.status).toBe(200);
    const { body } = await get(t.app, '/lgw/vn/games/game_menu/recent', auth);
    expect(body.value.map((g: { gameCode: string }) => g.gameCode)).toEqual(['ARCV-VN-3', 'ARCV-VN-5']);
  });

  it('shows only the games the brand has enabled', async () => {
    await t.db.query(`UPDATE games SET enabled = false WHERE game_code = 'ARCV-VN-3'`);
    const menu = await get(t.app, '/lgw/vn/games/game_menu');
    expect(menu.body.value.map((g: { region: string }) => g.region)).toEqual(['NORTH']);
    await t.db.query(`UPDATE game_vendors SET enabled = false WHERE vassalage = 'ARCV'`);
    expect((await get(t.app, '/lgw/vn/games/game_menu')).body.value).toEqual([]);
    expect((await get(t.app, '/lgw/games/popular')).body.value).toEqual([]);
    expect((await get(t.app, '/lotto/lgw/games/opened/numero?gameCode=ARCV-VN-5')).status).toBe(404);
  });
});
