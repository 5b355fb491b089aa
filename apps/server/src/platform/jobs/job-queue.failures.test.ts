import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { JobQueue } from './job-queue.ts';
import { addEffect, createEffects, effectCount, jobsNamed, manualClock, recordingLog, uniqueName } from './test-kit.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await createEffects(t);
});
afterAll(() => t.close());

describe('a failing job', () => {
  it('has its writes rolled back, is retried, then marked failed after max attempts', async () => {
    const log = recordingLog();
    const q = new JobQueue(t.db, { log, backoffMs: () => 0 });
    const name = uniqueName('boom');
    q.register(name, async (_payload, tx) => {
      await addEffect(tx, name);
      throw new Error('gateway said no');
    });
    await q.enqueue(name, {}, { maxAttempts: 3 });

    expect(await q.runDue()).toBe(1);
    expect(await effectCount(t.db, name)).toBe(0);
    const [afterOne] = await jobsNamed(t.db, name);
    expect(afterOne).toMatchObject({ state: 'queued', attempts: 1 });
    expect(afterOne?.lastError).toContain('gateway said no');

    expect(await q.runDue()).toBe(1);
    expect(await q.runDue()).toBe(1);
    expect(await q.runDue()).toBe(0);
    const [failed] = await jobsNamed(t.db, name);
    expect(failed).toMatchObject({ state: 'failed', attempts: 3 });
    expect(failed?.finishedAt).toBeInstanceOf(Date);
    expect(await effectCount(t.db, name)).toBe(0);
    expect(log.messages).toEqual(['job failed; will retry', 'job failed; will retry', 'job failed for good']);
  });

  it('waits out the backoff before the next attempt, and a later success counts', async () => {
    const clock = manualClock();
    const q = new JobQueue(t.db, { log: recordingLog(), now: clock.now });
    const name = uniqueName('flaky');
    let calls = 0;
    q.register(name, async (_payload, tx) => {
      calls += 1;
      await addEffect(tx, name);
      if (calls === 1) throw new Error('first try fails');
    });
    await q.enqueue(name, {});
    expect(await q.runDue()).toBe(1);
    const [retrying] = await jobsNamed(t.db, name);
    expect(retrying?.runAt.toISOString()).toBe(new Date(clock.now().getTime() + 10_000).toISOString());
    clock.advance(9_999);
    expect(await q.runDue()).toBe(0);
    clock.advance(1);
    expect(await q.runDue()).toBe(1);
    expect(await jobsNamed(t.db, name)).toMatchObject([{ state: 'done', attempts: 2 }]);
    expect(await effectCount(t.db, name)).toBe(1);
  });
});

describe('a job whose transaction is aborted mid-way', () => {
  it('leaves no effect, even when the handler swallows the error, and runs again later', async () => {
    const q = new JobQueue(t.db, { log: recordingLog(), backoffMs: () => 0 });
    const name = uniqueName('aborted');
    let healthy = false;
    q.register(name, async (_payload, tx) => {
      await addEffect(tx, name);
      // The server aborts the transaction; a careless handler carries on as if nothing happened.
      if (!healthy) await tx.query('SELECT 1 / 0').catch(() => {});
    });
    await q.enqueue(name, {});
    expect(await q.runDue()).toBe(1);
    expect(await effectCount(t.db, name)).toBe(0);
    expect(await jobsNamed(t.db, name)).toMatchObject([{ state: 'queued', attempts: 1 }]);

    healthy = true;
    expect(await q.runDue()).toBe(1);
    expect(await effectCount(t.db, name)).toBe(1);
    expect(await jobsNamed(t.db, name)).toMatchObject([{ state: 'done', attempts: 2 }]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'leaves no effect when its process is killed mid-handler, and another process runs it once',
    async () => {
      const url = t.url ?? '';
      const name = uniqueName('killed');
      const q = new JobQueue(t.db, { log: recordingLog() });
      q.register(name, (_payload, tx) => addEffect(tx, `${name}:survivor`));
      await q.enqueue(name, {});

      const worker = spawn(process.execPath, ['--import', 'tsx', fixture, url, name], {
        cwd: fileURLToPath(new URL('../../../../..', import.meta.url)),
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      await new Promise<void>((resolve, reject) => {
        worker.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('claimed') && resolve());
        worker.once('exit', (code) => reject(new Error(`worker exited early (${code})`)));
      });
      // The job is locked by the worker: another process skips it.
      expect(await q.runDue()).toBe(0);
      worker.kill('SIGKILL');
      await exited;

      // The server notices the dead connection at once, but give it a moment under load.
      let ran = 0;
      for (let tries = 0; ran === 0 && tries < 50; tries++) {
        ran = await q.runDue();
        if (ran === 0) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(ran).toBe(1);
      expect(await effectCount(t.db, name)).toBe(0);
      expect(await effectCount(t.db, `${name}:survivor`)).toBe(1);
      // A crash is not an attempt: the process never got to report one.
      expect(await jobsNamed(t.db, name)).toMatchObject([{ state: 'done', attempts: 1 }]);
    },
  );
});

const fixture = fileURLToPath(new URL('./crash-worker.fixture.ts', import.meta.url));
