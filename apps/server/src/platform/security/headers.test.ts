import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { eventually } from '../../test/eventually.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { UNREACHABLE_PROVIDER } from '../../test/providers.ts';

/**
 * Every response carries the security headers; the policy forbids inline script and framing;
 * the game frame opens only the site, the brand's launch CDNs and the providers' pages.
 */
let t: TestApp;
let webDist: string;
beforeAll(async () => {
  // A built web app of one page: the site's page route is what is tested, not the build.
  webDist = mkdtempSync(path.join(os.tmpdir(), 'arcadia-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Arcadia</title>');
  // A page under /docs, whether or not this configuration serves the API docs there.
  const extend = (app: FastifyInstance) =>
    app.get('/docs/probe', async (_request, reply) => reply.type('text/html').send('ok'));
  t = await buildTestApp({ WEB_DIST: webDist }, { extend });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, host = 'localhost:8080', app: FastifyInstance = t.app) =>
  app.inject({ method: 'GET', url, headers: { host } });

/** The policy as directive → sources. */
const policyOf = (header: unknown): Record<string, string[]> => {
  expect(typeof header, 'content-security-policy header').toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
};

const expectSiteHeaders = (headers: Record<string, unknown>) => {
  const policy = policyOf(headers['content-security-policy']);
  expect(policy['script-src']).toEqual(["'self'"]);
  expect(policy['script-src-attr']).toEqual(["'none'"]);
  expect(policy['style-src']).toEqual(["'self'"]);
  expect(policy['connect-src']).toEqual(["'self'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['base-uri']).toEqual(["'self'"]);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['report-uri']).toEqual(['/wps/system/cspReport']);
  expect(policy['report-to']).toEqual(['csp']);
  expect(String(headers['content-security-policy'])).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['strict-transport-security']).toBeUndefined();
  return policy;
};

describe('security headers', () => {
  it('are on the web app page, with the brand image and launch CDNs in the policy', async () => {
    const page = await get('/lobby/rng');
    expect(page.statusCode).toBe(200);
    const policy = expectSiteHeaders(page.headers);
    expect(policy['img-src']).toEqual(["'self'", 'data:']);
    // The game providers' pages (the test template's providers are all at one address).
    expect(policy['frame-src']).toEqual(["'self'", UNREACHABLE_PROVIDER]);
    expect(page.headers['reporting-endpoints']).toBe('csp="http://localhost:8080/wps/system/cspReport"');

    await t.db.query(
      `UPDATE merchants SET image_cdns = ARRAY['/img', 'https://img.example.com/arcadia', 'javascript:alert(1)'],
         launch_cdns = ARRAY['/house', 'https://games.example.com/house'] WHERE code = 'demo'`,
    );
    t.app.tenancy.forget('demo');
    try {
      const branded = policyOf((await get('/')).headers['content-security-policy']);
      expect(branded['img-src']).toEqual(["'self'", 'data:', 'https://img.example.com']);
      expect(branded['frame-src']).toEqual(["'self'", 'https://games.example.com', UNREACHABLE_PROVIDER]);
      // Another brand's page does not get them.
      const beta = policyOf((await get('/', 'beta.localhost')).headers['content-security-policy']);
      expect(beta['img-src']).toEqual(["'self'", 'data:']);
    } finally {
      await t.db.query(
        `UPDATE merchants SET image_cdns = ARRAY['/img', '/cdn2/img'], launch_cdns = ARRAY['/house'] WHERE code = 'demo'`,
      );
      t.app.tenancy.forget('demo');
    }
  });

  it("follow a provider's pages as they move: the frame opens where its pages are served", async () => {
    const framed = async () => policyOf((await get('/')).headers['content-security-policy'])['frame-src'];
    await t.db.query(`UPDATE vendor_adapters SET play_url = 'https://play.example.net' WHERE vendor_code = 'PG'`);
    try {
      await eventually(async () => (await framed())?.includes('https://play.example.net') === true);
    } finally {
      await t.db.query(`UPDATE vendor_adapters SET play_url = NULL WHERE vendor_code = 'PG'`);
    }
    await eventually(async () => (await framed())?.includes('https://play.example.net') === false);
  });

  it('are on files and unknown addresses as on the site', async () => {
    for (const url of ['/wps/no-such-endpoint', '/house/slot/app.js', '/theme.js']) {
      const response = await get(url);
      expect(response.statusCode, url).toBeLessThan(500);
      expectSiteHeaders(response.headers);
    }
    // A page from an unknown Host still gets the policy, without brand sources.
    expectSiteHeaders((await get('/', 'unknown.example.com')).headers);
  });

  it("are the API's own on its JSON answers, errors included: nothing may load in them or frame them", async () => {
    for (const url of ['/wps/system/status', '/wps/v2/wallets/balance', '/wps/relay/GCSGAME_gameList?pageNo=0']) {
      const response = await get(url);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers['content-type'], url).toContain('application/json');
      expect(response.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-site');
      // Kept by no browser or proxy: most answers carry personal data (issue 35).
      expect(response.headers['cache-control'], url).toBe('no-store');
      // What only a document uses is left out.
      for (const name of [
        'permissions-policy',
        'reporting-endpoints',
        'cross-origin-opener-policy',
        'referrer-policy',
      ]) {
        expect(response.headers[name], `${url} ${name}`).toBeUndefined();
      }
    }
  });

  it('let the API docs (swagger-ui) use inline styles, and nothing else inline', async () => {
    const docs = await get('/docs/probe');
    const policy = policyOf(docs.headers['content-security-policy']);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(docs.headers['x-frame-options']).toBe('DENY');
  });

  it('keep the stricter policy of pages and files that set their own', async () => {
    const svg = await get('/img/brand/demo.svg');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
    expect(svg.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(svg.headers['x-content-type-options']).toBe('nosniff');
  });

  it('send HSTS and upgrade insecure requests only when served over HTTPS', async () => {
    const secure = await buildApp({ config: { ...t.app.config, servedOverHttps: true }, db: t.db });
    try {
      const page = await get('/', 'localhost', secure);
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      expect(page.headers['reporting-endpoints']).toBe('csp="https://localhost/wps/system/cspReport"');
      const api = await get('/wps/system/status', 'localhost', secure);
      expect(api.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await secure.close();
    }
    const plain = await get('/');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('leave out the reporting endpoint for a Host that cannot be written back', async () => {
    const odd = await get('/wps/system/status', 'local"host');
    expect(odd.statusCode).toBeLessThan(500);
    expect(odd.headers['reporting-endpoints']).toBeUndefined();
    expect(odd.headers['content-security-policy']).toBeDefined();
  });
});
