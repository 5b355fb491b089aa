import type { JobQueue } from '../jobs/job-queue.ts';

export const STATISTICS_JOB = 'db.statistics';
/** As often as autovacuum looks (its default naptime). */
export const STATISTICS_EVERY_MS = 60_000;

/**
 * The planner's statistics kept current while the server runs, on both databases: once a minute,
 * ANALYZE of each table changed by more than autovacuum's own threshold since its last one
 * (analyze_stale_tables, migration 028). PGlite has no autovacuum and a server may run without;
 * a connection's plans made while a table was nearly empty (a sequential scan for a key lookup)
 * are planned again once its statistics change.
 */
export function keepStatistics(jobs: JobQueue): void {
  jobs.every(STATISTICS_JOB, STATISTICS_EVERY_MS, async (_slot, tx) => {
    await tx.query('SELECT analyze_stale_tables()');
  });
}
