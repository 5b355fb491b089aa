import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.ts';
import { SLOW } from './test-kit.ts';

let kit: Awaited<ReturnType<typeof testApp>>;
let root: string;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'house-pages-'));
  for (const page of ['play/dice', 'verify']) {
    mkdirSync(path.join(root, page), { recursive: true });
    writeFileSync(path.join(root, page, 'index.html'), `<!doctype html><title>${page}</title>`);
  }
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'assets', 'dice-abc123.js'), 'console.log(1)');
  kit = await testApp([], 100_000, { root });
  await kit.db.query(
    `INSERT INTO launches (token_hash, vendor_code, game_code, language, site_origin)
     VALUES (encode(sha256(convert_to($1, 'UTF8')), 'hex'), 'ARC', 'ARC-dice', 'EN', 'https://brand.example/some/path')`,
    ['a-launch-token-of-the-brand'],
  );
}, 60_000);
afterAll(async () => {
  await kit.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => kit.app.inject({ method: 'GET', url });

describe('the built pages', SLOW, () => {
  it('may be framed only by the site whose launch token the address carries', async () => {
    const launched = await get('/play/dice/?token=a-launch-token-of-the-brand&game=ARC-dice');
    expect(launched.statusCode).toBe(200);
    expect(launched.body).toContain('<title>play/dice</title>');
    const policy = String(launched.headers['content-security-policy']);
    expect(policy).toContain('frame-ancestors https://brand.example');
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(launched.headers['x-frame-options']).toBeUndefined();
    expect(launched.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' });

    for (const url of ['/play/dice/', '/play/dice/?token=an-unknown-token-0000', '/verify/']) {
      const answer = await get(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('redirects to the slash, answers 404 for pages not built, and serves assets for good', async () => {
    const moved = await get('/play/dice?token=t&lang=EN');
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/play/dice/?token=t&lang=EN');
    expect((await get('/play/slot/')).statusCode).toBe(404);
    expect((await get('/play/..%2F..%2Fetc/')).statusCode).toBe(404);
    const asset = await get('/assets/dice-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get('/assets/nope.js')).statusCode).toBe(404);
  });
});
