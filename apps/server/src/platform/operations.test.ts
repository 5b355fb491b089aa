import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund, player, requestId } from '../modules/wallet/money-test-kit.ts';
import { seedDemo } from '../seed/demo.ts';
import { migratedDb } from '../test/harness.ts';
import { appOn, logRecorder } from '../test/outage.ts';
import { listEveryVendor } from '../test/providers.ts';
import type { Db } from './db/db.ts';

/**
 * Issue 9 point 9, what operations rely on: request ids in headers, logs and error bodies;
 * /healthz, /readyz (migrations included) and /metrics (not public); none swallowed by the page.
 */
let db: Db;
let drop: () => Promise<void>;
let webRoot: string;
const apps: FastifyInstance[] = [];
const log = logRecorder();
let app: FastifyInstance;

beforeAll(async () => {
  ({ db, drop } = await migratedDb());
  await seedDemo(db);
  await listEveryVendor(db);
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'arcadia-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Arcadia</title>');
  app = await open({ WEB_DIST: webRoot, LOG_LEVEL: 'info' });
}, 60_000);
afterAll(async () => {
  for (const each of apps) await each.close();
  await drop();
  rmSync(webRoot, { recursive: true, force: true });
});

async function open(env: Record<string, string>, stream = log.stream) {
  const opened = await appOn(db, env, stream);
  apps.push(opened);
  return opened;
}

const host = { host: 'localhost:8080' };

describe('request ids', () => {
  it('names every response in x-request-id, and every error body too', async () => {
    const ok = await app.inject({ method: 'GET', url: '/wps/system/status', headers: host });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    for (const request of [
      { method: 'GET' as const, url: '/wps/no-such-endpoint', headers: host },
      { method: 'POST' as const, url: '/wps/relay/GCS_walletTransfer', headers: host, payload: {} },
      { method: 'GET' as const, url: '/wps/member/info', headers: { ...host, authorization: 'Bearer nope' } },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.json().requestId, request.url).toBe(response.headers['x-request-id']);
    }
  });

  it('keeps the id a trusted proxy gave, and ignores anyone else’s', async () => {
    const given = 'edge-4f2a9c.17';
    const trusted = await app.inject({ method: 'GET', url: '/wps/nope', headers: { ...host, 'x-request-id': given } });
    expect(trusted.headers['x-request-id']).toBe(given);
    expect(trusted.json().requestId).toBe(given);

    const bent = await app.inject({ method: 'GET', url: '/wps/nope', headers: { ...host, 'x-request-id': 'a b\nc' } });
    expect(bent.headers['x-request-id']).not.toBe('a b\nc');

    const noProxies = await open({ TRUSTED_PROXIES: '' });
    const untrusted = await noProxies.inject({
      method: 'GET',
      url: '/wps/nope',
      headers: { ...host, 'x-request-id': given },
    });
    expect(untrusted.headers['x-request-id']).not.toBe(given);
    expect(untrusted.json().requestId).toBe(untrusted.headers['x-request-id']);
  });

  it('writes the id on every log line of the request', async () => {
    const response = await app.inject({ method: 'GET', url: '/wps/system/status', headers: host });
    const id = response.headers['x-request-id'];
    const lines = log.lines.filter((line) => line.reqId === id);
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });
});

describe('health and readiness', () => {
  it('answers /healthz and /readyz as JSON, not the page', async () => {
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', redis: 'none' },
    });
    // A path under them is a 404 envelope, never index.html.
    const under = await app.inject({ method: 'GET', url: '/metrics/extra' });
    expect(under.statusCode).toBe(404);
    expect(under.json().code).toBe('not-found');
    // The page itself still answers other paths.
    expect((await app.inject({ method: 'GET', url: '/promotions', headers: host })).body).toContain('<title>');
  });

  it('is not ready while a migration of this build is missing from the database', async () => {
    const last = await db.one<{ id: string; at: string }>(
      'DELETE FROM schema_migrations WHERE id = (SELECT max(id) FROM schema_migrations) RETURNING id, applied_at AS at',
    );
    if (!last) throw new Error('no migration recorded');
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not-ready', checks: { database: 'ok', migrations: 'pending' } });
    } finally {
      await db.query('INSERT INTO schema_migrations (id, applied_at) VALUES ($1, $2)', [last.id, last.at]);
    }
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('metrics', () => {
  it('reports request durations by route, ledger transfers, job depth and the process', async () => {
    const member = await player(db);
    await fund(db, member, 500_00);
    const moved = await app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: { ...host, ...member.auth },
      payload: { type: 'in', vendorCode: 'PG', amount: 1_00, requestId: requestId() },
    });
    expect(moved.statusCode).toBe(200);
    await app.jobs.enqueue('metrics-test', {}, { runAt: new Date(Date.now() + 3_600_000) });

    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    const text = metrics.body;
    expect(text).toMatch(
      /arcadia_http_request_duration_seconds_count\{method="POST",route="\/wps\/relay\/GCS_walletTransfer",status="200"\} [1-9]/,
    );
    expect(text).toMatch(/arcadia_ledger_transfers_total\{type="wallet-transfer"\} [1-9]/);
    expect(text).toMatch(/arcadia_jobs_queued\{state="scheduled"\} [1-9]/);
    expect(text).toMatch(/arcadia_jobs_queued\{state="due"\} \d/);
    expect(text).toContain('process_cpu_user_seconds_total');
    if (db.kind === 'postgres') expect(text).toMatch(/arcadia_db_pool_connections\{state="total"\} \d/);
    // Raw paths never become series of their own.
    expect(text).not.toContain('route="/wps/no-such-endpoint"');
  });

  it('is not public: loopback only, or a scraper with the token', async () => {
    const relayed = { 'x-forwarded-for': '203.0.113.9' };
    const outsider = await app.inject({ method: 'GET', url: '/metrics', headers: relayed });
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().code).toBe('forbidden');

    const withToken = await open({ METRICS_TOKEN: 'scrape-secret-123' });
    const scraper = { ...relayed, authorization: 'Bearer scrape-secret-123' };
    expect((await withToken.inject({ method: 'GET', url: '/metrics', headers: scraper })).statusCode).toBe(200);
    const wrong = { ...relayed, authorization: 'Bearer scrape-secret-124' };
    expect((await withToken.inject({ method: 'GET', url: '/metrics', headers: wrong })).statusCode).toBe(403);
  });
});

describe('/docs', () => {
  it('is served outside production unless turned off', async () => {
    expect((await app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
    const off = await open({ API_DOCS: 'false' });
    expect((await off.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(404);
  });

  it('describes the routes, serves the UI, and answers an unknown page as any unknown path', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(spec.paths['/wps/session/login']?.post).toBeDefined();
    expect(spec.paths['/docs']).toBeUndefined();
    const ui = await app.inject({ method: 'GET', url: '/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/^text\/html/);
    const unknown = await app.inject({ method: 'GET', url: '/docs/no-such-page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'not-found' });
  });
});
