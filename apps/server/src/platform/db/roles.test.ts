import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_RUNTIME_ROLE, withRuntimeRole } from '../../test/db-roles.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import type { Db } from './db.ts';
import { migrate } from './migrate.ts';
import { openDatabase } from './open.ts';
import { assertRuntimeRole, EMBEDDED_RUNTIME_ROLE, runtimeRoleProblems } from './runtime-role.ts';

/** The two roles: who migrates and grants, who runs, and the production start check. */
let t: TestApp;
let role: string;
beforeAll(async () => {
  t = await buildTestApp();
  role = t.url ? TEST_RUNTIME_ROLE : EMBEDDED_RUNTIME_ROLE;
});
afterAll(() => t.close());

const noUrls = { databaseUrl: null, databaseOwnerUrl: null, dataDir: '', production: true };
const currentUser = async (db: Db) => (await db.one<{ user: string }>('SELECT current_user AS user'))?.user;

/** Runs `work` as a throwaway role made in a transaction that is then rolled back. */
async function asThrowawayRole(setup: (tx: Db, name: string) => Promise<void>, work: (tx: Db) => Promise<unknown>) {
  const name = `arcadia_probe_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  let result: unknown;
  const rollback = new Error('rollback');
  await t.db
    .tx(async (tx) => {
      await tx.exec(`CREATE ROLE ${name} NOLOGIN`);
      await setup(tx, name);
      await tx.exec(`SET LOCAL ROLE ${name}`);
      result = await work(tx);
      throw rollback;
    })
    .catch((error) => {
      if (error !== rollback) throw error;
    });
  return result;
}

describe('the production start check', () => {
  it('refuses a superuser connection with a clear message', async () => {
    expect(await runtimeRoleProblems(t.db)).toEqual([expect.stringMatching(/is a superuser/)]);
    await expect(assertRuntimeRole(t.db)).rejects.toThrow(
      /^Arcadia refuses to start with NODE_ENV=production: .*is a superuser.*DATABASE_OWNER_URL[^\n]*\.$/,
    );
  });

  it('refuses a role that owns a table or may create in the schema', async () => {
    const owning = await asThrowawayRole(
      async (tx, name) => {
        await tx.exec(`CREATE TABLE probe_owned (id int); ALTER TABLE probe_owned OWNER TO ${name}`);
        await tx.exec(`GRANT USAGE, CREATE ON SCHEMA "${await schemaOf(tx)}" TO ${name}`);
      },
      (tx) => runtimeRoleProblems(tx),
    );
    expect(owning).toEqual([
      expect.stringMatching(/owns 1 table\(s\) or sequence\(s\)/),
      expect.stringMatching(/may create objects in the schema/),
    ]);
  });

  it('accepts the runtime role', async () => {
    expect(await withRuntimeRole(t, (db) => runtimeRoleProblems(db))).toEqual([]);
    await withRuntimeRole(t, (db) => assertRuntimeRole(db));
  });
});

const schemaOf = async (db: Db) => (await db.one<{ s: string }>('SELECT current_schema() AS s'))?.s as string;

describe('grants after every migration', () => {
  it('cover tables a later migration adds, and take UPDATE and DELETE from the ones a trigger keeps fixed', async () => {
    await t.db.exec(`
      CREATE TABLE probe_plain (id bigserial PRIMARY KEY, note text);
      CREATE TABLE probe_log (id bigserial PRIMARY KEY, note text);
      CREATE FUNCTION probe_log_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'probe log rows are never changed';
      END;
      $$;
      CREATE TRIGGER probe_log_fixed BEFORE UPDATE OR DELETE ON probe_log FOR EACH ROW EXECUTE FUNCTION probe_log_fixed();
    `);
    await migrate(t.db, role);
    await withRuntimeRole(t, async (db) => {
      await db.query(`INSERT INTO probe_plain (note) VALUES ('a')`);
      await db.query(`UPDATE probe_plain SET note = 'b'`);
      await db.query('DELETE FROM probe_plain');
      await db.query(`INSERT INTO probe_log (note) VALUES ('a')`);
      expect(await db.query('SELECT note FROM probe_log')).toEqual([{ note: 'a' }]);
      await expect(db.query(`UPDATE probe_log SET note = 'b'`)).rejects.toThrow(/permission denied/);
      await expect(db.query('DELETE FROM probe_log')).rejects.toThrow(/permission denied/);
      await expect(db.query(`SELECT setval('probe_plain_id_seq', 1000)`)).rejects.toThrow(/permission denied/);
    });
  });

  it('refuse to grant to the owner itself', async () => {
    const owner = (await currentUser(t.db)) as string;
    await expect(migrate(t.db, owner)).rejects.toThrow(/is the owner connection's own role/);
  });
});

describe('opening the server database', () => {
  it.skipIf(!!process.env.TEST_DATABASE_URL)(
    'embedded: migrates as the superuser, then runs as a role that owns nothing (even in production)',
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'arcadia-roles-'));
      const db = await openDatabase({ ...noUrls, dataDir });
      try {
        expect(await currentUser(db)).toBe(EMBEDDED_RUNTIME_ROLE);
        expect(await runtimeRoleProblems(db)).toEqual([]);
        await expect(db.query('UPDATE ledger_accounts SET balance = 1')).rejects.toThrow(/permission denied/);
      } finally {
        await db.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    60_000,
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL: production refuses one superuser URL', async () => {
    await expect(openDatabase({ ...noUrls, databaseUrl: t.ownerUrl })).rejects.toThrow(/is a superuser/);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'PostgreSQL: the owner URL migrates and grants, the server runs on the runtime URL',
    async () => {
      const db = await openDatabase({ ...noUrls, databaseUrl: t.url, databaseOwnerUrl: t.ownerUrl });
      try {
        expect(await currentUser(db)).toBe(TEST_RUNTIME_ROLE);
        await expect(db.query('UPDATE ledger_accounts SET balance = 1')).rejects.toThrow(/permission denied/);
      } finally {
        await db.close();
      }
      // Production refuses the superuser as the runtime role before the owner migrates; elsewhere the grants refuse it.
      await expect(openDatabase({ ...noUrls, databaseUrl: t.ownerUrl, databaseOwnerUrl: t.ownerUrl })).rejects.toThrow(
        /is a superuser/,
      );
      await expect(
        openDatabase({ ...noUrls, production: false, databaseUrl: t.ownerUrl, databaseOwnerUrl: t.ownerUrl }),
      ).rejects.toThrow(/owner connection's own role/);
    },
  );
});
