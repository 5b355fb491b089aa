import type { Db } from './db.ts';
import { grantRuntime } from './grants.ts';
import { MIGRATIONS } from './migrations/index.ts';

const LOCK_ID = 7_231_001;

/**
 * Applies pending migrations in order, once, even with several processes starting together.
 * Run by the owner; with `runtimeRole`, the grants of the role the server then runs as are
 * applied afterwards in the same transaction (under the same lock: concurrent GRANTs on one
 * table fail), over every table and sequence, so tables any migration adds are covered.
 */
export async function migrate(db: Db, runtimeRole?: string): Promise<string[]> {
  // A start with nothing to apply and no grants to renew asks one question, without lock or transaction.
  if (!runtimeRole && (await pendingMigrations(db)).length === 0) return [];
  return db.tx(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
    // A migration may rightly take longer than a request's statement limit (an index on a big table).
    await tx.query('SET LOCAL statement_timeout = 0');
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await tx.query<{ id: string }>('SELECT id FROM schema_migrations')).map((row) => row.id));
    const applied: string[] = [];
    for (const migration of MIGRATIONS) {
      if (done.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      applied.push(migration.id);
    }
    if (runtimeRole) await grantRuntime(tx, runtimeRole);
    // Statistics for what the migrations wrote (nothing else gathers them: see migration 028).
    if (applied.length > 0) await tx.query('SELECT analyze_stale_tables()');
    return applied;
  });
}

/**
 * The migrations this build knows that the database has not applied, read without writing
 * anything (every one of them before the first migration). What a runtime role may ask.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  try {
    const applied = new Set((await db.query<{ id: string }>('SELECT id FROM schema_migrations')).map((row) => row.id));
    return MIGRATIONS.filter((migration) => !applied.has(migration.id)).map((migration) => migration.id);
  } catch (error) {
    // No table yet: nothing is applied.
    if ((error as { code?: string }).code === '42P01') return MIGRATIONS.map((migration) => migration.id);
    throw error;
  }
}
