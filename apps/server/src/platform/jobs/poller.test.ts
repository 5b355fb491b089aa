import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { loadConfig } from '../config.ts';
import { JobQueue } from './job-queue.ts';
import { Poller } from './poller.ts';
import { recordingLog, uniqueName } from './test-kit.ts';

const eventually = async (check: () => boolean, ms = 5_000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('configuration', () => {
  it('polls by default, every second; JOBS=false and JOB_POLL_MS change that', () => {
    expect(loadConfig({})).toMatchObject({ jobs: true, jobPollMs: 1000 });
    expect(loadConfig({ JOBS: 'false', JOB_POLL_MS: '250' })).toMatchObject({ jobs: false, jobPollMs: 250 });
  });
});

describe('the app with JOBS=true', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ JOBS: 'true', JOB_POLL_MS: '20' });
  });
  afterAll(() => t.close());

  it('runs jobs enqueued on app.jobs without anyone calling runDue', async () => {
    const name = uniqueName('app');
    const ran: unknown[] = [];
    t.app.jobs.register(name, async (payload) => {
      ran.push(payload);
    });
    await t.app.jobs.enqueue(name, { hello: 'world' });
    await eventually(() => ran.length === 1);
    expect(ran).toEqual([{ hello: 'world' }]);
  });
});

describe('the poller', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is off in tests unless asked', () => {
    expect(t.app.config.jobs).toBe(false);
  });

  it('never overlaps polls, and stop waits for the job in flight but starts no other', async () => {
    const q = new JobQueue(t.db, { log: recordingLog() });
    const name = uniqueName('slow');
    let inFlight = 0;
    let mostInFlight = 0;
    const started: number[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    q.register<{ n: number }>(name, async ({ n }) => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      started.push(n);
      // Only job 2 waits at the gate; note that on PGlite nothing else may query meanwhile.
      if (n === 2) await gate;
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
    });
    for (const n of [1, 2, 3]) await q.enqueue(name, { n }, { runAt: new Date(Date.UTC(2000, 0, 1) + n) });

    q.start({ pollMs: 1 });
    await eventually(() => started.includes(2));
    let stopped = false;
    const stopping = q.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(started).toEqual([1, 2]);
    expect(mostInFlight).toBe(1);
    const states = await t.db.query<{ state: string }>('SELECT state FROM jobs WHERE name = $1 ORDER BY run_at', [
      name,
    ]);
    expect(states.map((row) => row.state)).toEqual(['done', 'done', 'queued']);
  });

  it('keeps polling after a failed poll, and polls again at once after a full batch', async () => {
    const log = recordingLog();
    const outcomes: (number | Error)[] = [new Error('database went away'), 100, 0];
    const at: number[] = [];
    const poller = new Poller(1000, 100, log, async () => {
      at.push(Date.now());
      const outcome = outcomes.shift() ?? 0;
      if (outcome instanceof Error) throw outcome;
      return outcome;
    });
    poller.start();
    await eventually(() => at.length >= 3);
    await poller.stop();
    expect(log.messages).toEqual(['job poll failed']);
    const [first = 0, second = 0, third = 0] = at;
    expect(second - first).toBeGreaterThanOrEqual(950);
    expect(third - second).toBeLessThan(500);
  });
});
