import { betRecords, personalProfit } from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route.ts';
import { memberOf } from '../members/member-of.ts';
import { listBets, profitAndLoss } from './bets.service.ts';

export async function betsRoutes(app: FastifyInstance) {
  route(app, betRecords, ({ merchant, request, query }) =>
    listBets(app.db, merchant, memberOf(request).id, query, request.lang),
  );
  route(app, personalProfit, ({ merchant, request, query }) =>
    profitAndLoss(app.db, merchant, memberOf(request).id, query),
  );
}
