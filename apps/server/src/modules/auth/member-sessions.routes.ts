import { memberSessions, revokeMemberSession, revokeOtherSessions } from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route.ts';
import { currentMember, currentSession } from './auth.guards.ts';
import * as sessions from './member-sessions.service.ts';

/** "My account": the member's signed-in browsers, each of which the member may sign out. */
export function memberSessionRoutes(app: FastifyInstance) {
  route(app, memberSessions, async ({ request }) =>
    sessions.listSessions(app.db, currentMember(request).id, currentSession(request)),
  );
  route(app, revokeMemberSession, async ({ params, request }) =>
    sessions.revokeSession(app.db, currentMember(request).id, params.id),
  );
  route(app, revokeOtherSessions, async ({ request }) =>
    sessions.revokeOtherSessions(app.db, currentMember(request).id, currentSession(request)),
  );
}
