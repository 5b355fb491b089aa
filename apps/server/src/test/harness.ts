import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import type { Db } from '../platform/db/db.ts';
import { migrate } from '../platform/db/migrate.ts';
import { openPglite } from '../platform/db/pglite.ts';
import { openPostgres } from '../platform/db/postgres.ts';
import { EMBEDDED_RUNTIME_ROLE, ensureRole } from '../platform/db/runtime-role.ts';
import { seedDemo } from '../seed/demo.ts';
import { asRuntimeRole, ensureTestRuntimeRole, TEST_RUNTIME_ROLE } from './db-roles.ts';
import { listEveryVendor } from './providers.ts';
import { seededCopy } from './template.ts';

export interface FreshDb {
  /** The owner's connection (PGlite: the superuser): migrations, fixtures, deliberate corruption. */
  db: Db;
  /** PostgreSQL: the database as its owner. */
  url: string | null;
  /** PostgreSQL: the same database as the runtime role (granted once migrated with `runtimeRole`). */
  runtimeUrl: string | null;
  /** The role `migrate` grants to: the test login role on PostgreSQL, the embedded role on PGlite. */
  runtimeRole: string;
  drop: () => Promise<void>;
}

/** A fresh database (freshDb) with every migration applied: where most test files start. */
export async function migratedDb(): Promise<FreshDb> {
  const fresh = await freshDb();
  await migrate(fresh.db);
  return fresh;
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped after).
 */
export async function freshDb(): Promise<FreshDb> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const name = `arcadia_test_${randomBytes(6).toString('hex')}`;
  if (!serverUrl) return freshSchema(name);
  await ensureTestRuntimeRole(serverUrl);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString());
  return {
    db,
    url: url.toString(),
    runtimeUrl: asRuntimeRole(url.toString()),
    runtimeRole: TEST_RUNTIME_ROLE,
    drop: async () => {
      await db.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * Starting PGlite costs seconds (WASM and initdb), so each test worker keeps one
 * and gives every test file its own schema in it. Files in a worker run one
 * after another, so the single connection's search_path is theirs alone.
 */
let sharedPglite: Promise<Db> | undefined;
async function freshSchema(name: string): Promise<FreshDb> {
  sharedPglite ??= openPglite(null);
  const db = await sharedPglite;
  await ensureRole(db, EMBEDDED_RUNTIME_ROLE);
  await db.exec(`CREATE SCHEMA ${name}; SET search_path TO ${name}`);
  return {
    db: { ...db, close: async () => {} },
    url: null,
    runtimeUrl: null,
    runtimeRole: EMBEDDED_RUNTIME_ROLE,
    drop: () => db.exec(`SET search_path TO public; DROP SCHEMA ${name} CASCADE`),
  };
}

/** A migrated, demo-seeded database: a copy of the run's template (template.ts), else made here. */
async function seededDb(): Promise<FreshDb> {
  const copy = await seededCopy();
  if (copy) {
    const runtimeRole = copy.url ? TEST_RUNTIME_ROLE : EMBEDDED_RUNTIME_ROLE;
    return { ...copy, runtimeRole };
  }
  const fresh = await freshDb();
  await migrate(fresh.db, fresh.runtimeRole);
  // Seeded as the runtime role: the seed writes rows only, as the server does on start.
  if (fresh.runtimeUrl) {
    const runtime = openPostgres(fresh.runtimeUrl);
    await seedDemo(runtime)
      .then(() => listEveryVendor(runtime))
      .finally(() => runtime.close());
  } else {
    await seedDemo(fresh.db);
    await listEveryVendor(fresh.db);
  }
  return fresh;
}

export interface TestApp {
  app: FastifyInstance;
  /**
   * The owner's connection, for fixtures and for tests that corrupt the books on purpose.
   * The app itself (`app.db`) runs as the runtime role on PostgreSQL; on PGlite both share
   * the one connection as its superuser.
   */
  db: Db;
  /** The runtime role's database URL on a PostgreSQL server (for multi-process tests), else null. */
  url: string | null;
  /** The owner's database URL on a PostgreSQL server, else null. */
  ownerUrl: string | null;
  /** The role the app runs as on PostgreSQL (granted by `migrate(db, runtimeRole)`; PGlite: the embedded role). */
  runtimeRole: string;
  /**
   * A second, independent app (own connection pool, own kv, own caches) on the
   * same PostgreSQL database: what a second server process would be. PostgreSQL
   * only; embedded PGlite is one process. Closed with the first.
   */
  spawnSibling: () => Promise<FastifyInstance>;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** Adds test-only routes (or hooks) before the app is sealed with `ready()`. */
  extend?: (app: FastifyInstance) => void;
  /** Only these modules and what they depend on (see buildApp); every module when absent. */
  modules?: string[];
}

/** Puts the app on a free loopback port and answers its base URL, for calls over real HTTP. */
export async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The whole server on a fresh, migrated, demo-seeded database; call `close` in afterAll. */
export async function buildTestApp(env: NodeJS.ProcessEnv = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const { db, url: ownerUrl, runtimeUrl: url, runtimeRole, drop } = await seededDb();
  const appDb = url ? openPostgres(url) : db;
  const config = { ...loadConfig({ NODE_ENV: 'test', WEB_DIST: '', LOG_LEVEL: 'silent', JOBS: 'false', ...env }) };
  const app = await buildApp({ config, db: appDb, ...(options.modules ? { modules: options.modules } : {}) });
  options.extend?.(app);
  await app.ready();
  const siblings: { app: FastifyInstance; db: Db }[] = [];
  return {
    app,
    db,
    url,
    ownerUrl,
    runtimeRole,
    spawnSibling: async () => {
      if (!url) throw new Error('a sibling app needs PostgreSQL (TEST_DATABASE_URL); embedded PGlite is one process');
      const siblingDb = openPostgres(url);
      const sibling = await buildApp({ config: { ...config }, db: siblingDb });
      options.extend?.(sibling);
      await sibling.ready();
      siblings.push({ app: sibling, db: siblingDb });
      return sibling;
    },
    close: async () => {
      for (const sibling of siblings) {
        await sibling.app.close();
        await sibling.db.close();
      }
      // A test that listened on a port may leave a client's kept-alive socket busy (a retried
      // request whose answer was thrown away): after a short grace, cut what is still open.
      const cut = setTimeout(() => app.server.closeAllConnections(), 5000);
      await app.close();
      clearTimeout(cut);
      if (appDb !== db) await appDb.close();
      await drop();
    },
  };
}
