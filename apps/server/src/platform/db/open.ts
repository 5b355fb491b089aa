import path from 'node:path';
import { unavailableDependency } from '../availability.ts';
import type { Config } from '../config.ts';
import { StartupError } from '../production.ts';
import type { Db } from './db.ts';
import { quoteIdent } from './grants.ts';
import { migrate, pendingMigrations } from './migrate.ts';
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
 * - DATABASE_URL alone: outside production that one connection does both, as the owner; in
 *   production it is a runtime role, which cannot migrate: it starts only on a migrated database;
 * - embedded PGlite: the superuser migrates and grants, then `SET ROLE` to a role that owns
 *   nothing. Anyone who can run SQL there can RESET ROLE: it guards against mistakes, not attacks.
 * In production a runtime connection that could change the schema or its triggers is refused
 * before anything is written. A database out of reach (or refusing us) is a StartupError too.
 */
export async function openDatabase(config: DbConfig): Promise<Db> {
  if (config.databaseOwnerUrl) return withOwner(config, config.databaseOwnerUrl);
  if (config.databaseUrl && config.production) return runtimeOnly(config, config.databaseUrl);
  if (config.databaseUrl) {
    const db = openPostgres(config.databaseUrl, poolLimits(config));
    await closedOnFailure(db, () => reaching('DATABASE_URL', () => migrate(db)));
    return db;
  }
  const db = await openPglite(path.join(config.dataDir, 'pglite'));
  await ensureRole(db, EMBEDDED_RUNTIME_ROLE);
  await migrate(db, EMBEDDED_RUNTIME_ROLE);
  await db.exec(`SET ROLE ${quoteIdent(EMBEDDED_RUNTIME_ROLE)}`);
  if (config.production) await closedOnFailure(db, () => assertRuntimeRole(db));
  return db;
}

async function withOwner(config: DbConfig, ownerUrl: string): Promise<Db> {
  const runtimeUrl = config.databaseUrl;
  if (!runtimeUrl) {
    throw new StartupError(
      'Arcadia cannot start: DATABASE_OWNER_URL needs DATABASE_URL, the connection the server runs on.',
    );
  }
  const role = roleOfUrl(runtimeUrl);
  const db = openPostgres(runtimeUrl, poolLimits(config));
  await closedOnFailure(db, async () => {
    // On the database as it was: a runtime URL that could become superuser never lets the owner write.
    if (config.production) await reaching('DATABASE_URL', () => assertRuntimeRole(db));
    const owner = openPostgres(ownerUrl, 1);
    try {
      await reaching('DATABASE_OWNER_URL', () => migrate(owner, role));
    } finally {
      await owner.close();
    }
    // Again on what the migrations made: nothing of it may have become the runtime role's.
    if (config.production) await assertRuntimeRole(db);
  });
  return db;
}

/** Production with DATABASE_URL alone: a runtime role, checked, on a database someone else migrated. */
async function runtimeOnly(config: DbConfig, url: string): Promise<Db> {
  const db = openPostgres(url, poolLimits(config));
  await closedOnFailure(db, () =>
    reaching('DATABASE_URL', async () => {
      await assertRuntimeRole(db);
      const pending = await pendingMigrations(db).catch((error: unknown) => {
        // schema_migrations exists but was never granted to this role: no owner has run with it yet.
        if ((error as { code?: string }).code === '42501') return ['(unknown: schema_migrations is not readable)'];
        throw error;
      });
      if (pending.length === 0) return;
      throw new StartupError(
        `Arcadia refuses to start with NODE_ENV=production: ${pending.length} migration(s) are pending ` +
          `(${pending[0]}${pending.length > 1 ? ', …' : ''}) and the DATABASE_URL role may not apply them, so set ` +
          'DATABASE_OWNER_URL to the owner that migrates and grants (README: "PostgreSQL roles").',
      );
    }),
  );
  return db;
}

async function closedOnFailure(db: Db, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
}

/** Runs `work` on the connection of `setting`; that database out of reach is the operator's to fix, not a crash. */
async function reaching<T>(setting: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (unavailableDependency(error) !== 'database') throw error;
    throw new StartupError(
      `Arcadia cannot start: the database of ${setting} cannot be reached or refuses the connection ` +
        `(${reasonOf(error)}); check that setting and that the database is up.`,
    );
  }
}

/** A failure in a few words: a refused dual-stack connect is an AggregateError with no message of its own. */
function reasonOf(error: unknown): string {
  const { message, code, errors } = error as { message?: string; code?: string; errors?: unknown[] };
  if (message) return message;
  if (Array.isArray(errors) && errors.length > 0) return errors.map(reasonOf).join(', ');
  return code ?? String(error);
}
