import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshDb, migratedDb } from '../../test/harness.ts';
import { JobQueue } from '../jobs/job-queue.ts';
import { recordingLog } from '../jobs/test-kit.ts';
import { keepStatistics } from './statistics.ts';

let fresh: FreshDb;
beforeAll(async () => {
  fresh = await migratedDb();
}, 120_000);
afterAll(() => fresh.drop());

const rowsKnown = async (table: string) =>
  Number(
    (await fresh.db.one<{ n: string }>('SELECT reltuples::text AS n FROM pg_class WHERE relname = $1', [table]))?.n,
  );

describe('the statistics job', () => {
  it('analyses a table that holds rows the planner does not know of', async () => {
    await fresh.db.exec('CREATE TABLE stats_probe (n integer); INSERT INTO stats_probe SELECT generate_series(1, 500)');
    expect(await rowsKnown('stats_probe')).toBe(-1);
    const jobs = new JobQueue(fresh.db, { log: recordingLog() });
    keepStatistics(jobs);
    expect(await jobs.runDue()).toBeGreaterThan(0);
    expect(await rowsKnown('stats_probe')).toBe(500);
  });
});
