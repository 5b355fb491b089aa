import { opsHeldWins, opsReleaseHeldWin, opsVoidHeldWin } from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route.ts';
import { listHeldWins, requestRelease, voidHeldWin } from './held-wins.service.ts';

/** The operator's review of vendor wins held over the cap (the operator guard is `ops.guards`). */
export async function heldWinsRoutes(app: FastifyInstance) {
  route(app, opsHeldWins, async ({ request, query }) => listHeldWins(app.db, request.operator, query));
  route(app, opsReleaseHeldWin, async ({ request, params }) => requestRelease(app.db, request.operator, params.id));
  route(app, opsVoidHeldWin, async ({ request, params, body }) =>
    voidHeldWin(app.db, request.operator, params.id, body.reason),
  );
}
