import { SLOT_TITLES } from '@arcadia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TITLE_CODES, TITLES } from '../../../games/slots/titles.ts';
import { type Kit, ok, SLOW, slotsApp } from './test-kit.ts';

let kit: Kit;
beforeAll(async () => {
  kit = await slotsApp();
}, 60_000);
afterAll(async () => kit?.close());

describe('slot art and catalogue', SLOW, () => {
  it('answers every title’s tile, banner and symbols as SVG, public and cached a day', async () => {
    for (const code of TITLE_CODES) {
      const paths = [
        `/art/ARC-${code}/tile.svg`,
        `/art/ARC-${code}/banner.svg?lang=JA`,
        ...TITLES[code].math.symbols.map((symbol) => `/art/ARC-${code}/symbols/${symbol.id}.svg`),
      ];
      for (const url of paths) {
        const response = await kit.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(response.headers['cache-control']).toBe('public, max-age=86400');
        expect(response.body.startsWith('<svg')).toBe(true);
      }
    }
    const banner = await kit.app.inject({ method: 'GET', url: '/art/ARC-golden-dragon/banner.svg?lang=JA' });
    expect(banner.body).toContain(TITLES['golden-dragon'].names.JA);
    const missing = await kit.app.inject({ method: 'GET', url: '/art/ARC-golden-dragon/symbols/nope.svg' });
    expect(missing.statusCode).toBe(404);
  });

  it('lists the three titles in the catalogue the platform reads', async () => {
    expect([...SLOT_TITLES]).toEqual(TITLE_CODES);
    const { games } = ok<{ games: Record<string, unknown>[] }>(
      await kit.app.inject({ method: 'GET', url: '/v1/games' }),
    );
    const slots = games.filter((game) => String(game.gameCode).startsWith('ARC-') && game.vendorCode === 'ARC');
    expect(slots.map((game) => game.gameCode)).toEqual(['ARC-golden-dragon', 'ARC-pharaohs-sun', 'ARC-coral-reef']);
    expect(slots[0]).toMatchObject({
      category: 'RNG',
      names: TITLES['golden-dragon'].names,
      minBet: 25,
      lines: 25,
      classify: null,
      rtp: TITLES['golden-dragon'].rtp,
      tile: 'http://vendor.test/art/ARC-golden-dragon/tile.svg',
      banner: 'http://vendor.test/art/ARC-golden-dragon/banner.svg',
    });
    expect(slots.map((game) => [game.minBet, game.lines, game.rtp])).toEqual([
      [25, 25, 0.962],
      [10, 10, 0.9619],
      [25, 243, 0.9629],
    ]);
    expect(slots.filter((game) => game.hot)).toHaveLength(2);
  });
});
