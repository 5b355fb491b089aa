import type { FastifyInstance } from 'fastify';
import { adaptersRepo } from './adapters.repo.ts';
import { syncCatalogue } from './catalogue-sync.ts';

const FIRST_TRY_EVERY_MS = 15_000;
const AFTER_EVERY_MS = 3_600_000;

/**
 * Keeps every provider's catalogue in step, in processes that run scheduled work: each vendor is
 * synced soon after start (tried every 15 s until it answers: a provider may start after the
 * site) and hourly after that. Imports are upserts, so two processes syncing at once do no harm.
 * A timer, not a queued job: it calls providers over HTTP, which must not hold a transaction.
 */
export function syncCataloguesWhileUp(app: FastifyInstance) {
  if (!app.config.jobs) return;
  const done = new Map<string, number>();
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      for (const adapter of await adaptersRepo(app.db).list()) {
        const last = done.get(adapter.vendorCode);
        if (last !== undefined && Date.now() - last < AFTER_EVERY_MS) continue;
        await syncCatalogue(app.db, adapter.vendorCode).then(
          () => done.set(adapter.vendorCode, Date.now()),
          () => {},
        );
      }
    } catch (error) {
      app.log.warn({ err: error }, 'catalogue sync failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), FIRST_TRY_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => void tick());
  app.addHook('onClose', async () => clearInterval(timer));
}
