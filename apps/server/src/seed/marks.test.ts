import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshDb, migratedDb } from '../test/harness.ts';
import { seedOnce } from './marks.ts';

let fresh: FreshDb;
beforeAll(async () => {
  fresh = await migratedDb();
});
afterAll(() => fresh.drop());

describe('seeds once per build', () => {
  it('runs for a new build, skips a restart of the same build, and runs again for the next', async () => {
    let runs = 0;
    const seed = async () => {
      runs++;
    };
    expect(await seedOnce(fresh.db, 'demo', seed, 'build-1')).toBe(true);
    expect(await seedOnce(fresh.db, 'demo', seed, 'build-1')).toBe(false);
    expect(await seedOnce(fresh.db, 'demo', seed, 'build-2')).toBe(true);
    expect(await seedOnce(fresh.db, 'reference', seed, 'build-2')).toBe(true);
    expect(runs).toBe(3);
  });

  it('always runs unbundled (no build fingerprint), and marks nothing', async () => {
    let runs = 0;
    const seed = async () => {
      runs++;
    };
    await seedOnce(fresh.db, 'dev', seed, null);
    await seedOnce(fresh.db, 'dev', seed, null);
    expect(runs).toBe(2);
    expect(await fresh.db.one("SELECT 1 FROM seed_marks WHERE seeds = 'dev'")).toBeUndefined();
  });

  it('marks nothing when the seed fails, so the next start tries again', async () => {
    const failing = async () => {
      throw new Error('seed failed');
    };
    await expect(seedOnce(fresh.db, 'flaky', failing, 'build-1')).rejects.toThrow('seed failed');
    let runs = 0;
    await seedOnce(fresh.db, 'flaky', async () => void runs++, 'build-1');
    expect(runs).toBe(1);
  });
});
