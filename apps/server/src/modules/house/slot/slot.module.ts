import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/errors.ts';
import { defineModule } from '../../../platform/modules/modules.ts';
import { route } from '../../../platform/route.ts';
import { headerOf } from '../../../platform/signature.ts';
import { serveGamePage, sweepWhileUp } from '../page-routes.ts';
import { fairRound, seedHash } from './fair.ts';
import { pageLanguage, renderPage } from './page.ts';
import { PAGE_SCRIPT } from './page-script.ts';
import { PAGE_CSS } from './page-style.ts';
import { recoverRounds } from './recovery.ts';
import { rotateSeed } from './seeds.service.ts';
import { SESSION_HEADER } from './session.ts';
import * as api from './slot.api.ts';
import { spinRound } from './spin.service.ts';
import { currentState, loadGame, openSession, sessionOf } from './state.service.ts';
import { roundView } from './views.ts';
import { slotDeps } from './wallet.ts';

/** How often each process looks for rounds a failure left unpaid or unrefunded. */
const RECOVERY_EVERY_MS = 30_000;

/**
 * The house slot (vendor ARC): its page, its API and the sweep that finishes interrupted
 * rounds. It reaches our wallet only over HTTP through the seamless client.
 */
async function houseSlotModule(app: FastifyInstance) {
  const deps = slotDeps(app);
  const session = (request: FastifyRequest) => sessionOf(deps, headerOf(request.headers, SESSION_HEADER));
  const vendorOnly = { tenant: false };

  route(
    app,
    api.openSession,
    async ({ body, request }) => openSession(deps, body.launchToken, request.lang),
    vendorOnly,
  );
  route(
    app,
    api.slotState,
    async ({ request }) => currentState(deps, await session(request), request.lang),
    vendorOnly,
  );
  route(
    app,
    api.spin,
    async ({ body, request }) => spinRound(deps, await session(request), body, request.lang),
    vendorOnly,
  );
  route(
    app,
    api.rotateSeed,
    async ({ body, request }) => rotateSeed(app.db, (await session(request)).playerId, body.clientSeed),
    vendorOnly,
  );
  route(
    app,
    api.verifyRound,
    async ({ query, request }) => {
      const game = await loadGame(app.db, query.gameCode, request.lang);
      if (query.stake % game.lines !== 0) throw new AppError('amount-out-of-range');
      const result = fairRound(query, game.table, query.stake);
      const { roundId: _unused, ...round } = roundView('', game.gameCode, query.nonce, result);
      return { serverSeedHash: seedHash(query.serverSeed), round };
    },
    vendorOnly,
  );

  serveGamePage(app, {
    base: '/house/slot',
    html: (lang) => renderPage(pageLanguage(lang)),
    script: PAGE_SCRIPT,
    css: PAGE_CSS,
  });
  sweepWhileUp(app, 'house slot', RECOVERY_EVERY_MS, () => recoverRounds(deps));
}

export default defineModule('house.slot', houseSlotModule);
