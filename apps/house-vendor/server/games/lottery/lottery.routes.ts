import type { BodyOf, QueryOf } from '@arcadia/contracts';
import { lotteryPageBuy, lotteryPageDraws, lotteryPageResults, lotteryPageTickets } from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { sessionFrom } from '../../page-routes.ts';
import { buy, drawsOf, resultsOf, ticketsOf } from './lottery.service.ts';

/** The lottery page's endpoints: the session, the validated input, the service. */
export function lotteryRoutes(now: () => number) {
  return async (app: FastifyInstance) => {
    const deps = app.deps;
    route(app, lotteryPageDraws, async (request) => {
      const { gameCode } = request.query as QueryOf<typeof lotteryPageDraws>;
      return drawsOf(deps, await sessionFrom(app, request), gameCode, now());
    });
    route(app, lotteryPageBuy, async (request) => {
      const session = await sessionFrom(app, request);
      return buy(deps, session, request.body as BodyOf<typeof lotteryPageBuy>, now());
    });
    route(app, lotteryPageTickets, async (request) => {
      const { gameCode, count } = request.query as QueryOf<typeof lotteryPageTickets>;
      return ticketsOf(deps, await sessionFrom(app, request), gameCode, count);
    });
    route(app, lotteryPageResults, async (request) => {
      const { gameCode, count } = request.query as QueryOf<typeof lotteryPageResults>;
      return resultsOf(deps, await sessionFrom(app, request), gameCode, count);
    });
  };
}
