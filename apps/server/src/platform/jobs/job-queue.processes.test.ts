import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import type { Db } from '../db/db.ts';
import { openPostgres } from '../db/postgres.ts';
import { JobQueue } from './job-queue.ts';
import { addEffect, createEffects, effectCount, jobsNamed, manualClock, recordingLog, uniqueName } from './test-kit.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Two server processes' worth of queues: each its own connection pool on one PostgreSQL database. */
describe.skipIf(!onPostgres)('several processes on one PostgreSQL database', () => {
  let t: TestApp;
  const pools: Db[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    await createEffects(t);
    pools.push(openPostgres(t.url ?? '', 2), openPostgres(t.url ?? '', 2));
  });
  afterAll(async () => {
    for (const pool of pools) await pool.close();
    await t.close();
  });

  it('run each of 50 jobs exactly once between them', async () => {
    const name = uniqueName('fanout');
    const perProcess = pools.map((db) => {
      const q = new JobQueue(db, { log: recordingLog() });
      q.register<{ n: number }>(name, async ({ n }, tx) => {
        await addEffect(tx, `${name}:${n}`);
        // Hold the claim a little, so the processes really do overlap.
        await tx.query('SELECT pg_sleep(0.005)');
      });
      return q;
    });
    for (let n = 0; n < 50; n++) await perProcess[0]?.enqueue(name, { n });

    const counts = await Promise.all(perProcess.map((q) => q.runDue(1000)));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(50);
    expect(Math.min(...counts)).toBeGreaterThan(0);
    const twice = await t.db.query(`SELECT tag FROM job_effects WHERE tag LIKE $1 GROUP BY tag HAVING count(*) <> 1`, [
      `${name}:%`,
    ]);
    expect(twice).toEqual([]);
    const total = await t.db.one<{ n: string }>('SELECT count(*)::text AS n FROM job_effects WHERE tag LIKE $1', [
      `${name}:%`,
    ]);
    expect(total?.n).toBe('50');
    expect((await jobsNamed(t.db, name)).every((job) => job.state === 'done' && job.attempts === 1)).toBe(true);
  });

  it('make one job per recurring slot when they poll at the same moment', async () => {
    const clock = manualClock();
    const name = uniqueName('slot');
    const perProcess = pools.map((db) => {
      const q = new JobQueue(db, { log: recordingLog(), now: clock.now });
      q.every(name, 300_000, (_payload, tx) => addEffect(tx, name));
      return q;
    });
    await Promise.all(perProcess.map((q) => q.runDue()));
    await Promise.all(perProcess.map((q) => q.runDue()));
    expect(await effectCount(t.db, name)).toBe(1);
    expect((await jobsNamed(t.db, name)).map((job) => job.state)).toEqual(['done', 'queued']);
  });
});
