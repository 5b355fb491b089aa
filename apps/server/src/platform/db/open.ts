import path from 'node:path';
import type { Config } from '../config.ts';
import type { Db } from './db.ts';
import { quoteIdent } from './grants.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import { assertRuntimeRole, EMBEDDED_RUNTIME_ROLE, ensureRole, roleOfUrl } from './runtime-role.ts';

type DbConfig = Pick<Config, 'databaseUrl' | 'databaseOwnerUrl' | 'dataDir' | 'production'> &
  Partial<Pick<Config, 'databaseConnectTimeoutMs' | 'databaseStatementTimeoutMs'>>;

/** The request-time limits of the server's pool (migrations run without them). */
const poolLimits = (config: DbConfig) => ({
  ...(config.databaseConnectTimeoutMs ? { connectTimeoutMs: config.databaseConnectTimeoutMs } : {}),
  ...(config.databaseStatementTimeoutMs ? { statementTimeoutMs: config.databaseStatementTimeoutMs } : {}),
});

/**
 * The database the server runs on, migrated by the owner and used as the runtime role:
 * - DATABASE_OWNER_URL and DATABASE_URL: the owner migrates and grants, then disconnects;
 *   the server connects with DATABASE_URL's role;
 * - DATABASE_URL alone (development): that one connection does both, as the owner;
 * - embedded PGlite: the superuser migrates and grants, then `SET ROLE` to a role that owns
 *   nothing. Anyone who can run SQL there can RESET ROLE: it guards against mistakes, not attacks.
 * In production a connection that could change the schema or its triggers is refused.
 */
export async function openDatabase(config: DbConfig): Promise<Db> {
  const db = await open(config);
  if (config.production) {
    try {
      await assertRuntimeRole(db);
    } catch (error) {
      await db.close();
      throw error;
    }
  }
  return db;
}

async function open(config: DbConfig): Promise<Db> {
  if (config.databaseOwnerUrl) {
    const runtimeUrl = config.databaseUrl;
    if (!runtimeUrl) throw new Error('DATABASE_OWNER_URL needs DATABASE_URL, the connection the server runs on');
    const owner = openPostgres(config.databaseOwnerUrl, 1);
    try {
      await migrate(owner, roleOfUrl(runtimeUrl));
    } finally {
      await owner.close();
    }
    return openPostgres(runtimeUrl, poolLimits(config));
  }
  if (config.databaseUrl) {
    const db = openPostgres(config.databaseUrl, poolLimits(config));
    await migrate(db);
    return db;
  }
  const db = await openPglite(path.join(config.dataDir, 'pglite'));
  await ensureRole(db, EMBEDDED_RUNTIME_ROLE);
  await migrate(db, EMBEDDED_RUNTIME_ROLE);
  await db.exec(`SET ROLE ${quoteIdent(EMBEDDED_RUNTIME_ROLE)}`);
  return db;
}
