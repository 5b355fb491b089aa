import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDb } from '../../test/harness.ts';
import { dbKv } from './db-kv.ts';
import type { Kv } from './kv.ts';
import { redisKv } from './redis-kv.ts';

/**
 * Both stores behave the same. The Redis one runs when TEST_REDIS_URL names a
 * server (CI sets it); a machine without Redis skips it and says so.
 */
const redisUrl = process.env.TEST_REDIS_URL;

const conformance = (name: string, open: () => Promise<{ kv: Kv; close: () => Promise<void> }>) =>
  describe(name, () => {
    let kv: Kv;
    let close: () => Promise<void>;
    const key = () => `test:${randomBytes(6).toString('hex')}`;
    beforeAll(async () => {
      ({ kv, close } = await open());
    });
    afterAll(() => close());

    it('counts within a window and starts again after it', async () => {
      const k = key();
      expect(await kv.incr(k, 1)).toBe(1);
      expect(await kv.incr(k, 1)).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await kv.incr(k, 1)).toBe(1);
    });

    it('counts concurrent increments exactly', async () => {
      const k = key();
      const results = await Promise.all(Array.from({ length: 25 }, () => kv.incr(k, 60)));
      expect([...results].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    });

    it('stores only when absent, and again once expired', async () => {
      const k = key();
      expect(await kv.setIfAbsent(k, 'a', 1)).toBe(true);
      expect(await kv.setIfAbsent(k, 'b', 1)).toBe(false);
      expect(await kv.get(k)).toBe('a');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await kv.get(k)).toBeNull();
      expect(await kv.setIfAbsent(k, 'c', 1)).toBe(true);
    });

    it('gives a taken value once', async () => {
      const k = key();
      await kv.set(k, 'once', 60);
      const [first, second] = await Promise.all([kv.take(k), kv.take(k)]);
      expect([first, second].sort()).toEqual(['once', null].sort());
      await kv.set(k, 'gone', 60);
      await kv.del(k);
      expect(await kv.get(k)).toBeNull();
    });

    it('bumps counters and reads other keys in one call, a counter as its count', async () => {
      const [counter, other, flag, tally, absent] = [key(), key(), key(), key(), key()];
      await kv.set(flag, '1', 60);
      await kv.incr(tally, 60);
      await kv.incr(tally, 60);
      await kv.incr(other, 60);
      const counters = [
        { key: counter, ttlSeconds: 60 },
        { key: other, ttlSeconds: 60 },
      ];
      expect(await kv.incrAndGet(counters, [flag, tally, absent])).toEqual({
        counts: [1, 2],
        values: ['1', '2', null],
      });
      expect((await kv.incrAndGet(counters.slice(0, 1), [])).counts).toEqual([2]);
    });

    it('claims a key once, bumps counters and reads keys in one call; a failed claim still counts', async () => {
      const [claim, counter, flag, absent] = [key(), key(), key(), key()];
      await kv.set(flag, '1', 60);
      const counters = [{ key: counter, ttlSeconds: 60 }];
      expect(await kv.claimIncrAndGet(claim, 60, counters, [flag, absent])).toEqual({
        claimed: true,
        counts: [1],
        values: ['1', null],
      });
      expect(await kv.claimIncrAndGet(claim, 60, counters, [])).toEqual({ claimed: false, counts: [2], values: [] });
      expect(await kv.setIfAbsent(claim, '1', 60)).toBe(false);
    });

    it('takes one back from a counter, never below zero', async () => {
      const k = key();
      await kv.incr(k, 60);
      await kv.incr(k, 60);
      await kv.release(k);
      expect(await kv.incr(k, 60)).toBe(2);
      await Promise.all([kv.release(k), kv.release(k), kv.release(k)]);
      expect(await kv.incr(k, 60)).toBe(1);
      const absent = key();
      await kv.release(absent);
      expect(await kv.get(absent)).toBeNull();
    });
  });

conformance('database kv', async () => {
  const { db, drop } = await migratedDb();
  const kv = dbKv(db);
  return {
    kv,
    close: async () => {
      await kv.close();
      await drop();
    },
  };
});

if (redisUrl) {
  conformance('redis kv', async () => {
    const kv = await redisKv(redisUrl, `arcadia-test-${randomBytes(4).toString('hex')}:`);
    return { kv, close: () => kv.close() };
  });
} else {
  describe.skip('redis kv (set TEST_REDIS_URL to run it)', () => {
    it('is skipped without a Redis server', () => {});
  });
}
