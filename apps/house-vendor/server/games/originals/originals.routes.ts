import type { BodyOf, ParamsOf, QueryOf } from '@arcadia/contracts';
import {
  houseCrashCashOut,
  houseCrashOpen,
  houseCrashRound,
  houseCrashStart,
  houseDiceRoll,
  houseDropPlinko,
  houseMinesCashOut,
  houseMinesOpen,
  houseMinesReveal,
  houseMinesStart,
} from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import * as crash from './crash.service.ts';
import { DICE_GAME, roll } from './dice.service.ts';
import * as mines from './mines.service.ts';
import { drop, PLINKO_GAME } from './plinko.service.ts';
import { playerOf } from './round-flow.ts';

/** The four games' page endpoints: the session, the validated body, the service. */
export async function originalsRoutes(app: FastifyInstance) {
  const deps = app.deps;

  route(app, houseDiceRoll, async (request) =>
    roll(deps, await playerOf(app, request, DICE_GAME), request.body as BodyOf<typeof houseDiceRoll>),
  );

  route(app, houseDropPlinko, async (request) =>
    drop(deps, await playerOf(app, request, PLINKO_GAME), request.body as BodyOf<typeof houseDropPlinko>),
  );

  route(app, houseMinesStart, async (request) =>
    mines.start(deps, await playerOf(app, request, mines.MINES_GAME), request.body as BodyOf<typeof houseMinesStart>),
  );
  route(app, houseMinesReveal, async (request) =>
    mines.reveal(deps, await playerOf(app, request, mines.MINES_GAME), request.body as BodyOf<typeof houseMinesReveal>),
  );
  route(app, houseMinesCashOut, async (request) => {
    const { roundId } = request.body as BodyOf<typeof houseMinesCashOut>;
    return mines.cashOut(deps, await playerOf(app, request, mines.MINES_GAME), roundId);
  });
  route(app, houseMinesOpen, async (request) => mines.openOf(deps, await playerOf(app, request, mines.MINES_GAME)));

  route(app, houseCrashStart, async (request) =>
    crash.start(deps, await playerOf(app, request, crash.CRASH_GAME), request.body as BodyOf<typeof houseCrashStart>),
  );
  route(app, houseCrashCashOut, async (request) => {
    // Priced at the moment the request arrived, not after the session lookup.
    const receivedAt = Date.now();
    const { roundId } = request.body as BodyOf<typeof houseCrashCashOut>;
    return crash.cashOut(deps, await playerOf(app, request, crash.CRASH_GAME), roundId, receivedAt);
  });
  route(app, houseCrashRound, async (request) => {
    const { roundId } = request.params as ParamsOf<typeof houseCrashRound>;
    const { waitMs } = request.query as QueryOf<typeof houseCrashRound>;
    return crash.roundOf(deps, await playerOf(app, request, crash.CRASH_GAME), roundId, Date.now(), waitMs);
  });
  route(app, houseCrashOpen, async (request) => crash.openOf(deps, await playerOf(app, request, crash.CRASH_GAME)));
}
