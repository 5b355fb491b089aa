import type { Db } from '../db/db.ts';

export type JobState = 'queued' | 'done' | 'failed';

export interface ClaimedJob {
  id: string;
  name: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

export interface NewJob {
  name: string;
  payload: unknown;
  runAt: Date;
  uniqueKey: string | null;
  maxAttempts: number;
}

/** Every statement the job queue runs. */
export const jobsRepo = {
  /** Queued jobs: due now (the backlog) and scheduled for later. */
  async depth(db: Db, now: Date): Promise<{ due: number; scheduled: number }> {
    const row = await db.one<{ due: number; scheduled: number }>(
      `SELECT count(*) FILTER (WHERE run_at <= $1)::int AS due, count(*) FILTER (WHERE run_at > $1)::int AS scheduled
       FROM jobs WHERE state = 'queued'`,
      [now],
    );
    return { due: row?.due ?? 0, scheduled: row?.scheduled ?? 0 };
  },

  /** Inserts the job; null when its unique key is already taken (the job exists, in any state). */
  async insert(db: Db, job: NewJob): Promise<string | null> {
    const row = await db.one<{ id: string }>(
      `INSERT INTO jobs (name, payload, run_at, unique_key, max_attempts)
       VALUES ($1, $2::jsonb, $3, $4, $5)
       ON CONFLICT (unique_key) DO NOTHING
       RETURNING id::text AS id`,
      [job.name, JSON.stringify(job.payload ?? null), job.runAt, job.uniqueKey, job.maxAttempts],
    );
    return row?.id ?? null;
  },

  /**
   * Locks the next due job this process has a handler for. SKIP LOCKED lets every
   * process claim a different row without waiting; the lock lasts as long as the
   * caller's transaction, which is also the one the handler writes in.
   */
  claimNext: (db: Db, now: Date, names: readonly string[], skipIds: readonly string[]) =>
    db.one<ClaimedJob>(
      `SELECT id::text AS id, name, payload, attempts, max_attempts AS "maxAttempts" FROM jobs
        WHERE state = 'queued' AND run_at <= $1 AND name = ANY($2::text[]) AND NOT (id = ANY($3::bigint[]))
        ORDER BY run_at, id
        LIMIT 1
        FOR UPDATE SKIP LOCKED`,
      [now, names, skipIds],
    ),

  async markDone(db: Db, id: string): Promise<void> {
    await db.query(
      `UPDATE jobs SET state = 'done', attempts = attempts + 1, finished_at = now(), updated_at = now()
        WHERE id = $1`,
      [id],
    );
  },

  /**
   * Counts a failed attempt: back to the queue at `retryAt`, or failed for good after
   * the last attempt. Only when the row is still as it was claimed (`attempts`), so a
   * late report from a process whose connection died cannot undo another's later run.
   */
  recordFailure: (db: Db, job: { id: string; attempts: number }, error: string, retryAt: Date) =>
    db.one<{ state: JobState; attempts: number }>(
      `UPDATE jobs SET
         attempts = attempts + 1,
         last_error = $3,
         updated_at = now(),
         state = CASE WHEN attempts + 1 >= max_attempts THEN 'failed' ELSE 'queued' END,
         run_at = CASE WHEN attempts + 1 >= max_attempts THEN run_at ELSE $4 END,
         finished_at = CASE WHEN attempts + 1 >= max_attempts THEN now() END
        WHERE id = $1 AND state = 'queued' AND attempts = $2
        RETURNING state, attempts`,
      [job.id, job.attempts, error, retryAt],
    ),
};
