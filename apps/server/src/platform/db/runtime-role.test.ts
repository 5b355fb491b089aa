import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import type { Db } from './db.ts';
import { openPostgres } from './postgres.ts';
import { runtimeRoleProblems } from './runtime-role.ts';

/**
 * Issue 35 hole 3: the production check looked at the role's own attributes only. A login
 * role that is a member (even NOINHERIT) of a NOLOGIN superuser can `SET ROLE` to it and
 * disable the triggers that guard the books, so every role it may become counts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const probeName = () => `arcadia_probe_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const rollback = new Error('rollback');
const rolledBack = (work: Promise<unknown>) =>
  work.catch((error) => {
    if (error !== rollback) throw error;
  });

/**
 * The problems of a NOINHERIT role `probe` whose only power comes from `grants`, run in a
 * transaction that is rolled back (roles included). `grants` gets the probe's name and the name
 * of a NOLOGIN role the probe is a member of through a NOINHERIT middle role.
 */
async function problemsThroughMembership(grants: (tx: Db, target: string) => Promise<void>): Promise<string[]> {
  const probe = probeName();
  let problems: string[] = [];
  await rolledBack(
    t.db.tx(async (tx) => {
      await tx.exec(`CREATE ROLE ${probe} NOLOGIN NOINHERIT; CREATE ROLE ${probe}_mid NOLOGIN NOINHERIT;
        CREATE ROLE ${probe}_target NOLOGIN; GRANT ${probe}_target TO ${probe}_mid; GRANT ${probe}_mid TO ${probe}`);
      await grants(tx, `${probe}_target`);
      await tx.exec(`SET LOCAL ROLE ${probe}`);
      problems = await runtimeRoleProblems(tx);
      throw rollback;
    }),
  );
  return problems;
}

describe('the runtime role check counts every role the connection may SET ROLE to', () => {
  it('a NOLOGIN superuser', async () => {
    const problems = await problemsThroughMembership((tx, target) => tx.exec(`ALTER ROLE ${target} SUPERUSER`));
    expect(problems).toEqual([expect.stringMatching(/may become the superuser "arcadia_probe_\w+_target"/)]);
  });

  it('a role that may create roles or bypass row security', async () => {
    const problems = await problemsThroughMembership((tx, target) =>
      tx.exec(`ALTER ROLE ${target} CREATEROLE BYPASSRLS`),
    );
    expect(problems).toEqual([
      expect.stringMatching(/may become "arcadia_probe_\w+_target", which may create roles/),
      expect.stringMatching(/may become "arcadia_probe_\w+_target", which bypasses row-level security/),
    ]);
  });

  it('the owner of a table, a sequence or a function, or a role that may create in the schema', async () => {
    const problems = await problemsThroughMembership(async (tx, target) => {
      const schema = (await tx.one<{ s: string }>('SELECT current_schema() AS s'))?.s as string;
      await tx.exec(`CREATE TABLE probe_owned (id int); ALTER TABLE probe_owned OWNER TO ${target};
        CREATE SEQUENCE probe_seq; ALTER SEQUENCE probe_seq OWNER TO ${target};
        CREATE FUNCTION probe_fn() RETURNS int LANGUAGE sql AS 'SELECT 1'; ALTER FUNCTION probe_fn() OWNER TO ${target};
        GRANT USAGE, CREATE ON SCHEMA "${schema}" TO ${target}`);
    });
    expect(problems).toEqual([
      expect.stringMatching(/may become "arcadia_probe_\w+_target", which owns 2 table\(s\) or sequence\(s\)/),
      expect.stringMatching(/may become "arcadia_probe_\w+_target", which owns 1 function\(s\)/),
      expect.stringMatching(/may become "arcadia_probe_\w+_target", which may create objects in the schema/),
    ]);
  });

  it('the owner of the schema', async () => {
    const problems = await problemsThroughMembership(async (tx, target) => {
      const schema = (await tx.one<{ s: string }>('SELECT current_schema() AS s'))?.s as string;
      await tx.exec(`ALTER SCHEMA "${schema}" OWNER TO ${target}`);
    });
    expect(problems).toContainEqual(
      expect.stringMatching(/may become "arcadia_probe_\w+_target", which owns the schema/),
    );
  });
});

/** The same database as `url`, logged in as `user`. */
const loginAs = (url: string, user: string, password: string) => {
  const as = new URL(url);
  as.username = user;
  as.password = password;
  return as.toString();
};

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL: the attack of issue 35, replayed', () => {
  it('a login role granted (NOINHERIT) a NOLOGIN superuser can disable the ledger triggers, and is refused', async () => {
    const attacker = probeName();
    const boss = `${attacker}_boss`;
    await t.db.exec(`CREATE ROLE ${boss} NOLOGIN SUPERUSER;
      CREATE ROLE ${attacker} LOGIN NOINHERIT PASSWORD 'probe'; GRANT ${boss} TO ${attacker}`);
    const db = openPostgres(loginAs(t.ownerUrl as string, attacker, 'probe'), 1);
    try {
      // What the role can do: SET ROLE to the superuser, then switch off what guards the books.
      await rolledBack(
        db.tx(async (tx) => {
          await tx.exec(`SET LOCAL ROLE ${boss}`);
          await tx.exec('ALTER TABLE ledger_entries DISABLE TRIGGER USER');
          throw rollback;
        }),
      );
      expect(await runtimeRoleProblems(db)).toEqual([expect.stringMatching(`may become the superuser "${boss}"`)]);
    } finally {
      await db.close();
      await t.db.exec(`DROP ROLE ${attacker}; DROP ROLE ${boss}`);
    }
  });
});
