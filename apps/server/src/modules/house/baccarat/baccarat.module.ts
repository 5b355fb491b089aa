import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/errors.ts';
import { defineModule } from '../../../platform/modules/modules.ts';
import { route } from '../../../platform/route.ts';
import { headerOf } from '../../../platform/signature.ts';
import { vendorSecret } from '../../vendors/secrets.ts';
import { serveGamePage, sweepWhileUp } from '../page-routes.ts';
import { type SeamlessClient, seamlessClient } from '../seamless-client.ts';
import { walletBaseUrl } from '../wallet-url.ts';
import * as api from './baccarat.api.ts';
import { deal } from './deal.service.ts';
import { pageLanguage, renderPage } from './page.ts';
import { PAGE_SCRIPT } from './page-script.ts';
import { PAGE_CSS } from './page-style.ts';
import { recoverHands } from './recovery.ts';
import { rotateSeed } from './seed.service.ts';
import { type BaccaratDeps, openSession, seatOf, tableStateOf } from './session.service.ts';
import { verifyShoe } from './verify.ts';

/** How often each process sweeps for hands a failure left unpaid or unrefunded. */
const RECOVERY_EVERY_MS = 15_000;

/**
 * The house baccarat tables (vendors ARCL and ARCP): the page, its API, and the
 * sweeper that finishes interrupted hands. The table talks to our wallet only over
 * HTTP through the seamless client, signed with its vendor's secret.
 */
async function houseBaccaratModule(app: FastifyInstance) {
  const deps: BaccaratDeps = { db: app.db, wallet: walletClients(app) };
  const seat = (request: FastifyRequest) => seatOf(app.db, headerOf(request.headers, api.SESSION_HEADER));
  const vendorFree = { tenant: false };

  route(
    app,
    api.openSession,
    async ({ body, request }) => openSession(deps, body.launchToken, body.vendor, request.lang),
    vendorFree,
  );
  route(app, api.tableState, async ({ request }) => tableStateOf(deps, await seat(request), request.lang), vendorFree);
  route(
    app,
    api.dealHand,
    async ({ body, request }) => deal(deps, await seat(request), body, request.lang),
    vendorFree,
  );
  route(
    app,
    api.rotateSeed,
    async ({ body, request }) => rotateSeed(deps, await seat(request), body.clientSeed, request.lang),
    vendorFree,
  );
  route(
    app,
    api.verifyShoeEndpoint,
    async ({ query }) => verifyShoe(query.serverSeed, query.clientSeed, query.shoe),
    vendorFree,
  );

  serveGamePage(app, {
    base: '/house/baccarat',
    html: (lang) => renderPage(pageLanguage(lang)),
    script: PAGE_SCRIPT,
    css: PAGE_CSS,
  });
  sweepWhileUp(app, 'house baccarat', RECOVERY_EVERY_MS, () => recoverHands(deps));
}

/** One seamless client per table vendor, rebuilt when the wallet's address changes (a test server on port 0). */
export function walletClients(app: FastifyInstance): BaccaratDeps['wallet'] {
  const clients = new Map<string, { base: string; client: SeamlessClient }>();
  return async (vendor) => {
    const base = walletBaseUrl(app);
    const known = clients.get(vendor);
    if (known?.base === base) return known.client;
    const secret = await vendorSecret(app.db, vendor);
    if (!secret) throw new AppError('game-maintenance');
    const client = seamlessClient({ baseUrl: base, vendor, secret });
    clients.set(vendor, { base, client });
    return client;
  };
}

export default defineModule('house.baccarat', houseBaccaratModule);
