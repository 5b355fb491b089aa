import type { FastifyInstance } from 'fastify';
import type { Db } from './db/db.ts';
import { AppError } from './errors.ts';

/**
 * While the app closes, a request that arrives on a kept-alive connection is refused with
 * 503 `service-unavailable` (the envelope, translated, with its request id: the app is built
 * with Fastify's own plain 503 turned off), and every response asks its client to close the
 * connection, so no socket holds the drain open after its last answer.
 */
export function drainOnClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Callback hooks: every request passes both, and an async hook costs a promise each time.
  app.addHook('onRequest', (_request, _reply, done) => {
    done(closing ? new AppError('service-unavailable') : undefined);
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

/** After the limit and this much more, the process leaves whatever is still running. */
const LAST_RESORT_MS = 5000;

/**
 * SIGTERM: stop accepting, let in-flight requests finish (up to `timeoutMs`, then their
 * connections are cut), stop the job poller and the timers (onClose hooks), close Redis
 * and the database, and exit 0; 1 when something had to be cut or failed to close.
 */
export async function stopGracefully(app: FastifyInstance, db: Db, signal: string, timeoutMs: number): Promise<void> {
  app.log.info({ signal }, 'stopping: finishing the requests in flight');
  let code = 0;
  const cut = setTimeout(() => {
    code = 1;
    app.log.warn({ timeoutMs }, 'requests still running at the shutdown limit: closing their connections');
    app.server.closeAllConnections();
  }, timeoutMs);
  const leave = setTimeout(() => {
    app.log.error('shutdown did not finish: exiting anyway');
    process.exit(1);
  }, timeoutMs + LAST_RESORT_MS);
  cut.unref();
  leave.unref();
  try {
    await app.close();
  } catch (error) {
    code = 1;
    app.log.error({ err: error }, 'stopping the app failed');
  }
  clearTimeout(cut);
  await db.close().catch((error: unknown) => {
    code = 1;
    app.log.error({ err: error }, 'closing the database failed');
  });
  clearTimeout(leave);
  app.log.info({ signal, code }, 'stopped');
  process.exit(code);
}
