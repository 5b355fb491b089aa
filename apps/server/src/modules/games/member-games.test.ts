import { brotliDecompressSync } from 'node:zlib';
import { type GameItem, HOT_GAME_TYPES, HOT_GAMES_PER_TYPE, RECENT_GAMES_KEPT, TRIAL_TYPE } from '@arcadia/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { bearerHeader, createMember, tokenFor } from '../../test/members.ts';
import { get, send } from '../../test/requests.ts';
import { recordRecentGame } from './games.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const FAVOURITE = '/wps/relay/MCSFE_getFavoriteGames';
const newMember = async (type = 0) => {
  const member = await createMember(t.db, { type });
  return { member, headers: bearerHeader(await tokenFor(t.db, member)) };
};
/** Some RNG games of the catalogue, as the lobby lists them. */
const someGames = async (query = 'gameType=RNG&vassalage=PG') =>
  (await get(t.app, `/wps/relay/GCSGAME_gameList?${query}`)).body.value.games as GameItem[];
const action = (game: GameItem) => ({ nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType });
const favourite = (method: InjectOptions['method'], headers: Record<string, string>, payload: object) =>
  send(t.app, { method, url: FAVOURITE, headers, payload });
const favourites = async (headers: Record<string, string>, query = '') => {
  const response = await get(t.app, `/wps/relay/MCSFE_getFavoriteGamesList?${query}`, headers);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.value as { content: GameItem[]; totalPages: number; total: number };
};

describe('GET /wps/relay/GCSGAME_hotGamesV2', () => {
  it('lists hot games of the hot types, in type order, at most 30 each, for visitors', async () => {
    const { status, body } = await get(t.app, '/wps/relay/GCSGAME_hotGamesV2?merchantCode=demo&platform=html5');
    expect(status).toBe(200);
    const list = body.value.list as GameItem[];
    expect(list.length).toBeGreaterThan(20);
    expect(list.every((game) => game.isHot && !game.isFavourite)).toBe(true);
    const types = list.map((game) => HOT_GAME_TYPES.indexOf(game.gameType as never));
    expect(types.every((type) => type >= 0)).toBe(true);
    expect(types).toEqual([...types].sort((a, b) => a - b));
    for (const type of HOT_GAME_TYPES) {
      expect(list.filter((game) => game.gameType === type).length).toBeLessThanOrEqual(HOT_GAMES_PER_TYPE);
    }
  });

  it('narrows to a vendor or a category and speaks the language asked', async () => {
    const arc = (await get(t.app, '/wps/relay/GCSGAME_hotGamesV2?vassalage=ARC&language=JA')).body.value.list;
    expect(arc.map((game: GameItem) => game.gameCode)).toEqual([
      'ARC-golden-dragon',
      'ARC-pharaohs-sun',
      'ARC-crash',
      'ARC-mines',
    ]);
    expect(arc[0].name).toBe('黄金の龍');
    const live = (await get(t.app, '/wps/relay/GCSGAME_hotGamesV2?gameType=LIVE')).body.value.list;
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((game: GameItem) => game.gameType === 'LIVE')).toBe(true);
  });

  it("marks the member's favourites", async () => {
    const { headers } = await newMember();
    const [hot] = (await get(t.app, '/wps/relay/GCSGAME_hotGamesV2?vassalage=ARC')).body.value.list as GameItem[];
    if (!hot) throw new Error('no hot ARC game');
    await favourite('POST', headers, action(hot));
    const mine = (await get(t.app, '/wps/relay/GCSGAME_hotGamesV2?vassalage=ARC', headers)).body.value.list;
    expect(mine.find((game: GameItem) => game.nodeId === hot.nodeId).isFavourite).toBe(true);
    const anonymous = (await get(t.app, '/wps/relay/GCSGAME_hotGamesV2?vassalage=ARC')).body.value.list;
    expect(anonymous.every((game: GameItem) => !game.isFavourite)).toBe(true);
  });

  it("goes compressed to a browser, the visitors' answer kept, a member's own marks never in it", async () => {
    const url = '/wps/relay/GCSGAME_hotGamesV2?gameType=RNG';
    const listOf = async (headers: Record<string, string> = {}) => {
      const response = await t.app.inject({ url, headers: { host: 'localhost', 'accept-encoding': 'br', ...headers } });
      expect(response.headers['content-encoding']).toBe('br');
      return JSON.parse(brotliDecompressSync(response.rawPayload).toString()).value.list as GameItem[];
    };
    // The first answer is written for the request, the next ones are the kept answer.
    const visitor = await listOf();
    for (let again = 0; again < 2; again++) expect(await listOf()).toEqual(visitor);
    expect(visitor.every((game) => !game.isFavourite)).toBe(true);
    const { headers } = await newMember();
    expect(await listOf(headers)).toEqual(visitor);
    const [first] = visitor;
    if (!first) throw new Error('no hot RNG game');
    await favourite('POST', headers, action(first));
    for (let again = 0; again < 2; again++) {
      const mine = await listOf(headers);
      expect(mine.filter((game) => game.isFavourite).map((game) => game.nodeId)).toEqual([first.nodeId]);
    }
    expect(await listOf()).toEqual(visitor);
  });
});

describe('favourites', () => {
  it('adds, lists newest first, and removes', async () => {
    const { headers } = await newMember();
    const [a, b, c] = await someGames();
    if (!a || !b || !c) throw new Error('too few games');
    for (const game of [a, b, c]) {
      const added = await favourite('POST', headers, action(game));
      expect(added.body.value).toEqual({ nodeId: game.nodeId, isFavourite: true });
    }
    // Adding again changes nothing.
    expect((await favourite('POST', headers, action(a))).status).toBe(200);
    const listed = await favourites(headers);
    expect(listed.content.map((game) => game.nodeId)).toEqual([c.nodeId, b.nodeId, a.nodeId]);
    expect(listed).toMatchObject({ total: 3, totalPages: 1 });
    expect(listed.content.every((game) => game.isFavourite)).toBe(true);

    const removed = await favourite('DELETE', headers, action(b));
    expect(removed.body.value).toEqual({ nodeId: b.nodeId, isFavourite: false });
    expect((await favourite('DELETE', headers, action(b))).status).toBe(200);
    expect((await favourites(headers)).content.map((game) => game.nodeId)).toEqual([c.nodeId, a.nodeId]);
  });

  it('filters by category and pages by 15', async () => {
    const { headers } = await newMember();
    const rng = await someGames('gameType=RNG&vassalage=JILI&pageSize=20');
    const [live] = await someGames('gameType=LIVE');
    if (!live) throw new Error('no live game');
    for (const game of [...rng, live]) await favourite('POST', headers, action(game));
    const first = await favourites(headers, 'gameType=RNG');
    expect(first).toMatchObject({ total: 20, totalPages: 2 });
    expect(first.content).toHaveLength(15);
    expect((await favourites(headers, 'gameType=RNG&pageNo=2')).content).toHaveLength(5);
    expect((await favourites(headers, 'gameType=LIVE')).content.map((game) => game.nodeId)).toEqual([live.nodeId]);
  });

  it('refuses a game the brand does not show, or a vendor or type that is not the game', async () => {
    const { headers } = await newMember();
    const [game] = await someGames();
    if (!game) throw new Error('no game');
    const refusals = [
      { ...action(game), nodeId: 999_999 },
      { ...action(game), vendor: 'JILI' },
      { ...action(game), gameType: 'LIVE' },
    ];
    for (const payload of refusals) {
      const response = await favourite('POST', headers, payload);
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('game-not-found');
    }
    await t.db.query('UPDATE games SET enabled = false WHERE id = $1', [game.nodeId]);
    expect((await favourite('POST', headers, action(game))).status).toBe(404);
    await t.db.query('UPDATE games SET enabled = true WHERE id = $1', [game.nodeId]);
    expect((await favourite('POST', headers, { nodeId: 'x' })).status).toBe(400);
  });

  it('is for members: visitors get not-logged-in, trial accounts may list but not change', async () => {
    const [game] = await someGames();
    if (!game) throw new Error('no game');
    expect((await favourite('POST', {}, action(game))).body.code).toBe('not-logged-in');
    expect((await get(t.app, '/wps/relay/MCSFE_getFavoriteGamesList')).status).toBe(401);
    const { headers } = await newMember(TRIAL_TYPE);
    expect((await favourites(headers)).content).toEqual([]);
    const refused = await favourite('POST', headers, action(game));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('in_need_true_account');
    expect((await favourite('DELETE', headers, action(game))).status).toBe(403);
  });
});

describe('GET /wps/relay/GCS_recentGame', () => {
  const recent = async (headers: Record<string, string>, query = '') => {
    const response = await get(t.app, `/wps/relay/GCS_recentGame?clientType=3&${query}`, headers);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.value as { list: GameItem[]; totalPages: number; total: number };
  };

  it('lists launched games latest first; launching again moves a game to the top', async () => {
    const { member, headers } = await newMember();
    expect(await recent(headers)).toEqual({ list: [], totalPages: 0, total: 0 });
    const [a, b] = await someGames();
    const [live] = await someGames('gameType=LIVE&vassalage=ARCL');
    if (!a || !b || !live) throw new Error('too few games');
    for (const game of [a, b, live, a]) await recordRecentGame(t.db, member.id, game.nodeId);
    const listed = await recent(headers, 'language=VI');
    expect(listed.list.map((game) => game.nodeId)).toEqual([a.nodeId, live.nodeId, b.nodeId]);
    expect(listed.list[1]?.name).toBe('Baccarat Trực tiếp 1');
    expect((await recent(headers, 'vassalage=ARCL')).list.map((game) => game.nodeId)).toEqual([live.nodeId]);
  });

  it("narrows to the lobby's category when a game type comes", async () => {
    const { member, headers } = await newMember();
    const [rng] = await someGames();
    const [live] = await someGames('gameType=LIVE&vassalage=ARCL');
    if (!rng || !live) throw new Error('too few games');
    for (const game of [rng, live]) await recordRecentGame(t.db, member.id, game.nodeId);
    const ids = async (query: string) => (await recent(headers, query)).list.map((game) => game.nodeId);
    expect(await ids('')).toEqual([live.nodeId, rng.nodeId]);
    expect(await ids('gameType=RNG')).toEqual([rng.nodeId]);
    expect(await recent(headers, 'gameType=LIVE')).toMatchObject({ total: 1, totalPages: 1 });
    expect(await ids('gameType=LIVE')).toEqual([live.nodeId]);
    expect(await ids('gameType=FISH')).toEqual([]);
    const bad = await get(t.app, '/wps/relay/GCS_recentGame?gameType=NOPE', headers);
    expect(bad.status).toBe(400);
  });

  it(`keeps the newest ${RECENT_GAMES_KEPT} and pages by 15`, async () => {
    const { member, headers } = await newMember();
    const games = await someGames(`gameType=RNG&pageSize=${RECENT_GAMES_KEPT + 5}`);
    for (const game of games) await recordRecentGame(t.db, member.id, game.nodeId);
    const first = await recent(headers);
    expect(first.total).toBe(RECENT_GAMES_KEPT);
    expect(first.totalPages).toBe(Math.ceil(RECENT_GAMES_KEPT / 15));
    expect(first.list[0]?.nodeId).toBe(games.at(-1)?.nodeId);
    const last = await recent(headers, `pageNo=${first.totalPages}`);
    expect(last.list.at(-1)?.nodeId).toBe(games[5]?.nodeId);
  });

  it('is for members; trial accounts may read their own', async () => {
    expect((await get(t.app, '/wps/relay/GCS_recentGame')).body.code).toBe('not-logged-in');
    const { member, headers } = await newMember(TRIAL_TYPE);
    const [game] = await someGames();
    if (!game) throw new Error('no game');
    await recordRecentGame(t.db, member.id, game.nodeId);
    expect((await recent(headers)).list.map((item) => item.nodeId)).toEqual([game.nodeId]);
  });
});
