import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { get } from '../../test/requests.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const image = (url: string, host = 'localhost') => t.app.inject({ url, headers: { host } });

describe('art on the image hosts', () => {
  it('serves each drawing as a cacheable SVG on both hosts', async () => {
    for (const url of [
      '/img/games/ARC-golden-dragon.svg?brand=demo',
      '/cdn2/img/games/ARC-golden-dragon.svg?brand=demo&theme=light',
      '/img/vendors/RNG/PG.svg?brand=beta',
      '/img/banners/home/1.svg?brand=demo&lang=EN',
      '/cdn2/img/brand/beta.svg?theme=light',
    ]) {
      const response = await image(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
      expect(response.body.startsWith('<svg')).toBe(true);
    }
  });

  it('draws per brand and per theme, the same address always the same', async () => {
    const body = async (url: string) => (await image(url)).body;
    const demoTile = await body('/img/games/ARC-golden-dragon.svg?brand=demo');
    expect(await body('/img/games/ARC-golden-dragon.svg?brand=demo')).toBe(demoTile);
    expect(await body('/img/games/ARC-golden-dragon.svg?brand=beta')).not.toBe(demoTile);
    expect(await body('/img/games/ARC-golden-dragon.svg?brand=demo&theme=light')).not.toBe(demoTile);
    expect(await body('/img/games/ARC-pharaohs-sun.svg?brand=demo')).not.toBe(demoTile);
    // Without a brand in the address, the Host's brand.
    expect(await body('/img/games/ARC-golden-dragon.svg')).toBe(demoTile);
    expect(await body('/img/brand/demo.svg')).toContain('Arcadia');
    expect(await body('/img/brand/beta.svg')).toContain('Beta Play');
  });

  it("writes a banner's words from the brand's content in the asked language", async () => {
    const en = await image('/img/banners/home/1.svg?brand=demo&lang=EN');
    expect(en.body).toContain('Welcome bonus');
    const cn = await image('/img/banners/home/1.svg?brand=demo&lang=CN');
    expect(cn.body).toContain('新人礼包');
    expect((await image('/img/banners/rng/1.svg?brand=demo&lang=EN')).body).toContain('Spin the reels');
  });

  it('gives the banner list addresses that name the brand and language', async () => {
    const list = await get(t.app, '/wps/relay/MCSFE_getBanners?groupName=home', { 'x-lang': 'CN' });
    const urls = (list.body.value as { url: string }[]).map((banner) => banner.url);
    expect(urls[0]).toBe('/img/banners/home/1.svg?brand=demo&lang=CN');
  });

  it('answers bad input with 400 and unknown things with 404, never 500', async () => {
    for (const url of [
      '/img/games/ARC-golden-dragon.svg?theme=purple',
      '/img/games/ARC-golden-dragon.svg?brand=Not%20A%20Brand',
      '/img/banners/home/1.svg?lang=XX',
      '/img/banners/home/abc.svg',
      '/img/games/..%2Fetc.svg',
      '/img/vendors/RNG/PG.png',
    ]) {
      const response = await image(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'validation-failed' });
    }
    for (const url of [
      '/img/games/NOPE-1.svg',
      '/img/games/ARC-golden-dragon.svg?brand=nobrand',
      '/img/banners/home/99.svg?brand=demo',
      '/img/brand/nobrand.svg',
    ]) {
      expect((await image(url)).statusCode, url).toBe(404);
    }
  });
});
