import { GAME_PAGE_SIZE, type GameItem } from '@arcadia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, type GameSeed } from '../../seed/game-catalogue.ts';
import { eventually } from '../../test/eventually.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { bearerHeader, createMember, tokenFor } from '../../test/members.ts';
import { get } from '../../test/requests.ts';
import { searchQuery, searchWords } from './search-terms.ts';

let t: TestApp;
const catalogue = buildCatalogue();
const ofCategory = (category: string) => catalogue.filter((game) => game.category === category);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type ListBody = { value: { games: GameItem[]; totalPages: number; total: number } };
const list = async (query: string, headers: Record<string, string> = {}) => {
  const response = await get(t.app, `/wps/relay/GCSGAME_gameList?${query}`, headers);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as ListBody).value;
};

describe('GET /wps/relay/GCSGAME_gameList', () => {
  it('seeds a catalogue of more than 2,000 games, RNG most', async () => {
    const all = await list('pageSize=1');
    expect(all.total).toBe(catalogue.length);
    expect(all.total).toBeGreaterThan(2000);
    expect((await list('gameType=RNG&pageSize=1')).total).toBe(ofCategory('RNG').length);
    for (const category of ['LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'DS88', 'LOTT', 'ELOTT']) {
      expect((await list(`gameType=${category}&pageSize=1`)).total, category).toBeGreaterThan(0);
    }
  });

  it('pages by 15 with the total and the page count', async () => {
    const rng = ofCategory('RNG').length;
    const first = await list('gameType=RNG');
    expect(first.games).toHaveLength(GAME_PAGE_SIZE);
    expect(first).toMatchObject({ total: rng, totalPages: Math.ceil(rng / GAME_PAGE_SIZE) });
    const second = await list('gameType=RNG&pageNo=2');
    expect(second.games.map((game) => game.nodeId)).not.toContain(first.games[0]?.nodeId);
    const last = await list(`gameType=RNG&pageNo=${first.totalPages}`);
    expect(last.games).toHaveLength(rng - (first.totalPages - 1) * GAME_PAGE_SIZE);
    const past = await list(`gameType=RNG&pageNo=${first.totalPages + 1}`);
    expect(past).toEqual({ games: [], total: rng, totalPages: first.totalPages });
  });

  it('describes each game fully, the house slots first in vendor order', async () => {
    const [game] = (await list('gameType=RNG&pageSize=1')).games;
    expect(game).toEqual({
      nodeId: expect.any(Number),
      gameCode: 'ARC-golden-dragon',
      code: 'ARC-golden-dragon',
      name: 'Golden Dragon',
      vassalage: 'ARC',
      vendor: 'ARC',
      gameType: 'RNG',
      accountTypeName: 'ARC',
      isGame: 'GAME',
      defaultPlayType: null,
      gameClassify: null,
      minBet: 25,
      lineNum: 25,
      image: expect.stringMatching(/^\/(img|cdn2\/img)\/games\/ARC-golden-dragon\.svg\?brand=demo$/),
      isHot: true,
      isFavourite: false,
      gameName: 'Golden Dragon',
      nodeName: 'Golden Dragon',
      showIcon: game?.image,
      iconUrl: game?.image,
    });
  });

  it('filters by vendor, classification, exact minimum bet and lines', async () => {
    const expected = (test: (game: GameSeed) => boolean) => ofCategory('RNG').filter(test).length;
    expect((await list('gameType=RNG&vassalage=PG')).total).toBe(expected((game) => game.vendor === 'PG'));
    for (const classify of ['JP', 'TG', 'AC', 'BG'] as const) {
      const page = await list(`gameType=RNG&gameClassify=${classify}`);
      expect(page.total, classify).toBe(expected((game) => game.classify === classify));
      expect(page.games.every((game) => game.gameClassify === classify)).toBe(true);
    }
    const cheap = await list('gameType=RNG&minBet=0.05');
    expect(cheap.total).toBe(expected((game) => game.minBet === 5));
    expect(cheap.games.every((game) => game.minBet === 5)).toBe(true);
    const wide = await list('gameType=RNG&minLineNum=25');
    expect(wide.total).toBe(expected((game) => game.lineNum >= 25));
    const all = await list('gameType=RNG&vassalage=JILI&gameClassify=JP&minBet=0.1&minLineNum=25');
    expect(all.total).toBe(
      expected((game) => game.vendor === 'JILI' && game.classify === 'JP' && game.minBet === 10 && game.lineNum >= 25),
    );
  });

  it('splits e-sports and DS88 out of SPORTS as the menu does', async () => {
    const esports = await list('gameType=ESPORTS&pageSize=100');
    expect(new Set(esports.games.map((game) => game.vassalage))).toEqual(new Set(['AV', 'AI', 'IMES', 'TF', 'IA']));
    const sports = await list('gameType=SPORTS&pageSize=100');
    expect(new Set(sports.games.map((game) => game.vassalage))).toEqual(new Set(['FB', 'SABA']));
    expect((await list('gameType=DS88')).games.every((game) => game.gameType === 'DS88')).toBe(true);
  });

  it('names games in the requested language, else the request language, falling back to EN', async () => {
    const slot = (value: { games: GameItem[] }) =>
      value.games.find((game) => game.gameCode === 'ARC-golden-dragon')?.name;
    expect(slot(await list('vassalage=ARC&language=VI'))).toBe('Rồng Vàng');
    expect(slot(await list('vassalage=ARC', { 'x-lang': 'CN' }))).toBe('金龙献瑞');
    await t.db.query(
      `WITH game AS (INSERT INTO games (vendor, game_type, category, game_code, code, min_bet, sort)
                     VALUES ('ARC', 'RNG', 'RNG', 'ARC-TEST-EN', 'ARC-TEST-EN', 10, 999) RETURNING id)
       INSERT INTO game_names (game_id, language, name) SELECT id, 'EN', 'Only English' FROM game`,
    );
    // The list is kept in memory: a change made beside the app reaches it with its notice.
    const testGame = async () =>
      (await list('vassalage=ARC&language=TH&pageSize=100')).games.find((game) => game.gameCode === 'ARC-TEST-EN');
    await eventually(async () => (await testGame()) !== undefined);
    expect((await testGame())?.name).toBe('Only English');
    await t.db.query(`DELETE FROM games WHERE game_code = 'ARC-TEST-EN'`);
    await eventually(async () => (await testGame()) === undefined);
  });

  it('hides the games of a vendor the brand has disabled', async () => {
    const before = (await list('gameType=RNG&pageSize=1')).total;
    await t.db.query(`UPDATE game_vendors SET enabled = false WHERE vassalage = 'PG'`);
    await eventually(async () => (await list('vassalage=PG')).total === 0);
    expect((await list('gameType=RNG&pageSize=1')).total).toBe(
      before - ofCategory('RNG').filter((g) => g.vendor === 'PG').length,
    );
    await t.db.query(`UPDATE game_vendors SET enabled = true WHERE vassalage = 'PG'`);
    await eventually(async () => (await list('gameType=RNG&pageSize=1')).total === before);
  });

  it('marks favourites for a member and never for a visitor', async () => {
    const member = await createMember(t.db);
    const [first] = (await list('gameType=RNG&pageSize=1')).games;
    await t.db.query('INSERT INTO game_favourites (member_id, game_id) VALUES ($1, $2)', [
      member.id,
      first?.nodeId ?? null,
    ]);
    const mine = await list('gameType=RNG&pageSize=1', bearerHeader(await tokenFor(t.db, member)));
    expect(mine.games[0]?.isFavourite).toBe(true);
    expect((await list('gameType=RNG&pageSize=1')).games[0]?.isFavourite).toBe(false);
    expect((await list('gameType=RNG&pageSize=1', bearerHeader('stale-token'))).games[0]?.isFavourite).toBe(false);
  });

  it('refuses bad filters with validation errors, never a 500', async () => {
    for (const query of [
      'gameType=CASINO',
      'gameClassify=XX',
      'minBet=0.2',
      'pageNo=0',
      'pageSize=101',
      'minLineNum=-1',
      'language=FR',
    ]) {
      const response = await get(t.app, `/wps/relay/GCSGAME_gameList?${query}`);
      expect(response.status, query).toBe(400);
    }
  });
});

describe('search by name', () => {
  /** What the catalogue says a search should find: every query word starts a word of some name. */
  const expectedMatches = (search: string, category: string) => {
    const words = (searchQuery(search) ?? '').match(/'([^']+)':\*/g)?.map((w) => w.slice(1, -3)) ?? [];
    return ofCategory(category).filter((game) => {
      const all = Object.entries(game.names).flatMap(([lang, name]) => searchWords(name, lang as 'EN'));
      return words.every((word) => all.some((candidate) => candidate.startsWith(word)));
    });
  };

  it.each([
    ['drag', 'RNG'],
    ['golden dr', 'RNG'],
    ['GOLDEN   DRAGON', 'RNG'],
    ['rong vang', 'RNG'],
    ['Rồng', 'RNG'],
    ['巨龙', 'RNG'],
    ['ทอง', 'RNG'],
    ['ドラゴン', 'RNG'],
    ['baccarat', 'LIVE'],
    ['roulette', 'RNG'],
  ])('finds %s among the %s games', async (search, category) => {
    const expected = expectedMatches(search, category);
    expect(expected.length).toBeGreaterThan(0);
    const page = await list(`gameType=${category}&gameName=${encodeURIComponent(search)}&pageSize=100`);
    expect(page.total).toBe(expected.length);
    const codes = new Set(expected.map((game) => game.gameCode));
    expect(page.games.every((game) => codes.has(game.gameCode))).toBe(true);
  });

  it('takes any text safely', async () => {
    for (const search of ["' OR 1=1 --", 'a\\b', '\u0301', '💥', 'x'.repeat(64), "drag'on & | ! :*"]) {
      const response = await get(t.app, `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent(search)}`);
      expect(response.status, search).toBe(200);
    }
    expect((await get(t.app, `/wps/relay/GCSGAME_gameList?gameName=${'x'.repeat(65)}`)).status).toBe(400);
  });

  it('matches word starts only, and treats a search without letters as none', async () => {
    expect((await list('gameName=ragon')).total).toBe(0);
    expect((await list(`gameName=${encodeURIComponent('%_')}&pageSize=1`)).total).toBe(catalogue.length);
    expect((await list('gameName=zzzzqqq')).total).toBe(0);
  });
});

describe('GET /wps/relay/GCSGAME_getVassGameType', () => {
  it("lists a vendor's types and classifications with counts", async () => {
    const { status, body } = await get(t.app, '/wps/relay/GCSGAME_getVassGameType?vassalage=PG');
    expect(status).toBe(200);
    const pg = catalogue.filter((game) => game.vendor === 'PG');
    const count = (classify: string | null) => pg.filter((game) => game.classify === classify).length;
    expect(body.value).toEqual(
      (['AC', 'BG', 'JP', 'TG', null] as const)
        .filter((classify) => count(classify) > 0)
        .map((classify) => ({ gameType: 'RNG', gameClassify: classify, total: count(classify) })),
    );
  });

  it('answers an empty list for an unknown vendor and 400 without one', async () => {
    expect((await get(t.app, '/wps/relay/GCSGAME_getVassGameType?vassalage=NOPE')).body.value).toEqual([]);
    expect((await get(t.app, '/wps/relay/GCSGAME_getVassGameType')).status).toBe(400);
  });
});

describe('game images', () => {
  it('serves a small SVG tile per game on both image hosts, 404 for an unknown game', async () => {
    for (const host of ['/img', '/cdn2/img']) {
      const response = await t.app.inject({
        url: `${host}/games/ARC-golden-dragon.svg`,
        headers: { host: 'localhost' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body).toContain('Golden Dragon');
      expect(response.body.length).toBeLessThan(12_000);
    }
    const missing = await t.app.inject({ url: '/img/games/NOPE-1.svg', headers: { host: 'localhost' } });
    expect(missing.statusCode).toBe(404);
  });
});
