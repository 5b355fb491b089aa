import { transferToDownline, transferToUpline } from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../platform/modules/modules.ts';
import { route } from '../../platform/route.ts';
import { memberOf } from '../members/member-of.ts';
import * as transfers from './transfers.service.ts';

/** Money along the agent tree: a member to their upline, an agent to their downline. */
async function transfersModule(app: FastifyInstance) {
  const deps = { db: app.db, kv: app.kv };
  route(app, transferToUpline, async ({ request, body }) => transfers.transferToUpline(deps, memberOf(request), body));
  route(app, transferToDownline, async ({ request, body }) =>
    transfers.transferToDownline(deps, memberOf(request), body),
  );
}

export default defineModule('transfers', transfersModule, { dependencies: ['auth.guards'] });
