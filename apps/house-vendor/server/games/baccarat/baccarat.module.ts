import type { FastifyInstance } from 'fastify';
import { baccaratArtRoutes } from './art.ts';
import { baccaratRoutes } from './baccarat.routes.ts';
import { registerBaccarat } from './catalogue.ts';
import { recoverBaccarat } from './recovery.ts';

/** Stranded hands are rare (a process stopped mid-hand) and wait minutes anyway. */
const SWEEP_EVERY_MS = 30_000;

/**
 * The baccarat tables (ARCL live tables, ARCP card rooms): their catalogue entries, the table
 * page's endpoints, the rooms feed the platform's room list reads, the art; and, in a process
 * that runs scheduled work, the sweep that finishes hands a stopped process left. Engine:
 * games/baccarat/; page: web/src/games/baccarat/.
 */
export async function baccaratModule(app: FastifyInstance) {
  registerBaccarat();
  await app.register(baccaratRoutes);
  await app.register(baccaratArtRoutes);
  if (app.deps.config.jobs) sweepWhileUp(app);
}

/** One sweep at a time; closing the app waits for the one in progress (it may be paying a hand). */
function sweepWhileUp(app: FastifyInstance) {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = recoverBaccarat(app.deps)
      .then(({ failed }) => {
        if (failed.length > 0) app.log.error({ hands: failed }, 'baccarat hands left unfinished');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'baccarat recovery failed'))
      .finally(() => {
        running = null;
      });
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
