import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { VendorConfig } from './config.ts';
import type { Db } from './db/db.ts';
import { GAME_MODULES } from './games.ts';
import { registerErrorHandler } from './http/errors-handler.ts';
import { pageRoutes } from './page-routes.ts';
import { providerRoutes } from './provider-routes.ts';
import { sendDueCalls } from './rounds/money.ts';
import { type StaticPagesOptions, staticPages } from './static-pages.ts';
import { type WalletClient, walletClient } from './wallet/client.ts';

export interface VendorDeps {
  config: VendorConfig;
  db: Db;
  wallet: WalletClient;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: VendorDeps;
  }
}

const SWEEP_EVERY_MS = 5_000;

/** The vendor's HTTP app: the provider API the platform calls, the pages' API, the pages themselves. */
export async function buildApp(options: {
  config: VendorConfig;
  db: Db;
  wallet?: WalletClient;
  /** The game modules to serve; every one when absent (a test may serve only its own). */
  modules?: readonly FastifyPluginAsync[];
  /** Where the built pages are read from (a test's own folder). */
  pages?: StaticPagesOptions;
}): Promise<FastifyInstance> {
  const { config, db } = options;
  const wallet =
    options.wallet ??
    walletClient({ baseUrl: config.platformUrl, secret: config.secret, timeoutMs: config.walletTimeoutMs });
  const app = Fastify({ logger: { level: config.logLevel }, trustProxy: true, bodyLimit: 64 * 1024 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', { config, db, wallet });
  registerErrorHandler(app);
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  await app.register(providerRoutes);
  await app.register(pageRoutes);
  for (const module of options.modules ?? GAME_MODULES) await app.register(module);
  await app.register(staticPages, options.pages ?? {});
  if (config.jobs) sweepWhileUp(app);
  return app;
}

/** Sends due wallet calls again (wins and rollbacks until answered) every few seconds, one sweep at a time. */
function sweepWhileUp(app: FastifyInstance) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendDueCalls(app.deps)
      .catch((error: unknown) => app.log.warn({ err: error }, 'wallet sweep failed'))
      .finally(() => {
        running = false;
      });
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
