import type { LotteryFeedDraw, LotteryGame } from '@arcadia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyBody } from '../../platform/signature.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { bearerHeader, createMember, tokenFor } from '../../test/members.ts';
import { get } from '../../test/requests.ts';
import { type StubProvider, startStubProvider } from '../../test/stub-provider.ts';
import { vendorSecret } from '../vendors/secrets.ts';

/**
 * The site's lottery endpoints read the lottery vendor's feed over HTTP (GET /v1/lottery/…, the
 * player's own games signed), as they would a third party's: they filter it to the brand's games,
 * group, rank and reshape it, and show nothing made up while the vendor does not answer. The draws
 * themselves are the vendor's (apps/house-vendor games/lottery).
 */

let t: TestApp;
let provider: StubProvider;

const NOW = Date.now();
const at = (minutesAgo: number) => new Date(NOW - minutesAgo * 60_000).toISOString();
const NAMES: Record<string, Record<string, string>> = {
  'ARCV-VN-1': { EN: 'Speed Lottery 1 Minute (North)', VI: 'Xổ Số Siêu Tốc 1 Phút (Miền Bắc)' },
  'ARCV-VN-5': { EN: 'Speed Lottery 5 Minutes (North)', VI: 'Xổ Số Siêu Tốc 5 Phút (Miền Bắc)' },
  'ARCV-VN-3': { EN: 'Speed Lottery 3 Minutes (South)', VI: 'Xổ Số Siêu Tốc 3 Phút (Miền Nam)' },
};
const game = (gameCode: string, region: 'NORTH' | 'SOUTH', intervalSeconds: number, lang: string): LotteryGame => ({
  gameCode,
  vendor: 'ARCV',
  name: NAMES[gameCode]?.[lang] ?? NAMES[gameCode]?.EN ?? gameCode,
  region,
  prizeMode: 'Lott',
  intervalSeconds,
  closeSeconds: 10,
  next: { drawNo: 100, issue: '20261207-0100', drawAt: at(-1), closeAt: at(-0.5) },
  lastSpecial: '123456',
  lastIssue: '20261207-0099',
});
const draw = (gameCode: string, drawNo: number, minutesAgo: number): LotteryFeedDraw => ({
  gameCode,
  name: NAMES[gameCode]?.EN ?? gameCode,
  region: gameCode === 'ARCV-VN-3' ? 'SOUTH' : 'NORTH',
  drawNo,
  issue: `20261207-${String(drawNo).padStart(4, '0')}`,
  drawAt: at(minutesAgo),
  closeAt: at(minutesAgo + 0.2),
  drawnAt: at(minutesAgo),
  special: String(100_000 + drawNo),
  prizes: [{ tier: 'special', numbers: [String(100_000 + drawNo)] }],
  seedHash: 'a'.repeat(64),
  seed: 'b'.repeat(64),
});
const DRAWS = [draw('ARCV-VN-1', 12, 1), draw('ARCV-VN-5', 7, 3), draw('ARCV-VN-1', 11, 2), draw('ARCV-VN-5', 6, 8)];
let popularity = [
  { gameCode: 'ARCV-VN-3', tickets: 2 },
  { gameCode: 'ARCV-VN-5', tickets: 1 },
];
const playerAsks: { signed: boolean; playerId: string }[] = [];
let playersFeed: Parameters<StubProvider['feed']>[1];

beforeAll(async () => {
  t = await buildTestApp();
  provider = await startStubProvider(t.db);
  await provider.serve(['ARCV']);
  const secret = (await vendorSecret(t.db, 'ARCV')) ?? '';
  provider.feed('/v1/lottery/games', (url) => {
    const lang = url.searchParams.get('language') ?? 'EN';
    return {
      games: [
        game('ARCV-VN-1', 'NORTH', 60, lang),
        game('ARCV-VN-3', 'SOUTH', 180, lang),
        game('ARCV-VN-5', 'NORTH', 300, lang),
      ],
    };
  });
  provider.feed('/v1/lottery/results', (url) => {
    const codes = url.searchParams.get('gameCode')?.split(',') ?? [];
    const count = Number(url.searchParams.get('count') ?? 10);
    return { draws: DRAWS.filter((d) => codes.includes(d.gameCode)).slice(0, count) };
  });
  provider.feed('/v1/lottery/popularity', () => ({ since: at(24 * 60), games: popularity }));
  // The player's own games: answered only to a signed ask (path and query, as sent).
  playersFeed = (url, headers) => {
    const playerId = url.pathname.split('/')[4] ?? '';
    const signed = verifyBody(`${url.pathname}${url.search}`, headers, secret);
    playerAsks.push({ signed, playerId });
    return signed ? { games: [{ gameCode: 'ARCV-VN-5', at: at(30) }] } : null;
  };
});
afterAll(async () => {
  await provider.close();
  await t.close();
});

describe('site lottery endpoints', () => {
  it("lists the brand's lotteries by region with the next draw, in the asked language", async () => {
    const { status, body } = await get(t.app, '/lgw/vn/games/game_menu?language=VI');
    expect(status).toBe(200);
    expect(body.value.map((g: { region: string }) => g.region)).toEqual(['NORTH', 'SOUTH']);
    const [north, south] = body.value;
    expect(north.title).toBe('Miền Bắc');
    expect(north.games.map((g: LotteryGame) => g.gameCode)).toEqual(['ARCV-VN-1', 'ARCV-VN-5']);
    expect(north.games[1]).toEqual(game('ARCV-VN-5', 'NORTH', 300, 'VI'));
    expect(south.games[0]).toMatchObject({ gameCode: 'ARCV-VN-3', name: 'Xổ Số Siêu Tốc 3 Phút (Miền Nam)' });
  });

  it('shows one game’s latest draws with every prize tier, newest first', async () => {
    const { status, body } = await get(t.app, '/lotto/lgw/games/opened/numero?gameCode=ARCV-VN-5&count=2');
    expect(status).toBe(200);
    const { gameCode: _code, name: _name, region: _region, ...latest } = DRAWS[1] as LotteryFeedDraw;
    expect(body.value).toMatchObject({ gameCode: 'ARCV-VN-5', name: NAMES['ARCV-VN-5']?.EN, region: 'NORTH' });
    expect(body.value.draws).toHaveLength(2);
    expect(body.value.draws[0]).toEqual(latest);
    const missing = await get(t.app, '/lotto/lgw/games/opened/numero?gameCode=ARCV-VN-9');
    expect([missing.status, missing.body.code]).toEqual([404, 'game-not-found']);
    expect((await get(t.app, '/lotto/lgw/games/opened/numero?gameCode=ARCV-VN-5&count=51')).status).toBe(400);
    expect((await get(t.app, '/lotto/lgw/games/opened/numero')).status).toBe(400);
  });

  it('lists the latest Vietnam results across games without their prize tables, up to the count', async () => {
    const all = await get(t.app, '/lgw/vn/numeros/opened/game');
    expect(all.status).toBe(200);
    expect(all.body.value.map((d: { drawNo: number }) => d.drawNo)).toEqual([12, 7, 11, 6]);
    expect(all.body.value[0]).not.toHaveProperty('prizes');
    const one = await get(t.app, '/lgw/vn/numeros/opened/game?gameCode=ARCV-VN-1&count=1');
    expect(one.body.value).toEqual([expect.objectContaining({ gameCode: 'ARCV-VN-1', special: '100012' })]);
    expect((await get(t.app, '/lgw/vn/numeros/opened/game?count=101')).status).toBe(400);
  });

  it('ranks popular lotteries by tickets in the last 24 hours, then catalogue order', async () => {
    const { status, body } = await get(t.app, '/lgw/games/popular?count=20&prizeMode=Lott&device=WEB&language=EN');
    expect(status).toBe(200);
    expect(body.value.map((g: { gameCode: string; tickets: number }) => [g.gameCode, g.tickets])).toEqual([
      ['ARCV-VN-3', 2],
      ['ARCV-VN-5', 1],
      ['ARCV-VN-1', 0],
    ]);
    popularity = [{ gameCode: 'ARCV-VN-1', tickets: 9 }];
    expect((await get(t.app, '/lgw/games/popular?count=1')).body.value).toEqual([
      expect.objectContaining({ gameCode: 'ARCV-VN-1', tickets: 9 }),
    ]);
    expect((await get(t.app, '/lgw/games/popular?prizeMode=SEA')).body.value).toEqual([]);
    expect((await get(t.app, '/lgw/games/popular?prizeMode=BAD')).status).toBe(400);
  });

  it("lists a member's recent lotteries: launched and bought in (asked of the vendor, signed), newest first", async () => {
    expect((await get(t.app, '/lgw/vn/games/game_menu/recent')).status).toBe(401);
    const member = await createMember(t.db);
    const auth = bearerHeader(await tokenFor(t.db, member));
    expect((await get(t.app, '/lgw/vn/games/game_menu/recent', auth)).body.value).toEqual([]);
    provider.feed(`/v1/lottery/players/${member.id}/games`, playersFeed);
    const launch = await get(
      t.app,
      '/wps/game/launchGame?lottoArea=VN&launchMode=LOTT&lottoGameCode=ARCV-VN-3&lottoView=betting',
      auth,
    );
    expect(launch.status).toBe(200);
    expect(new URL(launch.body.value.url).searchParams.get('view')).toBe('betting');
    const { body } = await get(t.app, '/lgw/vn/games/game_menu/recent', auth);
    expect(body.value.map((g: { gameCode: string }) => g.gameCode)).toEqual(['ARCV-VN-3', 'ARCV-VN-5']);
    expect(playerAsks.at(-1)).toEqual({ signed: true, playerId: member.id });
  });

  it('shows nothing while the vendor does not answer', async () => {
    provider.feed('/v1/lottery/games', () => null);
    try {
      expect((await get(t.app, '/lgw/vn/games/game_menu')).body.value).toEqual([]);
      expect((await get(t.app, '/lgw/games/popular')).body.value).toEqual([]);
      expect((await get(t.app, '/lotto/lgw/games/opened/numero?gameCode=ARCV-VN-5')).status).toBe(404);
    } finally {
      provider.feed('/v1/lottery/games', (url) => ({
        games: [game('ARCV-VN-1', 'NORTH', 60, url.searchParams.get('language') ?? 'EN')],
      }));
    }
    expect((await get(t.app, '/lgw/vn/games/game_menu')).body.value).toHaveLength(1);
  });

  it('shows only the games the brand has enabled', async () => {
    await t.db.query(`UPDATE games SET enabled = false WHERE game_code = 'ARCV-VN-1'`);
    expect((await get(t.app, '/lgw/vn/games/game_menu')).body.value).toEqual([]);
    await t.db.query(`UPDATE games SET enabled = true WHERE game_code = 'ARCV-VN-1'`);
    await t.db.query(`UPDATE game_vendors SET enabled = false WHERE vassalage = 'ARCV'`);
    expect((await get(t.app, '/lgw/vn/games/game_menu')).body.value).toEqual([]);
    expect((await get(t.app, '/lgw/games/popular')).body.value).toEqual([]);
    expect((await get(t.app, '/lotto/lgw/games/opened/numero?gameCode=ARCV-VN-1')).status).toBe(404);
  });
});
