import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { envelope, GAME_CATEGORIES, type GameCategory, gameList, type Language } from '@arcadia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { type ChangeFeed, changesOf } from '../../platform/changes.ts';
import { KeptAnswer } from '../../platform/kept-answer.ts';
import type { Merchant } from '../../platform/tenancy.ts';
import { eventually } from '../../test/eventually.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { createMember } from '../../test/members.ts';
import { get } from '../../test/requests.ts';
import { CatalogueCache, catalogueOf } from './catalogue-cache.ts';
import type { CatalogueFilter, CatalogueIndex } from './catalogue-index.ts';
import { type GameFilter, gamesRepo } from './games.repo.ts';
import { listGames, toGameItem } from './games.service.ts';
import { gameListJson } from './list-json.ts';
import { searchQuery, searchTerms, searchVector } from './search-terms.ts';

/**
 * The catalogue index answers the game list from memory: it must answer exactly what the SQL
 * path (games.repo) answers for the same filters, and drop itself on a catalogue change notice.
 * Changes are made with SQL beside the app, as another process (an operator's import) would.
 */
let t: TestApp;
let demo: Merchant;
beforeAll(async () => {
  t = await buildTestApp();
  const found = await t.app.tenancy.byCodeOrNull('demo');
  if (!found) throw new Error('no demo brand');
  demo = found;
});
afterAll(() => t?.close());

const indexOf = async (): Promise<CatalogueIndex> => {
  const index = await catalogueOf(t.app.db).of(demo);
  if (!index) throw new Error('the index is not used while notices flow');
  return index;
};

/** Every matching game (one large page) from the index and from SQL, as the list shows them. */
async function both(filter: CatalogueFilter & { search?: string }, language: Language = 'EN', pageNo = 1, size = 5000) {
  const { search, ...rest } = filter;
  const terms = search ? searchTerms(search) : null;
  const query = search ? searchQuery(search) : null;
  const fromIndex = (await indexOf()).page({ ...rest, ...(terms ? { terms } : {}) }, language, pageNo, size);
  const sqlFilter: GameFilter = {
    merchantId: demo.id,
    language,
    memberId: null,
    ...rest,
    ...(query ? { search: query } : {}),
  };
  const fromSql = await gamesRepo(t.app.db).page(sqlFilter, pageNo, size);
  return { fromIndex, fromSql: { games: fromSql.rows.map((row) => toGameItem(demo, row)), total: fromSql.total } };
}

describe('the catalogue index', () => {
  it('finds what the SQL search finds, in the same order, for words in every script', async () => {
    const searches = [
      'lucky',
      'dragon',
      'gold',
      'fortune',
      'tiger',
      'fruit',
      'wild',
      'ma',
      'su',
      'pa',
      'golden dr',
      'GOLDEN   DRAGON',
      'rong vang',
      'Rồng',
      '巨龙',
      '龙',
      'ทอง',
      'ドラゴン',
      'baccarat',
      'a',
      'zzzzqqq',
      'ragon',
      'x y',
    ];
    for (const search of searches) {
      for (const category of [undefined, 'RNG', 'LIVE'] as const) {
        const { fromIndex, fromSql } = await both({ search, ...(category ? { category } : {}) });
        expect(fromIndex, `${search} ${category}`).toEqual(fromSql);
      }
    }
  });

  it('filters by category, vendor, classification, minimum bet and lines as SQL does', async () => {
    const filters: CatalogueFilter[] = [
      {},
      ...GAME_CATEGORIES.map((category: GameCategory) => ({ category })),
      { vendor: 'PG' },
      { vendor: 'NOPE' },
      { category: 'RNG', vendor: 'JILI' },
      { category: 'LIVE', vendor: 'PG' },
      { category: 'RNG', classify: 'JP' },
      { category: 'RNG', minBet: 5 },
      { category: 'RNG', minLines: 25 },
      { category: 'RNG', vendor: 'JILI', classify: 'JP', minBet: 10, minLines: 25 },
    ];
    for (const filter of filters) {
      const { fromIndex, fromSql } = await both(filter);
      expect(fromIndex, JSON.stringify(filter)).toEqual(fromSql);
    }
  });

  it('names games in the language asked, else EN, and pages as SQL does', async () => {
    for (const language of ['CN', 'TH', 'VI', 'JA'] as const) {
      const { fromIndex, fromSql } = await both({ category: 'RNG' }, language, 1, 100);
      expect(fromIndex, language).toEqual(fromSql);
    }
    for (const pageNo of [1, 2, 7, 1000]) {
      const { fromIndex, fromSql } = await both({ category: 'RNG', search: 'gold' }, 'EN', pageNo, 15);
      expect(fromIndex, String(pageNo)).toEqual(fromSql);
    }
    // Pages of a search seen before are cut from its kept matches, in any language and size.
    for (const [language, pageNo, size] of [
      ['CN', 3, 7],
      ['TH', 1, 40],
      ['EN', 2, 15],
    ] as const) {
      const { fromIndex, fromSql } = await both({ category: 'RNG', search: 'gold' }, language, pageNo, size);
      expect(fromIndex, `${language} ${pageNo} ${size}`).toEqual(fromSql);
    }
  });

  it('keeps one list item per game and language', async () => {
    const index = await indexOf();
    const first = index.page({ category: 'RNG' }, 'EN', 1, 15).games;
    expect(index.page({ category: 'RNG' }, 'EN', 1, 15).games[0]).toBe(first[0]);
  });

  it('keeps a page asked for again, frozen, apart from any other page', async () => {
    const index = await indexOf();
    const page = index.page({ category: 'RNG', terms: ['gold'] }, 'EN', 1, 15);
    expect(index.page({ category: 'RNG', terms: ['gold'] }, 'EN', 1, 15)).toBe(page);
    expect(Object.isFrozen(page.games)).toBe(true);
    expect(() => page.games.pop()).toThrow();
    for (const other of [
      index.page({ category: 'RNG', terms: ['gold'] }, 'EN', 2, 15),
      index.page({ category: 'RNG', terms: ['gold'] }, 'CN', 1, 15),
      index.page({ category: 'RNG', terms: ['golden'] }, 'EN', 1, 15),
      index.page({ category: 'RNG', terms: ['gold'], minLines: 25 }, 'EN', 1, 15),
      index.page({ category: 'RNG', terms: ['gold'] }, 'EN', 1, 10),
    ]) {
      expect(other).not.toBe(page);
    }
  });
});

describe('catalogue change notices', () => {
  const codes = async (filter: CatalogueFilter) =>
    (await indexOf()).page(filter, 'EN', 1, 5000).games.map((game) => game.gameCode);

  it('show a game added, renamed and disabled by SQL in another process', async () => {
    const before = await indexOf();
    const vector = searchVector({ EN: 'Quokka Quest' });
    await t.db.query(
      `WITH game AS (INSERT INTO games (vendor, game_type, category, game_code, code, min_bet, sort, search)
                     VALUES ('ARC', 'RNG', 'RNG', 'ARC-TEST-NEW', 'ARC-TEST-NEW', 10, 999, $1::tsvector) RETURNING id)
       INSERT INTO game_names (game_id, language, name) SELECT id, 'EN', 'Quokka Quest' FROM game`,
      [vector],
    );
    await eventually(async () => (await codes({ terms: ['quokka'] })).includes('ARC-TEST-NEW'));
    expect(await indexOf()).not.toBe(before);

    await t.db.query(`UPDATE game_names SET name = 'Wombat Way' WHERE name = 'Quokka Quest'`);
    await t.db.query(`UPDATE games SET search = $1::tsvector WHERE game_code = 'ARC-TEST-NEW'`, [
      searchVector({ EN: 'Wombat Way' }),
    ]);
    await eventually(async () => (await codes({ terms: ['wombat'] })).includes('ARC-TEST-NEW'));
    expect(await codes({ terms: ['quokka'] })).toEqual([]);
    const renamed = (await indexOf()).page({ terms: ['wombat'] }, 'EN', 1, 1).games[0];
    expect(renamed?.name).toBe('Wombat Way');

    await t.db.query(`UPDATE games SET enabled = false WHERE game_code = 'ARC-TEST-NEW'`);
    await eventually(async () => !(await codes({ vendor: 'ARC' })).includes('ARC-TEST-NEW'));
    await t.db.query(`DELETE FROM games WHERE game_code = 'ARC-TEST-NEW'`);
  });

  it('drop a vendor the brand disables, and its games with it', async () => {
    const pg = (await codes({ vendor: 'PG' })).length;
    expect(pg).toBeGreaterThan(0);
    await t.db.query(`UPDATE game_vendors SET enabled = false WHERE vassalage = 'PG' AND merchant_id = $1`, [demo.id]);
    await eventually(async () => (await codes({ vendor: 'PG' })).length === 0);
    await t.db.query(`UPDATE game_vendors SET enabled = true WHERE vassalage = 'PG' AND merchant_id = $1`, [demo.id]);
    await eventually(async () => (await codes({ vendor: 'PG' })).length === pg);
  });

  it('are honoured as the settings caches do: nothing from memory while they may be missed', async () => {
    const state = { live: true, epoch: 1 };
    const feed: ChangeFeed = {
      get live() {
        return state.live;
      },
      get epoch() {
        return state.epoch;
      },
      on: () => {},
      whenLive: async () => state.live,
    };
    const cache = new CatalogueCache(t.app.db, feed);
    const first = await cache.of(demo);
    expect(first?.size).toBeGreaterThan(2000);
    expect(await cache.of(demo)).toBe(first);
    state.live = false;
    expect(await cache.of(demo)).toBeNull();
    state.live = true;
    state.epoch = 2;
    const after = await cache.of(demo);
    expect(after).not.toBe(first);
    expect(await cache.of(demo)).toBe(after);
    expect(changesOf(t.app.db).live).toBe(true);
  });
});

describe('the game list answer', () => {
  const zodJson = (answer: unknown) => JSON.stringify(z.encode(envelope(gameList.value), answer as never));
  const input = { language: 'EN', gameType: 'RNG', minBet: 'all', minLineNum: 0, pageNo: 1, pageSize: 15 } as const;
  const textOf = (written: string | KeptAnswer) => (written instanceof KeptAnswer ? written.text : written);

  it('is the text the contract schema writes, for a visitor and for a member with favourites', async () => {
    const member = await createMember(t.db);
    const visitor = await listGames(t.app.db, demo, null, input);
    await t.db.query('INSERT INTO game_favourites (member_id, game_id) VALUES ($1, $2)', [
      member.id,
      visitor.games[1]?.nodeId ?? null,
    ]);
    const mine = await listGames(t.app.db, demo, member.id, input);
    expect(mine.games[1]?.isFavourite).toBe(true);
    // The marked item is kept as well: the same object on every list, the others the index's own.
    const again = await listGames(t.app.db, demo, member.id, input);
    expect(again.games[1]).toBe(mine.games[1]);
    expect(again.games[0]).toBe(visitor.games[0]);
    for (const value of [visitor, mine, { games: [], total: 0, totalPages: 0 }]) {
      for (const message of ['OK', 'say "games":[] here']) {
        const answer = { success: true, code: 'ok', message, value };
        expect(textOf(gameListJson(answer))).toBe(zodJson(answer));
        // Twice: the second time from the kept item texts.
        expect(textOf(gameListJson(answer))).toBe(zodJson(answer));
      }
    }
  });

  it('is written so over HTTP', async () => {
    const response = await t.app.inject({
      url: '/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=gold',
      headers: { host: 'localhost:8080' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(zodJson(response.json()));
    expect((await get(t.app, '/wps/relay/GCSGAME_gameList?pageNo=0')).status).toBe(400);
  });

  it('goes compressed as the browser asks, the same text in the encoding it prefers', async () => {
    const url = '/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=gold';
    const ask = (encoding?: string) =>
      t.app.inject({
        url,
        headers: { host: 'localhost:8080', ...(encoding === undefined ? {} : { 'accept-encoding': encoding }) },
      });
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await ask('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await ask('gzip;q=1, br;q=0.5');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(brotliDecompressSync((await ask('br')).rawPayload).toString()).toBe(plain.body);
    // Refused encodings and the compression opt-out get the text.
    for (const headers of [
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
      { 'accept-encoding': 'br', 'x-no-compression': '1' },
    ]) {
      const answer = await t.app.inject({ url, headers: { host: 'localhost:8080', ...headers } });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body).toBe(plain.body);
    }
  });
});
