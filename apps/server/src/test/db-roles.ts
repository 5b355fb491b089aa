import type { Db } from '../platform/db/db.ts';
import { openPostgres } from '../platform/db/postgres.ts';
import { EMBEDDED_RUNTIME_ROLE, ensureRole } from '../platform/db/runtime-role.ts';

/**
 * The role test servers run as on PostgreSQL: one login role for the whole cluster,
 * created once if missing; each fresh database grants it what a runtime role gets
 * (migrate with a runtime role), so every server test proves the grants suffice.
 */
export const TEST_RUNTIME_ROLE = 'arcadia_test_app';
const PASSWORD = 'arcadia_test_app';

let ready: Promise<void> | undefined;

/** Creates the test runtime role on the server of `serverUrl` (a superuser's) once per process. */
export function ensureTestRuntimeRole(serverUrl: string): Promise<void> {
  ready ??= (async () => {
    const admin = openPostgres(serverUrl, 1);
    try {
      await ensureRole(admin, TEST_RUNTIME_ROLE, `LOGIN PASSWORD '${PASSWORD}'`);
    } finally {
      await admin.close();
    }
  })();
  return ready;
}

/** The same database, connected as the test runtime role. */
export function asRuntimeRole(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.username = TEST_RUNTIME_ROLE;
  url.password = PASSWORD;
  return url.toString();
}

/**
 * Runs `work` on a connection as the runtime role: the app's own pool on PostgreSQL;
 * on PGlite (one connection) the shared connection under SET ROLE, reset afterwards.
 */
export async function withRuntimeRole<T>(
  t: { app: { db: Db }; db: Db; url: string | null },
  work: (db: Db) => Promise<T>,
): Promise<T> {
  if (t.url) return work(t.app.db);
  await t.db.exec(`SET ROLE ${EMBEDDED_RUNTIME_ROLE}`);
  try {
    return await work(t.db);
  } finally {
    await t.db.exec('RESET ROLE');
  }
}
