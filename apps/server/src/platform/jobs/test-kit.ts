import type { Db } from '../db/db.ts';
import { grantRuntime } from '../db/grants.ts';
import type { JobLog } from './job-queue.ts';

/** Test helpers for the job queue suites (not used by the server). */

/** A logger that keeps what it is told. */
export function recordingLog(): JobLog & { messages: string[] } {
  const messages: string[] = [];
  return {
    messages,
    warn: (_details, message) => messages.push(message),
    error: (_details, message) => messages.push(message),
  };
}

/** A clock the test moves by hand. */
export function manualClock(start = '2030-01-01T00:00:30.000Z') {
  let at = Date.parse(start);
  return {
    now: () => new Date(at),
    advance: (ms: number) => {
      at += ms;
    },
  };
}

let seq = 0;
/** A job name no other test in the file uses, so leftover jobs never meet another test's handler. */
export const uniqueName = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${seq++}`;

/**
 * Handlers record their effects here, written through the job's transaction. Created by the
 * owner after migrating, so granted again: other processes connect as the runtime role.
 */
export async function createEffects(t: { db: Db; runtimeRole: string }): Promise<void> {
  await t.db.exec('CREATE TABLE IF NOT EXISTS job_effects (id bigserial PRIMARY KEY, tag text NOT NULL)');
  await t.db.tx((tx) => grantRuntime(tx, t.runtimeRole));
}

export const addEffect = async (tx: Db, tag: string) => {
  await tx.query('INSERT INTO job_effects (tag) VALUES ($1)', [tag]);
};

export async function effectCount(db: Db, tag: string): Promise<number> {
  const row = await db.one<{ n: string }>('SELECT count(*)::text AS n FROM job_effects WHERE tag = $1', [tag]);
  return Number(row?.n ?? 0);
}

export interface JobRow {
  name: string;
  payload: unknown;
  state: string;
  attempts: number;
  lastError: string | null;
  runAt: Date;
  finishedAt: Date | null;
}

export const jobsNamed = (db: Db, name: string) =>
  db.query<JobRow>(
    `SELECT name, payload, state, attempts, last_error AS "lastError", run_at AS "runAt", finished_at AS "finishedAt"
       FROM jobs WHERE name = $1 ORDER BY run_at, id`,
    [name],
  );
