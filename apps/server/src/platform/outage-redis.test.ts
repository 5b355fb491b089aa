import { translate } from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordLogin, visitor } from '../modules/auth/test-kit.ts';
import { seedDemo } from '../seed/demo.ts';
import { freshDb } from '../test/harness.ts';
import { appOn, eventually, hasRedisServer, logRecorder, ownRedis, timed } from '../test/outage.ts';
import { send } from '../test/requests.ts';
import { migrate } from './db/migrate.ts';

/**
 * Issue 9, "degrade, don't fail": with Redis gone (or hung), requests that need it answer
 * 503 service-unavailable within a second, the log says so once, and everything comes back
 * by itself when Redis does. The test runs its own redis-server: the machine's is never stopped.
 */
const missing = !hasRedisServer();
if (missing) console.warn('SKIPPED: the Redis outage tests need a redis-server binary on this machine');

describe.skipIf(missing)('Redis unavailable', () => {
  let redis: Awaited<ReturnType<typeof ownRedis>>;
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  const log = logRecorder();

  beforeAll(async () => {
    redis = await ownRedis();
    const fresh = await freshDb();
    drop = fresh.drop;
    await migrate(fresh.db);
    await seedDemo(fresh.db);
    app = await appOn(fresh.db, { REDIS_URL: redis.url }, log.stream);
    // On a loaded machine the first connection may miss its 1 s and be retried (a line each way):
    // the outage under test begins once the app is ready, so what start-up logged is set aside.
    const ready = async () => (await send(app, { method: 'GET', url: '/readyz' })).status === 200;
    expect(await eventually(ready, 30_000)).toBe(true);
    log.lines.length = 0;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await drop?.();
    await redis?.stop();
  });

  const captcha = () => {
    const who = visitor();
    return send(app, { method: 'GET', url: '/wps/captcha', headers: { ...who.headers, 'x-lang': 'VI' } });
  };
  // One browser throughout: a login from a new device would ask for verification instead.
  const browser = visitor();
  const login = () => passwordLogin(app, browser, { username: 'demo', password: 'demo1234' });
  const outageLines = () => log.warnings().map((line) => line.msg);

  /** Every request that needs Redis fails fast, translated, naming its request. */
  async function expectUnavailable(request: () => Promise<{ status: number; body: Record<string, unknown> }>) {
    const { ms, result } = await timed(request);
    expect(result.status).toBe(503);
    expect(ms).toBeLessThan(1000);
    expect(result.body.code).toBe('service-unavailable');
    expect(result.body.requestId).toEqual(expect.any(String));
  }

  it('serves captcha and login while Redis is up; ready', async () => {
    expect((await captcha()).status).toBe(200);
    expect((await login()).status).toBe(200);
    const ready = await send(app, { method: 'GET', url: '/readyz' });
    expect(ready).toMatchObject({ status: 200, body: { status: 'ready', checks: { redis: 'ok', database: 'ok' } } });
    expect(outageLines()).toEqual([]);
  });

  it('answers 503 within a second while Redis is stopped, and warns once', async () => {
    await redis.stop();
    for (let round = 0; round < 10; round++) {
      await expectUnavailable(captcha);
      await expectUnavailable(login);
    }
    const translated = await captcha();
    expect(translated.body.message).toBe(translate('VI', 'service-unavailable'));

    const ready = await send(app, { method: 'GET', url: '/readyz' });
    expect(ready).toMatchObject({
      status: 503,
      body: { status: 'not-ready', checks: { redis: 'down', database: 'ok' } },
    });
    expect((await send(app, { method: 'GET', url: '/healthz' })).status).toBe(200);
    expect(outageLines()).toEqual(['redis unavailable: requests that need it answer 503 until it returns']);
  });

  it('recovers by itself when Redis returns, with one more line', async () => {
    await redis.start();
    expect(await eventually(async () => (await captcha()).status === 200, 5000)).toBe(true);
    expect((await login()).status).toBe(200);
    expect((await send(app, { method: 'GET', url: '/readyz' })).status).toBe(200);
    expect(outageLines()).toEqual([
      'redis unavailable: requests that need it answer 503 until it returns',
      'redis available again',
    ]);
  });

  it('answers 503 within a second from a hung Redis too, and recovers when it answers again', async () => {
    redis.pause();
    try {
      await expectUnavailable(captcha);
      await expectUnavailable(login);
    } finally {
      redis.resume();
    }
    expect(await eventually(async () => (await captcha()).status === 200, 5000)).toBe(true);
    expect(await eventually(async () => outageLines().length === 4, 3000)).toBe(true);
    expect(outageLines().slice(2)).toEqual([
      'redis unavailable: requests that need it answer 503 until it returns',
      'redis available again',
    ]);
  });
});
