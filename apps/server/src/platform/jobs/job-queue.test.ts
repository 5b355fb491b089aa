import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { JobQueue, type SlotPayload } from './job-queue.ts';
import { addEffect, createEffects, effectCount, jobsNamed, manualClock, recordingLog, uniqueName } from './test-kit.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await createEffects(t);
});
afterAll(() => t.close());

const queue = (clock = manualClock()) => new JobQueue(t.db, { log: recordingLog(), now: clock.now });

describe('enqueue', () => {
  it('adds one job per unique key, however often it is called', async () => {
    const q = queue();
    const name = uniqueName('idem');
    const first = await q.enqueue(name, { n: 1 }, { uniqueKey: `${name}:order-7` });
    const again = await q.enqueue(name, { n: 2 }, { uniqueKey: `${name}:order-7` });
    const other = await q.enqueue(name, { n: 3 }, { uniqueKey: `${name}:order-8` });
    expect(first).toMatch(/^\d+$/);
    expect(again).toBeNull();
    expect(other).not.toBeNull();
    expect((await jobsNamed(t.db, name)).map((job) => job.payload)).toEqual([{ n: 1 }, { n: 3 }]);
  });

  it("joins the caller's transaction: no job when the caller's write rolls back", async () => {
    const q = queue();
    const name = uniqueName('atomic');
    await expect(
      t.db.tx(async (tx) => {
        await q.enqueue(name, { n: 1 }, { db: tx });
        throw new Error('business write failed');
      }),
    ).rejects.toThrow('business write failed');
    await t.db.tx((tx) => q.enqueue(name, { n: 2 }, { db: tx }));
    expect((await jobsNamed(t.db, name)).map((job) => job.payload)).toEqual([{ n: 2 }]);
  });
});

describe('runDue', () => {
  it('runs a due job once, with its payload, and marks it done', async () => {
    const q = queue();
    const name = uniqueName('once');
    const seen: unknown[] = [];
    q.register<{ memberId: number }>(name, async (payload, tx) => {
      seen.push(payload);
      await addEffect(tx, name);
    });
    await q.enqueue(name, { memberId: 42 });
    expect(await q.runDue()).toBe(1);
    expect(await q.runDue()).toBe(0);
    expect(seen).toEqual([{ memberId: 42 }]);
    expect(await effectCount(t.db, name)).toBe(1);
    const [job] = await jobsNamed(t.db, name);
    expect(job).toMatchObject({ state: 'done', attempts: 1, lastError: null });
    expect(job?.finishedAt).toBeInstanceOf(Date);
  });

  it('leaves a job whose runAt is in the future until that time comes', async () => {
    const clock = manualClock();
    const q = queue(clock);
    const name = uniqueName('later');
    q.register(name, (_payload, tx) => addEffect(tx, name));
    await q.enqueue(name, {}, { runAt: new Date(clock.now().getTime() + 3_600_000) });
    expect(await q.runDue()).toBe(0);
    clock.advance(3_599_000);
    expect(await q.runDue()).toBe(0);
    clock.advance(1_000);
    expect(await q.runDue()).toBe(1);
    expect(await effectCount(t.db, name)).toBe(1);
  });

  it('runs as many as the limit allows, oldest first', async () => {
    const q = queue();
    const name = uniqueName('limit');
    const order: number[] = [];
    q.register<{ n: number }>(name, async ({ n }) => {
      order.push(n);
    });
    for (const n of [3, 1, 2]) await q.enqueue(name, { n }, { runAt: new Date(Date.UTC(2029, 11, 31) + n) });
    expect(await q.runDue(2)).toBe(2);
    expect(await q.runDue(2)).toBe(1);
    expect(order).toEqual([1, 2, 3]);
  });

  it('leaves jobs this process has no handler for (another version may)', async () => {
    const q = queue();
    const name = uniqueName('foreign');
    await q.enqueue(name, {});
    expect(await q.runDue()).toBe(0);
    expect((await jobsNamed(t.db, name)).map((job) => job.state)).toEqual(['queued']);
  });

  it('refuses a second handler for one name', () => {
    const q = queue();
    q.register('dup', async () => {});
    expect(() => q.register('dup', async () => {})).toThrow(/already registered/);
  });
});

describe('every', () => {
  it('makes one job per slot, however many processes poll, and enqueues the next slot ahead', async () => {
    const clock = manualClock('2030-01-01T00:00:30.000Z');
    const name = uniqueName('tick');
    const slots: string[] = [];
    const handler = async (payload: SlotPayload, tx: Parameters<typeof addEffect>[0]) => {
      slots.push(payload.slot);
      await addEffect(tx, name);
    };
    const processes = [queue(clock), queue(clock), queue(clock)];
    for (const q of processes) q.every(name, 60_000, handler);

    for (const q of processes) await q.runDue();
    expect(slots).toEqual(['2030-01-01T00:00:00.000Z']);
    const jobs = await jobsNamed(t.db, name);
    expect(jobs.map((job) => [job.state, job.runAt.toISOString()])).toEqual([
      ['done', '2030-01-01T00:00:00.000Z'],
      ['queued', '2030-01-01T00:01:00.000Z'],
    ]);

    clock.advance(60_000);
    for (const q of processes) await q.runDue();
    expect(slots).toEqual(['2030-01-01T00:00:00.000Z', '2030-01-01T00:01:00.000Z']);

    // After downtime the slot enqueued ahead runs late, then the current one; the ones between are not replayed.
    clock.advance(3 * 60_000);
    for (const q of processes) await q.runDue();
    expect(slots.slice(2)).toEqual(['2030-01-01T00:02:00.000Z', '2030-01-01T00:04:00.000Z']);
    expect(await effectCount(t.db, name)).toBe(4);
  });

  it('refuses intervals under a second and offsets outside the interval', () => {
    const q = queue();
    expect(() => q.every(uniqueName('fast'), 10, async () => {})).toThrow(/interval/);
    expect(() => q.every(uniqueName('odd'), 60_000, async () => {}, { offsetMs: 60_000 })).toThrow(/offset/);
  });
});
