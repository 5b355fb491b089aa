import type { FastifyInstance } from 'fastify';
import { RETRY_AFTER_SECONDS } from './availability.ts';
import type { Db } from './db/db.ts';
import { MIGRATIONS } from './db/migrations/index.ts';
import type { Kv } from './kv/kv.ts';

type Check = 'ok' | 'down' | 'pending' | 'none';

/** Each readiness check gets this long; a dependency slower than that counts as down. */
const CHECK_MS = 1000;

const within = <T>(work: Promise<T>) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('check timed out')), CHECK_MS).unref()),
  ]);

/** Whether the database answers, and whether every migration this build knows is applied there. */
async function databaseChecks(db: Db): Promise<{ database: Check; migrations: Check }> {
  try {
    const rows = await within(db.query<{ id: string }>('SELECT id FROM schema_migrations'));
    const applied = new Set(rows.map((row) => row.id));
    return { database: 'ok', migrations: MIGRATIONS.every((m) => applied.has(m.id)) ? 'ok' : 'pending' };
  } catch {
    return { database: 'down', migrations: 'pending' };
  }
}

async function redisCheck(kv: Kv): Promise<Check> {
  if (!kv.ping) return 'none';
  return within(kv.ping()).then(
    () => 'ok',
    () => 'down',
  );
}

/**
 * Liveness and readiness for a load balancer or orchestrator. Outside the API contract
 * (like /docs): plain JSON, no brand, no envelope.
 *   GET /healthz: the process is alive and serving (touches nothing else).
 *   GET /readyz:  200 when the database answers, Redis answers (when configured) and every
 *                 migration is applied; else 503 (with Retry-After) with what is not.
 */
export function registerHealth(app: FastifyInstance, deps: { db: Db; kv: Kv }): void {
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    const [database, redis] = await Promise.all([databaseChecks(deps.db), redisCheck(deps.kv)]);
    const checks = { ...database, redis };
    const ready = checks.database === 'ok' && checks.migrations === 'ok' && checks.redis !== 'down';
    if (!ready) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not-ready', checks });
  });
}
