import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../platform/modules/modules.ts';
import { betsRoutes } from './bets.routes.ts';
import { syncCataloguesWhileUp } from './catalogue-sweep.ts';
import { heldWinsRoutes } from './held-wins.routes.ts';
import { launchRoutes } from './launch.routes.ts';
import { launchTokensRepo } from './launch-tokens.repo.ts';
import { opsVendorsRoutes } from './ops-vendors.routes.ts';
import { seamlessRoutes } from './seamless.routes.ts';

export const LAUNCH_TOKEN_PRUNE_JOB = 'vendors.prune-launch-tokens';

/** Vendors: game launch, the seamless-wallet API vendors call, the member's betting record, held wins. */
async function vendorsModule(app: FastifyInstance) {
  // Own scope: it parses JSON itself to keep the signed raw body.
  await app.register(seamlessRoutes);
  await app.register(launchRoutes);
  await app.register(betsRoutes);
  await app.register(heldWinsRoutes);
  await app.register(opsVendorsRoutes);
  syncCataloguesWhileUp(app);
  app.jobs.every(LAUNCH_TOKEN_PRUNE_JOB, 3_600_000, async (_slot, tx) => {
    await launchTokensRepo(tx).prune();
  });
}

export default defineModule('vendors', vendorsModule, { dependencies: ['auth.guards', 'ops.guards'] });
