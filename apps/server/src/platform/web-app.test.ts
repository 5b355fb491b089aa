import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { BOOT_ELEMENT_ID, type BootData } from '@arcadia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/harness.ts';

/**
 * index.html carries the boot data of the Host's brand and a preload of the route's first
 * banner; hashed assets are cached for good, the page never.
 */
let t: TestApp;
let webDist: string;
const TEMPLATE = `<!doctype html><html lang="en" data-theme="dark"><head><meta charset="UTF-8" /><title>Arcadia</title>
<script src="/theme.js"></script>
<script type="module" crossorigin src="/assets/index-abc123.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></head><body><div id="root"></div>
<script src="/boot.js"></script></body></html>`;

const APP_CSS = '.site-header{display:flex}';
const FIRST_CSS = 'body{margin:0}';
const THEME_JS = "document.documentElement.dataset.theme='dark';";
const BOOT_JS = 'document.querySelector(\'meta[name="app-script"]\');';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const big = `export const text = '${'arcadia '.repeat(400)}';`;
const BIG_BR = brotliCompressSync(big);

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'arcadia-web-'));
  writeFileSync(path.join(webDist, 'index.html'), TEMPLATE);
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'export {};');
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.css'), APP_CSS);
  writeFileSync(path.join(webDist, 'first-screen.css'), FIRST_CSS);
  writeFileSync(path.join(webDist, 'theme.js'), THEME_JS);
  writeFileSync(path.join(webDist, 'boot.js'), BOOT_JS);
  // A bigger asset with the build's .br and .gz beside it (apps/web/vite.config.ts precompress).
  writeFileSync(path.join(webDist, 'assets', 'big-abc123.js'), big);
  writeFileSync(path.join(webDist, 'assets', 'big-abc123.js.br'), BIG_BR);
  writeFileSync(path.join(webDist, 'assets', 'big-abc123.js.gz'), gzipSync(big));
  // The build's manifest: where the start-up texts of each language went.
  mkdirSync(path.join(webDist, '.vite'));
  const manifest = {
    'src/i18n/start/en.ts': { file: 'assets/en-start1.js', src: 'src/i18n/start/en.ts' },
    // A language's start-up texts and messages in one chunk (apps/web/src/i18n/start/<lang>.ts).
    'src/i18n/start/ja.ts': { file: 'assets/ja-start1.js', src: 'src/i18n/start/ja.ts', imports: ['src/main.tsx'] },
    'src/main.tsx': { file: 'assets/start-abc123.js' },
    'src/i18n/locales/ja/agentCentre.json': { file: 'assets/agentCentre-ja1.js' },
  };
  writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  t = await buildTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const page = (url: string, host: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

const BLOCK = new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">(.*?)</script>`, 's');
const bootOf = (html: string): BootData => {
  const match = BLOCK.exec(html);
  expect(match, 'boot block').not.toBeNull();
  return JSON.parse(match?.[1] ?? 'null') as BootData;
};

describe('index.html boot data', () => {
  it("carries the demo brand's whitelabel tree, status, language and home banners, and preloads the first", async () => {
    const response = await page('/', 'localhost:8080');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const boot = bootOf(response.body);
    expect(boot.permissionInfo.merchant.code).toBe('demo');
    expect(boot.permissionInfo.whitelabel.length).toBeGreaterThan(0);
    expect(boot.status.status).toBe(0);
    expect(boot.lang).toBe('EN');
    expect(boot.theme).toBe('dark');
    expect(boot.banner?.group).toBe('home');
    // The same list the banner endpoint answers.
    const listed = (await page('/wps/relay/MCSFE_getBanners?groupName=home', 'localhost:8080')).json().value;
    expect(boot.banner?.list).toEqual(listed);
    const first = boot.banner?.list[0]?.url;
    // The drawn banner's address names the brand and language it is drawn for (modules/assets).
    expect(first).toBe('/img/banners/home/1.svg?brand=demo&lang=EN');
    expect(response.body).toContain(
      '<link rel="preload" as="image" href="/img/banners/home/1.svg?brand=demo&amp;lang=EN" fetchpriority="high">',
    );
    // The image is asked for at once; the app's script and style sheet only once the first screen has
    // painted (public/boot.js).
    expect(response.body).not.toContain('type="module"');
    expect(response.body).toContain('<meta name="app-script" content="/assets/index-abc123.js">');
    expect(response.body).toContain('<meta name="app-style" content="/assets/index-abc123.css">');
    expect(response.body).not.toContain('rel="stylesheet"');
    // The first screen is in the page itself: the header's band and that banner, before any script runs.
    expect(response.body).toContain(
      '<div id="root"><div class="boot-screen" aria-hidden="true"><div class="boot-screen-bar"></div>' +
        '<img class="boot-screen-banner" src="/img/banners/home/1.svg?brand=demo&amp;lang=EN" alt="" fetchpriority="high"></div></div>',
    );
    expect(response.body).toContain('<title>Arcadia</title>');
    // The policy still allows no inline script: the block is data, not script.
    const policy = String(response.headers['content-security-policy']);
    expect(policy).not.toMatch(/unsafe-inline/);
    // The classic scripts and the first screen's style are in the page, allowed by their hashes alone.
    expect(response.body).toContain(`<script>${THEME_JS}</script>`);
    expect(response.body).toContain(`<script>${BOOT_JS}</script></body>`);
    expect(response.body).toContain(`<style>${FIRST_CSS}</style>`);
    expect(response.body).not.toContain(APP_CSS);
    expect(policy).toContain(`script-src 'self' ${sha256(THEME_JS)} ${sha256(BOOT_JS)};`);
    expect(policy).toContain(`style-src 'self' ${sha256(FIRST_CSS)};`);
    // Only the page allows them: an API answer's policy allows nothing at all.
    const api = String((await page('/wps/system/status', 'localhost:8080')).headers['content-security-policy']);
    expect(api).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it("carries the beta brand's own data for its Host, in a language it offers", async () => {
    const response = await page('/', 'beta.localhost', { 'accept-language': 'ja-JP,ja;q=0.9' });
    const boot = bootOf(response.body);
    expect(boot.permissionInfo.merchant.code).toBe('beta');
    expect(boot.permissionInfo.merchant.name).toBe('Beta Play');
    // Beta offers EN and TY only: Japanese falls back to the brand's default.
    expect(boot.lang).toBe(boot.permissionInfo.merchant.defaultLanguage);
    expect(response.body).toContain('<title>Beta Play</title>');
    const japanese = await page('/', 'localhost', { 'accept-language': 'ja-JP,ja;q=0.9' });
    expect(bootOf(japanese.body).lang).toBe('JA');
    // The language's start-up texts (and EN's, the fallback) are preloaded; a centre's texts are not.
    // They come with the app's script, after the first screen (public/boot.js reads the list).
    expect(japanese.body).toContain('<meta name="app-preload" content="/assets/ja-start1.js /assets/en-start1.js">');
  });

  it("takes the route's banner group, and none for a page without one", async () => {
    const rng = await page('/rng?tab=1', 'localhost');
    expect(bootOf(rng.body).banner?.group).toBe('rng');
    expect(rng.body).toContain('href="/img/banners/rng/1.svg?brand=demo&amp;lang=EN" fetchpriority="high"');
    const lottery = await page('/lottery', 'localhost');
    expect(bootOf(lottery.body).banner).toBeNull();
    expect(lottery.body).not.toContain('rel="preload"');
    expect(lottery.body).toContain('<div id="root"></div>');
  });

  it('escapes text that could end the block or break a line', async () => {
    const title = '</script><script src="/x.js"></script><!-- \u2028\u2029 & >';
    await t.db.query(
      `UPDATE banners SET title = $1, image_url = '/img/banners/home/1.svg?a=1&b="2"'
       WHERE merchant_id = (SELECT id FROM merchants WHERE code = 'demo') AND group_name = 'help'`,
      [JSON.stringify({ EN: title })],
    );
    t.app.tenancy.forget('demo');
    const response = await page('/help', 'localhost');
    const block = BLOCK.exec(response.body)?.[1] ?? '';
    expect(block).not.toMatch(/[<>&\u2028\u2029]/);
    expect(bootOf(response.body).banner?.list[0]?.title).toBe(title);
    expect(response.body).toContain('href="/img/banners/home/1.svg?a=1&amp;b=&quot;2&quot;"');
  });

  it("follows an operator's change of the brand at once", async () => {
    const before = bootOf((await page('/', 'localhost')).body);
    await t.db.query(`UPDATE merchants SET name = 'Arcadia Renamed' WHERE code = 'demo'`);
    // Cached: the change shows once the brand is forgotten, as an operator's change does.
    t.app.tenancy.forget('demo');
    const after = bootOf((await page('/', 'localhost')).body);
    expect(before.permissionInfo.merchant.name).toBe('Arcadia');
    expect(after.permissionInfo.merchant.name).toBe('Arcadia Renamed');
    await t.db.query(`UPDATE merchants SET name = 'Arcadia' WHERE code = 'demo'`);
    t.app.tenancy.forget('demo');
  });

  it("is the same page for every visitor the site is open to, kept compressed; a blocked visitor's names their address", async () => {
    const from = (ip: string, headers: Record<string, string> = {}) =>
      page('/', 'localhost', { 'x-forwarded-for': ip, ...headers });
    const first = await from('203.0.113.7');
    const boot = bootOf(first.body);
    expect(boot.status.location).toEqual({ ip: '', country: null });
    expect(boot.permissionInfo.location).toEqual({ ip: '', country: null });
    expect((await from('198.51.100.9')).body).toBe(first.body);
    for (let again = 0; again < 2; again++) {
      const br = await from('198.51.100.9', { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toContain('text/html');
      expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    }
    await t.db.query(`UPDATE merchants SET blocked_countries = '{US}' WHERE code = 'demo'`);
    t.app.tenancy.forget('demo');
    try {
      const blocked = bootOf((await from('8.8.8.8')).body);
      expect(blocked.status).toMatchObject({ status: 2, location: { ip: '8.8.8.8', country: 'US' } });
    } finally {
      await t.db.query(`UPDATE merchants SET blocked_countries = '{}' WHERE code = 'demo'`);
      t.app.tenancy.forget('demo');
    }
  });

  it('serves the built page without boot data on a Host of no brand, its app script and style sheet as built', async () => {
    const response = await page('/', 'nobody.example');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      TEMPLATE.replace('<script src="/theme.js"></script>', `<script>${THEME_JS}</script>`)
        .replace('<script src="/boot.js"></script>', `<script>${BOOT_JS}</script>`)
        .replace(
          '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">',
          `<style>${FIRST_CSS}</style><link rel="stylesheet" crossorigin href="/assets/index-abc123.css">`,
        ),
    );
  });
});

describe('cache headers', () => {
  it('keeps hashed assets for a year and never the page', async () => {
    const asset = await page('/assets/index-abc123.js', 'localhost');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const home = await page('/', 'localhost');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers.vary).toContain('host');
    const missing = await page('/assets/index-old999.js', 'localhost');
    expect(missing.statusCode).toBe(404);
  });

  it("sends the build's compressed files as they are, to whoever accepts them", async () => {
    const plain = await page('/assets/big-abc123.js', 'localhost', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const text = plain.body;
    const br = await page('/assets/big-abc123.js', 'localhost', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The build's own file, not one compressed again on the way out.
    expect(br.rawPayload.equals(BIG_BR)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(text);
    const gz = await page('/assets/big-abc123.js', 'localhost', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(text);
  });
});
