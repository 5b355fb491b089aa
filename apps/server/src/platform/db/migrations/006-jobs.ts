/**
 * The durable job queue. A job is claimed by locking its row (FOR UPDATE SKIP LOCKED)
 * in the transaction that runs it, so no lease or heartbeat columns are needed:
 * a process that dies releases its lock with its connection.
 */
export const jobs = /* sql */ `
CREATE TABLE jobs (
  id           bigserial PRIMARY KEY,
  name         text NOT NULL,
  payload      jsonb NOT NULL DEFAULT '{}',
  run_at       timestamptz NOT NULL DEFAULT now(),
  unique_key   text UNIQUE,
  state        text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'done', 'failed')),
  attempts     integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 10 CHECK (max_attempts > 0),
  last_error   text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  finished_at  timestamptz
);
CREATE INDEX jobs_due ON jobs (run_at, id) WHERE state = 'queued';
`;
