import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { get } from '../../test/requests.ts';
import { categoryOf } from './menu.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const byTitle = (menu: { title: string; cards: { vassalage: string }[] }[], title: string) =>
  menu.find((category) => category.title === title);

describe('GET /lgw/games/game_menus', () => {
  it('lists the categories in navigation order with their vendor cards', async () => {
    const { body } = await get(t.app, '/lgw/games/game_menus');
    expect(body.value.map((category: { title: string }) => category.title)).toEqual([
      'SPORTS',
      'ESPORTS',
      'DS88',
      'LIVE',
      'LOTT',
      'ELOTT',
      'FISH',
      'RNG',
      'PVP',
    ]);
    expect(byTitle(body.value, 'RNG')?.cards).toHaveLength(11);
  });

  it('splits e-sports out of SPORTS and gives DS88 its own category with id 5', async () => {
    const { body } = await get(t.app, '/lgw/games/game_menus');
    expect(byTitle(body.value, 'ESPORTS')?.cards.map((card) => card.vassalage)).toEqual([
      'AV',
      'AI',
      'IMES',
      'TF',
      'IA',
    ]);
    expect(byTitle(body.value, 'SPORTS')?.cards.map((card) => card.vassalage)).toEqual(['FB', 'SABA']);
    const ds88 = body.value.find((category: { title: string }) => category.title === 'DS88');
    expect(ds88.id).toBe(5);
  });

  it('describes each card fully', async () => {
    const { body } = await get(t.app, '/lgw/games/game_menus');
    const pvp = byTitle(body.value, 'PVP');
    expect(pvp?.cards[0]).toMatchObject({
      vassalage: 'ARCP',
      gameType: 'PVP',
      isHot: 1,
      isGame: 'VASSALAGE',
      logo: 'vendors/PVP/ARCP.svg?brand=demo',
    });
  });
});

describe('GET /wps/relay/GCSGAME_gameVendor', () => {
  it('answers by merchant code, the same menu as the host would get', async () => {
    const byCode = await get(t.app, '/wps/relay/GCSGAME_gameVendor?merchantCode=beta', { host: 'localhost' });
    const byHost = await get(t.app, '/lgw/games/game_menus', { host: 'beta.localhost' });
    expect(byCode.body.value).toEqual(byHost.body.value);
  });

  it('goes compressed to a browser, the same text in each language', async () => {
    for (const language of ['en', 'zh-CN']) {
      const ask = (headers: Record<string, string>) =>
        t.app.inject({
          url: '/lgw/games/game_menus',
          headers: { host: 'localhost', 'accept-language': language, ...headers },
        });
      const plain = await ask({});
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (let twice = 0; twice < 2; twice++) {
        const br = await ask({ 'accept-encoding': 'gzip, deflate, br' });
        expect(br.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      }
    }
  });

  it('refuses an unknown merchant and a missing code', async () => {
    const unknown = await get(t.app, '/wps/relay/GCSGAME_gameVendor?merchantCode=ghost');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('merchant-not-found');
    expect((await get(t.app, '/wps/relay/GCSGAME_gameVendor')).status).toBe(400);
  });
});

describe('categoryOf', () => {
  it('keeps non-sports vendors in their own category', () => {
    expect(categoryOf({ gameType: 'RNG', vassalage: 'AV' })).toBe('RNG');
    expect(categoryOf({ gameType: 'SPORTS', vassalage: 'TF' })).toBe('ESPORTS');
    expect(categoryOf({ gameType: 'SPORTS', vassalage: 'DS88' })).toBe('DS88');
  });
});
