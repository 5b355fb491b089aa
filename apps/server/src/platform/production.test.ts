import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../seed/demo.ts';
import { freePort } from '../test/outage.ts';
import { type ProcessStore, processStore, refusedStart, startServer } from '../test/server-process.ts';
import { loadConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { productionProblems } from './production.ts';

/**
 * Issue 9 point 3: with NODE_ENV=production the server refuses to start with demo data or any
 * development stand-in, naming the setting; with proper settings it serves, without the
 * development pages, with the reference data (countries, games) and no demo brand.
 */

// A message gateway of the test's own: production needs a real MESSAGE_WEBHOOK_URL.
let gateway: Server;
let webhook = '';
beforeAll(async () => {
  gateway = createServer((_request, response) => response.end('{}'));
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const address = gateway.address();
  webhook = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/messages`;
});
afterAll(() => new Promise((resolve) => gateway.close(resolve)));

const production = () => ({ NODE_ENV: 'production', MESSAGE_WEBHOOK_URL: webhook, IDENTITY_JWKS_URL: 'off' });

describe('production configuration', () => {
  it('finds nothing to refuse outside production, and in a proper production configuration', () => {
    expect(productionProblems(loadConfig({}))).toEqual([]);
    expect(productionProblems(loadConfig(production()))).toEqual([]);
    expect(loadConfig(production())).toMatchObject({ seedDemo: false, apiDocs: false, identityLogin: false });
    expect(loadConfig({})).toMatchObject({ seedDemo: true, apiDocs: true, identityLogin: true });
  });

  it('names the setting of every development stand-in', () => {
    const problems = (env: Record<string, string>) => productionProblems(loadConfig({ ...production(), ...env }));
    expect(problems({ SEED_DEMO: 'true' })).toEqual([expect.stringContaining('SEED_DEMO')]);
    expect(problems({ MESSAGE_WEBHOOK_URL: '' })).toEqual([expect.stringContaining('MESSAGE_WEBHOOK_URL')]);
    expect(problems({ MESSAGE_WEBHOOK_URL: 'ftp://example.com' })).toEqual([
      expect.stringContaining('MESSAGE_WEBHOOK_URL'),
    ]);
    expect(problems({ IDENTITY_JWKS_URL: '' })).toEqual([expect.stringContaining('IDENTITY_JWKS_URL')]);
    expect(problems({ IDENTITY_JWKS_URL: 'https://id.example.com/jwks.json' })).toEqual([]);
  });
});

describe('a production server process', () => {
  let store: ProcessStore;
  beforeAll(async () => {
    store = await processStore();
  });
  afterAll(() => store?.drop());

  it('refuses to start with demo seeding on, before touching the database', { timeout: 60_000 }, async () => {
    const { code, stderr } = await refusedStart({ ...store.env, ...production(), SEED_DEMO: 'true' });
    expect(code).toBe(1);
    expect(stderr).toContain('refuses to start with NODE_ENV=production');
    expect(stderr).toContain('SEED_DEMO=true');
    // One clear message, not a stack trace.
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses the development outbox and the development identity provider', { timeout: 60_000 }, async () => {
    const outbox = await refusedStart({ ...store.env, ...production(), MESSAGE_WEBHOOK_URL: '' });
    expect(outbox.code).toBe(1);
    expect(outbox.stderr).toContain('MESSAGE_WEBHOOK_URL is unset');
    const identity = await refusedStart({ ...store.env, ...production(), IDENTITY_JWKS_URL: '' });
    expect(identity.code).toBe(1);
    expect(identity.stderr).toContain('IDENTITY_JWKS_URL is unset');
  });

  it('serves with proper settings: reference data seeded, no demo brand, no development pages, no /docs', {
    timeout: 90_000,
  }, async () => {
    const server = await startServer({ ...store.env, ...production() });
    try {
      const get = (path: string) => fetch(`${server.base}${path}`);
      expect((await get('/healthz')).status).toBe(200);
      expect((await get('/readyz')).status).toBe(200);
      for (const path of ['/docs', '/dev/outbox?recipient=%2B639171234567', '/dev/captcha?clientId=abcdefgh1234']) {
        expect((await get(path)).status, path).toBe(404);
      }
      const token = await fetch(`${server.base}/dev/identity/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ channel: 'google', email: 'someone@example.com' }),
      });
      expect(token.status).toBe(404);
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe('0');
    }
    const db = await store.open();
    try {
      const count = async (table: string) =>
        Number((await db.one<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))?.n);
      expect(await count('countries')).toBeGreaterThan(0);
      expect(await count('games')).toBeGreaterThan(0);
      expect(await count('merchants')).toBe(0);
      expect(await count('members')).toBe(0);
      expect(await count('operators')).toBe(0);
    } finally {
      await db.close();
    }
  });

  it('refuses to start while a deposit channel uses the demo gateway', { timeout: 90_000 }, async () => {
    const db = await store.open();
    try {
      await migrate(db);
      await seedDemo(db);
    } finally {
      await db.close();
    }
    const refused = await refusedStart({ ...store.env, ...production(), SEED_DEMO: 'false' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('development gateway');
    expect(refused.stderr).toContain('demo/DEMOPAY');

    const fix = await store.open();
    try {
      await fix.query("UPDATE deposit_channels SET enabled = false WHERE gateway = 'demo'");
    } finally {
      await fix.close();
    }
    const server = await startServer({ ...store.env, ...production() });
    try {
      expect((await fetch(`${server.base}/wps/system/status`, { headers: { host: 'localhost' } })).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe('0');
    }
  });
});

/** What a refused start printed, once Node's own warnings are set aside. */
const printed = (stderr: string) =>
  stderr
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('(node:') && !line.includes('--trace-warnings'))
    .join('\n');

/**
 * Issue 35 hole 3: a superuser DATABASE_URL on an empty database made 94 tables as postgres,
 * then crashed with a stack. It is refused before anything is written, in one sentence.
 */
describe('a production server process and its database connection', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'refuses a superuser DATABASE_URL on an empty database before creating any table',
    { timeout: 60_000 },
    async () => {
      const store = await processStore();
      try {
        const superuser = store.env.DATABASE_OWNER_URL as string;
        const { code, stderr } = await refusedStart({
          ...production(),
          DATABASE_URL: superuser,
          DATABASE_OWNER_URL: '',
        });
        expect(code).toBe(1);
        expect(printed(stderr)).toMatch(/^Arcadia refuses to start with NODE_ENV=production: .*is a superuser.*\.$/);
        expect(printed(stderr)).not.toContain('\n');
        const db = await store.open();
        try {
          const tables = await db.one<{ n: string }>(
            "SELECT count(*) AS n FROM pg_class WHERE relnamespace = 'public'::regnamespace",
          );
          expect(Number(tables?.n)).toBe(0);
        } finally {
          await db.close();
        }
      } finally {
        await store.drop();
      }
    },
  );

  it('says in one sentence that the database cannot be reached', { timeout: 60_000 }, async () => {
    const nowhere = `postgres://nobody@127.0.0.1:${await freePort()}/nothing`;
    const { code, stderr } = await refusedStart({ ...production(), DATABASE_URL: nowhere });
    expect(code).toBe(1);
    expect(printed(stderr)).toMatch(/^Arcadia cannot start: the database of DATABASE_URL cannot be reached/);
    expect(printed(stderr)).not.toContain('\n');
  });
});
