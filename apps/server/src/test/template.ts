import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { Db } from '../platform/db/db.ts';
import { migrate } from '../platform/db/migrate.ts';
import { pgliteDb, startPglite } from '../platform/db/pglite.ts';
import { openPostgres } from '../platform/db/postgres.ts';
import { EMBEDDED_RUNTIME_ROLE, ensureRole } from '../platform/db/runtime-role.ts';
import { seedDemo } from '../seed/demo.ts';
import { asRuntimeRole, ensureTestRuntimeRole, TEST_RUNTIME_ROLE } from './db-roles.ts';
import { listEveryVendor } from './providers.ts';

/**
 * Migrating and seeding took about 3.5 s of every server test file (a few hundred seconds
 * of a run on two cores). The run does it once (global-setup.ts), and each test app starts
 * from a copy: a database made with that one as its TEMPLATE on PostgreSQL, a PGlite loaded
 * from its dumped data folder when embedded. Without the run's template (a test run by some
 * other means) the harness migrates and seeds as before.
 */
export interface SeededTemplate {
  /** PostgreSQL: the template database's name on the TEST_DATABASE_URL server. */
  database?: string;
  /** Embedded: the file holding the dumped PGlite data folder. */
  pgliteDump?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate;
  }
}

const withDatabase = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function admin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Builds the run's template (global setup); the returned function removes it. */
export async function buildTemplate(): Promise<{ template: SeededTemplate; remove: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `arcadia_tpl_${randomBytes(6).toString('hex')}`;
    await ensureTestRuntimeRole(serverUrl);
    await admin(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
    const owner = openPostgres(withDatabase(serverUrl, name), 2);
    const runtime = openPostgres(asRuntimeRole(withDatabase(serverUrl, name)), 2);
    try {
      await migrate(owner, TEST_RUNTIME_ROLE);
      // Seeded as the runtime role, as the harness always did: the seed writes rows only.
      await seedDemo(runtime);
      await listEveryVendor(runtime);
    } finally {
      await runtime.close();
      await owner.close();
    }
    return {
      template: { database: name },
      remove: () =>
        admin(serverUrl, async (client) => void (await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))),
    };
  }
  const raw = await startPglite();
  const db = pgliteDb(raw);
  await ensureRole(db, EMBEDDED_RUNTIME_ROLE);
  await migrate(db, EMBEDDED_RUNTIME_ROLE);
  await seedDemo(db);
  await listEveryVendor(db);
  const dump = await raw.dumpDataDir('none');
  await raw.close();
  const file = path.join(os.tmpdir(), `arcadia-test-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return { template: { pgliteDump: file }, remove: async () => rmSync(file, { force: true }) };
}

/** The run's template, if the server project's global setup made one. */
const template = (): SeededTemplate | undefined => {
  try {
    return inject('seededTemplate');
  } catch {
    return undefined;
  }
};

let dumped: Blob | undefined;

export interface SeededCopy {
  db: Db;
  url: string | null;
  runtimeUrl: string | null;
  drop: () => Promise<void>;
}

/** A fresh copy of the run's migrated, seeded template, or undefined without one. */
export async function seededCopy(): Promise<SeededCopy | undefined> {
  const made = template();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (made?.database && serverUrl) {
    const name = `arcadia_test_${randomBytes(6).toString('hex')}`;
    await admin(serverUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${made.database}`));
    const url = withDatabase(serverUrl, name);
    const db = openPostgres(url);
    return {
      db,
      url,
      runtimeUrl: asRuntimeRole(url),
      drop: async () => {
        await db.close();
        await admin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      },
    };
  }
  if (made?.pgliteDump && !serverUrl) {
    dumped ??= new Blob([readFileSync(made.pgliteDump)]);
    const db = pgliteDb(await startPglite({ loadDataDir: dumped }));
    return { db, url: null, runtimeUrl: null, drop: () => db.close() };
  }
  return undefined;
}
