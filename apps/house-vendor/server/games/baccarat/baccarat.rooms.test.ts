import { BACCARAT_SPOTS, LANGUAGES } from '@arcadia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BET_SPOTS } from '../../../games/baccarat/payouts.ts';
import { artOf } from './art.ts';
import { BACCARAT_ENTRIES } from './catalogue.ts';
import { baccaratApp, type Dealt, deal, type Kit, ok, SLOW } from './test-kit.ts';

/** What the platform reads from the vendor about the tables: the catalogue, the rooms feed, the art. */

let kit: Kit;
const results: string[] = [];
beforeAll(async () => {
  kit = await baccaratApp(1_000_000);
  const caller = await kit.sit('ARCP-BAC-3');
  for (let i = 0; i < 4; i += 1) results.push(ok<Dealt>(await deal(caller, { banker: 2000 })).hand.winner);
}, 60_000);
afterAll(() => kit.close());

type Room = Record<string, unknown> & { gameCode: string; road: { winner: string }[] };
const rooms = async (query = '') => kit.app.inject({ method: 'GET', url: `/v1/baccarat/rooms${query}` });

describe('the catalogue', SLOW, () => {
  it('lists the seven tables by the codes the platform knows, names in six languages, min bets and RTP', async () => {
    const { games } = ok<{ games: Record<string, unknown>[] }>(
      await kit.app.inject({ method: 'GET', url: '/v1/games' }),
    );
    const tables = games.filter((game) => String(game.gameCode).includes('-BAC-'));
    expect(tables.map((game) => [game.gameCode, game.vendorCode, game.category, game.minBet])).toEqual([
      ['ARCL-BAC-1', 'ARCL', 'LIVE', 100],
      ['ARCL-BAC-2', 'ARCL', 'LIVE', 1000],
      ['ARCL-BAC-3', 'ARCL', 'LIVE', 10000],
      ['ARCP-BAC-1', 'ARCP', 'PVP', 100],
      ['ARCP-BAC-2', 'ARCP', 'PVP', 500],
      ['ARCP-BAC-3', 'ARCP', 'PVP', 2000],
      ['ARCP-BAC-4', 'ARCP', 'PVP', 10000],
    ]);
    for (const game of tables) {
      expect(game).toMatchObject({ rtp: 0.9894, lines: 0, classify: null });
      expect(Object.keys(game.names as object).sort()).toEqual([...LANGUAGES].sort());
      expect(game.tile).toBe(`http://vendor.test/art/${game.gameCode}/tile.svg`);
    }
  });

  it("keeps the catalogue's minimum bets equal to the tables' limits, and the contract's spots the engine's", async () => {
    const rows = await kit.db.query<{ gameCode: string; minBet: number }>(
      'SELECT game_code AS "gameCode", min_bet::float8 AS "minBet" FROM baccarat_tables ORDER BY id',
    );
    expect(rows).toEqual(BACCARAT_ENTRIES.map((game) => ({ gameCode: game.gameCode, minBet: game.minBet })));
    expect([...BACCARAT_SPOTS]).toEqual([...BET_SPOTS]);
  });

  it('serves each table’s tile and banner as SVG, in the language asked', async () => {
    for (const { gameCode } of BACCARAT_ENTRIES) {
      for (const kind of ['tile', 'banner']) {
        const answer = await kit.app.inject({ method: 'GET', url: `/art/${gameCode}/${kind}.svg?lang=TH` });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toContain('image/svg+xml');
        expect(answer.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 (400 300|1200 400)"/);
        expect(answer.body).not.toMatch(/NaN|undefined/);
      }
    }
    expect(artOf('ARCL-BAC-1', 'tile', 'CN')).toContain('真人百家乐 1');
    expect(artOf('ARCP-BAC-4', 'banner', 'JA')).toContain('バカラ ハイルーム');
  });
});

describe('GET /v1/baccarat/rooms', SLOW, () => {
  it('lists every table in lobby order with limits, seats, players and status, to anyone', async () => {
    const { list } = ok<{ list: Room[] }>(await rooms());
    expect(list.map((room) => room.gameCode)).toEqual([
      'ARCL-BAC-1',
      'ARCL-BAC-2',
      'ARCL-BAC-3',
      'ARCP-BAC-1',
      'ARCP-BAC-2',
      'ARCP-BAC-3',
      'ARCP-BAC-4',
    ]);
    expect(list[5]).toMatchObject({
      roomId: 6,
      gameCode: 'ARCP-BAC-3',
      name: 'Baccarat Room 3',
      vendor: 'ARCP',
      gameType: 'PVP',
      minBet: 2000,
      maxBet: 5_000_000,
      players: 1,
      seats: 7,
      status: 'open',
    });
    expect(list[0]).toMatchObject({ gameType: 'LIVE', players: 0, seats: 50, road: [] });
  });

  it("carries each table's latest results, oldest first", async () => {
    const third = ok<{ list: Room[] }>(await rooms('?vendorCode=ARCP')).list[2] as Room;
    expect(third.road.map((entry) => entry.winner)).toEqual(results);
    for (const entry of third.road) {
      expect(Object.keys(entry).sort()).toEqual(['bankerPair', 'natural', 'playerPair', 'total', 'winner']);
    }
  });

  it('lists one vendor, in the language asked, and refuses what it does not know', async () => {
    const live = ok<{ list: Room[] }>(await rooms('?vendorCode=ARCL&language=CN')).list;
    expect(live.map((room) => [room.name, room.gameType])).toEqual([
      ['真人百家乐 1', 'LIVE'],
      ['真人百家乐 2', 'LIVE'],
      ['真人百家乐 VIP', 'LIVE'],
    ]);
    expect((await rooms('?vendorCode=ARC')).statusCode).toBe(400);
    expect((await rooms('?language=xx')).statusCode).toBe(400);
  });

  it('shows a closed table as under maintenance', async () => {
    await kit.db.query("UPDATE baccarat_tables SET enabled = false WHERE game_code = 'ARCP-BAC-4'");
    try {
      const { list } = ok<{ list: Room[] }>(await rooms('?vendorCode=ARCP'));
      expect(list[3]).toMatchObject({ gameCode: 'ARCP-BAC-4', status: 'maintenance' });
    } finally {
      await kit.db.query("UPDATE baccarat_tables SET enabled = true WHERE game_code = 'ARCP-BAC-4'");
    }
  });
});
