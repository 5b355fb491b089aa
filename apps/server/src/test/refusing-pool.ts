import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/db/db.ts';
import { openPostgres } from '../platform/db/postgres.ts';
import type { TestApp } from './harness.ts';
import { appOn, logRecorder } from './outage.ts';

/** What pg-pool says when no connection frees up within its connect timeout (a 503, platform/availability.ts). */
export const POOL_TIMEOUT = 'timeout exceeded when trying to connect';

/**
 * A database whose pool refuses the n-th connection asked for (issue 35). A statement outside a
 * transaction asks for one, and so does a transaction, whose statements then share it: where a
 * request on PostgreSQL waits for the pool, and where, under load, it gives up.
 */
export function refusingPool(db: Db) {
  let refuse = 0;
  let asked = 0;
  const ask = () => {
    if (refuse === 0) return;
    asked += 1;
    if (asked === refuse) throw new Error(POOL_TIMEOUT);
  };
  const wrapped: Db = {
    kind: db.kind,
    get home() {
      return db.home;
    },
    query: async (sql, params, options) => {
      ask();
      return db.query(sql, params, options);
    },
    one: async (sql, params, options) => {
      ask();
      return db.one(sql, params, options);
    },
    exec: async (sql) => {
      ask();
      return db.exec(sql);
    },
    tx: async (work) => {
      ask();
      return db.tx(work);
    },
    listen: (channel, onNotice, onState) => db.listen(channel, onNotice, onState),
    close: () => db.close(),
  };
  return {
    db: wrapped,
    /** From now, the n-th connection asked for fails (0: none). */
    refuseNth(n: number) {
      refuse = n;
      asked = 0;
    },
    /** How many connections were asked for since `refuseNth`. */
    asked: () => asked,
  };
}

/** A second app on the test app's database through a refusing pool (PGlite: its one connection). */
export async function refusingApp(t: TestApp): Promise<{
  app: FastifyInstance;
  pool: ReturnType<typeof refusingPool>;
  close: () => Promise<void>;
}> {
  const own = t.url ? openPostgres(t.url) : null;
  const pool = refusingPool(own ?? t.db);
  const app = await appOn(pool.db, {}, logRecorder().stream);
  // Settings and sessions are cached only while change notices arrive: until then a request asks
  // for more connections, and a count that shrinks mid-way would skip a point.
  if (!(await app.tenancy.changes.whenLive(10_000))) throw new Error('change notices never came');
  return {
    app,
    pool,
    close: async () => {
      await app.close();
      await own?.close();
    },
  };
}

/**
 * Sends a fresh request once per connection it asks for, the k-th refused on the k-th try, until a
 * try asks for fewer: then every point where the request waits for the pool has failed once.
 * `check` judges each answer; the number of tries is returned. Send one request of the kind first,
 * unrefused: a cache it fills during the tries would make later tries ask for fewer connections,
 * and the count would skip a point.
 */
export async function refusingEachConnection<A extends { status: number }>(
  pool: ReturnType<typeof refusingPool>,
  send: () => Promise<A>,
  check: (answer: A) => Promise<void>,
): Promise<number> {
  for (let k = 1; k < 100; k++) {
    pool.refuseNth(k);
    const answer = await send();
    const asked = pool.asked();
    pool.refuseNth(0);
    await check(answer);
    if (asked < k) return k;
  }
  throw new Error('a request that asks for a hundred connections');
}
