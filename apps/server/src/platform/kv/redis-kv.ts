import { Redis } from 'ioredis';
import type { Kv } from './kv.ts';

/** Kv on Redis: counters with INCR and EXPIRE NX, single use with GETDEL. */
export function redisKv(url: string, prefix = 'arcadia:'): Kv {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const k = (key: string) => prefix + key;
  return {
    async incr(key, ttlSeconds) {
      const result = await redis.multi().incr(k(key)).expire(k(key), ttlSeconds, 'NX').exec();
      return Number(result?.[0]?.[1] ?? 1);
    },
    async setIfAbsent(key, value, ttlSeconds) {
      return (await redis.set(k(key), value, 'EX', ttlSeconds, 'NX')) === 'OK';
    },
    async set(key, value, ttlSeconds) {
      await redis.set(k(key), value, 'EX', ttlSeconds);
    },
    get: (key) => redis.get(k(key)),
    take: (key) => redis.getdel(k(key)),
    async del(key) {
      await redis.del(k(key));
    },
    async close() {
      await redis.quit();
    },
  };
}
