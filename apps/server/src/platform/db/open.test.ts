import { afterEach, describe, expect, it } from 'vitest';
import { asRuntimeRole } from '../../test/db-roles.ts';
import { type FreshDb, freshDb } from '../../test/harness.ts';
import { freePort } from '../../test/outage.ts';
import { StartupError } from '../production.ts';
import { migrate } from './migrate.ts';
import { openDatabase } from './open.ts';

/**
 * Issue 35 hole 3: production checks the runtime connection before anything is written. A
 * connection that could become superuser (or that cannot migrate) is refused with one sentence
 * while the database is still as it was; an unreachable database is a sentence too, not a stack.
 */
const postgres = !!process.env.TEST_DATABASE_URL;
const production = { databaseUrl: null, databaseOwnerUrl: null, dataDir: '', production: true };

let fresh: FreshDb | undefined;
afterEach(async () => {
  await fresh?.drop();
  fresh = undefined;
});

/** How many tables, sequences, views and functions the fresh database's public schema holds. */
async function objectsIn(db: FreshDb['db']): Promise<number> {
  const row = await db.one<{ n: number }>(
    `SELECT (SELECT count(*) FROM pg_class WHERE relnamespace = 'public'::regnamespace)
          + (SELECT count(*) FROM pg_proc WHERE pronamespace = 'public'::regnamespace) AS n`,
  );
  return Number(row?.n);
}

const refusal = (open: Promise<unknown>) =>
  open.then(
    () => {
      throw new Error('opened');
    },
    (error: unknown) => error,
  );

describe.skipIf(!postgres)('PostgreSQL in production: refused before anything is written', () => {
  it('a superuser DATABASE_URL on an empty database: one sentence, no table made', async () => {
    fresh = await freshDb();
    const error = await refusal(openDatabase({ ...production, databaseUrl: fresh.url }));
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toMatch(/^Arcadia refuses to start with NODE_ENV=production: .*is a superuser/);
    expect((error as Error).message).not.toContain('\n');
    expect(await objectsIn(fresh.db)).toBe(0);
  });

  it('a superuser DATABASE_URL with an owner URL: refused before the owner migrates', async () => {
    fresh = await freshDb();
    const error = await refusal(openDatabase({ ...production, databaseUrl: fresh.url, databaseOwnerUrl: fresh.url }));
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toMatch(/is a superuser/);
    expect(await objectsIn(fresh.db)).toBe(0);
  });

  it('a runtime role alone on an unmigrated database: told to set DATABASE_OWNER_URL, nothing written', async () => {
    fresh = await freshDb();
    const error = await refusal(openDatabase({ ...production, databaseUrl: fresh.runtimeUrl }));
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toMatch(/migration\(s\) .*pending.*DATABASE_OWNER_URL/);
    expect(await objectsIn(fresh.db)).toBe(0);
  });

  it('a runtime role alone on a migrated database: serves without migrating', async () => {
    fresh = await freshDb();
    await migrate(fresh.db, fresh.runtimeRole);
    const db = await openDatabase({ ...production, databaseUrl: asRuntimeRole(fresh.url as string) });
    try {
      expect((await db.one<{ user: string }>('SELECT current_user AS user'))?.user).toBe(fresh.runtimeRole);
    } finally {
      await db.close();
    }
  });
});

describe('a database that cannot be reached at start', () => {
  it('is one sentence naming the setting, not a stack', async () => {
    const nowhere = `postgres://nobody@127.0.0.1:${await freePort()}/nothing`;
    for (const config of [
      { ...production, databaseUrl: nowhere },
      { ...production, databaseUrl: nowhere, databaseOwnerUrl: nowhere },
      { ...production, production: false, databaseUrl: nowhere },
    ]) {
      const error = await refusal(openDatabase(config));
      expect(error).toBeInstanceOf(StartupError);
      expect((error as Error).message).toMatch(/^Arcadia cannot start: the database of DATABASE_URL cannot be reached/);
    }
  });
});
