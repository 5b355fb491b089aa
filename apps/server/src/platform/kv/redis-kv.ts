import type { ChainableCommander } from 'ioredis';
import { ServiceUnavailableError } from '../availability.ts';
import type { Counter, Kv } from './kv.ts';

// Takes one back from a counter, never below zero (a key DECR made negative is removed).
const RELEASE =
  "if redis.call('EXISTS', KEYS[1]) == 1 and redis.call('DECR', KEYS[1]) < 0 then redis.call('DEL', KEYS[1]) end";

/** What the Redis store tells about its connection (the availability tracker listens). */
export interface RedisEvents {
  down?: (error: Error) => void;
  up?: () => void;
}

/**
 * Kv on Redis: counters with INCR and EXPIRE NX, single use with GETDEL.
 * Redis unreachable or slow is an outage, not a wait: every command fails within
 * a second with ServiceUnavailableError (503), and the client reconnects by itself.
 * ioredis is loaded here, when Redis is configured, not at every start.
 */
export async function redisKv(url: string, prefix = 'arcadia:', events: RedisEvents = {}): Promise<Kv> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: false,
    connectTimeout: 1000,
    commandTimeout: 500,
    // Commands in flight when the link drops fail at once rather than wait for a reconnect.
    maxRetriesPerRequest: 0,
    // Try again at most every second, so a returning Redis is used within about a second.
    retryStrategy: (times) => Math.min(times * 100, 1000),
  });
  // Until the first connection, commands wait for it (bounded by the first connect attempt);
  // after that, a command while disconnected fails at once instead of queueing.
  redis.once('ready', () => {
    redis.options.enableOfflineQueue = false;
  });
  // Without a listener, ioredis prints every failed reconnect: the outage is reported once instead.
  redis.on('error', (error: Error) => events.down?.(error));
  redis.on('ready', () => events.up?.());

  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      // Redis answered with an error of its own (wrong type, say): a bug, not an outage.
      if (error instanceof Error && error.name === 'ReplyError') throw error;
      throw new ServiceUnavailableError('redis', error instanceof Error ? error.message : String(error));
    }
  };
  const k = (key: string) => prefix + key;
  // INCR then EXPIRE NX for each counter: two replies each.
  const bump = (multi: ChainableCommander, counters: readonly Counter[]) => {
    for (const counter of counters) multi.incr(k(counter.key)).expire(k(counter.key), counter.ttlSeconds, 'NX');
  };
  const answer = (
    counters: readonly Counter[],
    readKeys: readonly string[],
    result: [Error | null, unknown][] | null,
    offset: number,
  ) => {
    const at = (i: number) => result?.[offset + i]?.[1];
    const values = (readKeys.length ? (at(counters.length * 2) as (string | null)[] | undefined) : undefined) ?? [];
    return {
      counts: counters.map((_, i) => Number(at(i * 2) ?? 1)),
      values: readKeys.map((_, i) => values[i] ?? null),
    };
  };
  return {
    incr: (key, ttlSeconds) =>
      guard(async () => {
        const result = await redis.multi().incr(k(key)).expire(k(key), ttlSeconds, 'NX').exec();
        return Number(result?.[0]?.[1] ?? 1);
      }),
    setIfAbsent: (key, value, ttlSeconds) =>
      guard(async () => (await redis.set(k(key), value, 'EX', ttlSeconds, 'NX')) === 'OK'),
    set: (key, value, ttlSeconds) =>
      guard(async () => {
        await redis.set(k(key), value, 'EX', ttlSeconds);
      }),
    get: (key) => guard(() => redis.get(k(key))),
    take: (key) => guard(() => redis.getdel(k(key))),
    release: (key) =>
      guard(async () => {
        await redis.eval(RELEASE, 1, k(key));
      }),
    incrAndGet: (counters, readKeys) =>
      guard(async () => {
        const multi = redis.multi();
        bump(multi, counters);
        if (readKeys.length) multi.mget(...readKeys.map(k));
        return answer(counters, readKeys, await multi.exec(), 0);
      }),
    claimIncrAndGet: (claimKey, claimTtlSeconds, counters, readKeys) =>
      guard(async () => {
        const multi = redis.multi().set(k(claimKey), '1', 'EX', claimTtlSeconds, 'NX');
        bump(multi, counters);
        if (readKeys.length) multi.mget(...readKeys.map(k));
        const result = await multi.exec();
        return { claimed: result?.[0]?.[1] === 'OK', ...answer(counters, readKeys, result, 1) };
      }),
    delMany: (keys) =>
      guard(async () => {
        if (keys.length) await redis.del(...keys.map(k));
      }),
    del: (key) =>
      guard(async () => {
        await redis.del(k(key));
      }),
    ping: () =>
      guard(async () => {
        await redis.ping();
      }),
    async close() {
      // quit waits for Redis; an unreachable one is simply dropped.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
