import type { FastifyInstance } from 'fastify';
import { slotArtRoutes } from './art.routes.ts';
import { registerSlots } from './catalogue.ts';
import { recoverSlots } from './recovery.ts';
import { slotsRoutes } from './slots.routes.ts';

/** Stranded rounds are rare (a process stopped mid-spin) and wait minutes anyway. */
const SWEEP_EVERY_MS = 30_000;

/**
 * The house slots (Golden Dragon, Pharaoh's Sun, Coral Reef): their catalogue entries, the page's
 * endpoints and the art; and, in a process that runs scheduled work, the sweep that finishes
 * rounds a stopped process left. Engine: games/slots/; page: web/.
 */
export async function slotsModule(app: FastifyInstance) {
  registerSlots();
  await app.register(slotsRoutes);
  await app.register(slotArtRoutes);
  if (app.deps.config.jobs) sweepWhileUp(app);
}

function sweepWhileUp(app: FastifyInstance) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    recoverSlots(app.deps)
      .catch((error: unknown) => app.log.warn({ err: error }, 'slots recovery failed'))
      .finally(() => {
        running = false;
      });
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
