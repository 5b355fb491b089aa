import { launchFbSports, launchGame } from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route.ts';
import { memberOf } from '../members/member-of.ts';
import { launch, launchFb } from './launch.service.ts';

export async function launchRoutes(app: FastifyInstance) {
  route(app, launchGame, ({ merchant, request, query }) =>
    launch({ db: app.db, merchant, member: memberOf(request), language: request.lang }, query),
  );
  route(app, launchFbSports, ({ merchant, request, query }) =>
    launchFb({ db: app.db, merchant, member: memberOf(request), language: request.lang }, query),
  );
}
