import { launchFbSports, launchGame } from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route.ts';
import { bearer } from '../../platform/tokens.ts';
import { memberOf } from '../members/member-of.ts';
import { launch, launchFb, launchFbForVisitor } from './launch.service.ts';

export async function launchRoutes(app: FastifyInstance) {
  route(app, launchGame, ({ merchant, request, query }) =>
    launch({ db: app.db, merchant, member: memberOf(request), language: request.lang }, query),
  );
  // With a token it is the member's launch, under the member guard's checks; without, a visitor's (original front end).
  route(app, launchFbSports, async ({ merchant, request, reply, query }) => {
    if (bearer(request.headers.authorization) === null) {
      return launchFbForVisitor({ db: app.db, merchant, language: request.lang }, query);
    }
    await app.guards.member?.call(app, request, reply);
    return launchFb({ db: app.db, merchant, member: memberOf(request), language: request.lang }, query);
  });
}
