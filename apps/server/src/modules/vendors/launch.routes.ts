import { launchFbSports, launchGame } from '@arcadia/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../platform/route.ts';
import { bearer } from '../../platform/tokens.ts';
import { memberOf } from '../members/member-of.ts';
import { launch, launchFb, launchFbForVisitor } from './launch.service.ts';

/** The site the member launches from, as the browser addresses it: the game's frame lives in it. */
const siteOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export async function launchRoutes(app: FastifyInstance) {
  route(app, launchGame, ({ merchant, request, query }) =>
    launch(
      { db: app.db, merchant, member: memberOf(request), language: request.lang, siteOrigin: siteOrigin(request) },
      query,
    ),
  );
  // With a token it is the member's launch, under the member guard's checks; without, a visitor's (original front end).
  route(app, launchFbSports, async ({ merchant, request, reply, query }) => {
    if (bearer(request.headers.authorization) === null) {
      return launchFbForVisitor(
        { db: app.db, merchant, language: request.lang, siteOrigin: siteOrigin(request) },
        query,
      );
    }
    await app.guards.member?.call(app, request, reply);
    return launchFb(
      { db: app.db, merchant, member: memberOf(request), language: request.lang, siteOrigin: siteOrigin(request) },
      query,
    );
  });
}
