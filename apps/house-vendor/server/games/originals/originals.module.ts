import type { FastifyInstance } from 'fastify';
import type { MoneyDeps } from '../../rounds/money.ts';
import { artRoutes } from './art/art.routes.ts';
import { ORIGINAL_GAME_CODES, registerOriginals } from './catalogue.ts';
import { settleDue } from './crash.service.ts';
import { originalsRoutes } from './originals.routes.ts';
import { recoverStranded } from './round-flow.ts';

/** Often enough that a crash nobody cashes out settles within a second or so of its time. */
const SWEEP_EVERY_MS = 1_000;

/** One pass of the originals' own sweep: crash rounds due, then rounds a stopped process left claimed. */
export async function sweepOriginals(deps: MoneyDeps, now = Date.now()) {
  await settleDue(deps, now);
  await recoverStranded(deps, ORIGINAL_GAME_CODES);
}

/**
 * The house originals (crash, dice, mines, plinko): their catalogue entries, page endpoints and
 * art; and, in a process that runs scheduled work, the sweep that settles crash rounds at their
 * crash. Pages: web/ (served by static-pages.ts); engines: games/originals/.
 */
export async function originalsModule(app: FastifyInstance) {
  registerOriginals();
  await app.register(originalsRoutes);
  await app.register(artRoutes);
  if (app.deps.config.jobs) sweepWhileUp(app);
}

/** One sweep at a time; closing the app waits for the one in progress (it may be paying a round). */
function sweepWhileUp(app: FastifyInstance) {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sweepOriginals(app.deps)
      .catch((error: unknown) => app.log.warn({ err: error }, 'originals sweep failed'))
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
