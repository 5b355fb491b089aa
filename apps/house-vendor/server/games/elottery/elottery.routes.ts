import type { BodyOf, ParamsOf, QueryOf } from '@arcadia/contracts';
import {
  elotteryBetTypes,
  elotteryBuy,
  elotteryDraw,
  elotteryFeedResults,
  elotteryResults,
  elotteryTickets,
} from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { sessionFrom } from '../../page-routes.ts';
import { betTypesOf, buy, drawOf, resultsOf, ticketsOf } from './elottery.service.ts';

type GameParams = ParamsOf<typeof elotteryDraw>;

/** The e-lottery pages' endpoints (the session, the validated input, the service) and its public results. */
export function elotteryRoutes(now: () => number) {
  return async (app: FastifyInstance) => {
    const deps = app.deps;
    route(app, elotteryDraw, async (request) => {
      const { gameCode } = request.params as GameParams;
      return drawOf(deps, await sessionFrom(app, request), gameCode, now());
    });
    route(app, elotteryResults, async (request) => {
      const { gameCode } = request.params as GameParams;
      const { count } = request.query as QueryOf<typeof elotteryResults>;
      await sessionFrom(app, request);
      const { draws } = await resultsOf(deps, gameCode, count);
      return { draws };
    });
    route(app, elotteryBetTypes, async (request) => {
      const { gameCode } = request.params as GameParams;
      return betTypesOf(await sessionFrom(app, request), gameCode);
    });
    route(app, elotteryBuy, async (request) => {
      const { gameCode } = request.params as GameParams;
      const session = await sessionFrom(app, request);
      return buy(deps, session, gameCode, request.body as BodyOf<typeof elotteryBuy>, now());
    });
    route(app, elotteryTickets, async (request) => {
      const { gameCode } = request.params as GameParams;
      const { count } = request.query as QueryOf<typeof elotteryTickets>;
      return ticketsOf(deps, await sessionFrom(app, request), gameCode, count);
    });
    route(app, elotteryFeedResults, async (request) => {
      const { gameCode, count } = request.query as QueryOf<typeof elotteryFeedResults>;
      return resultsOf(deps, gameCode, count);
    });
  };
}
