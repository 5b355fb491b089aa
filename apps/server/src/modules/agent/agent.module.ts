import {
  ANNOUNCEMENT_PLATFORM,
  ANNOUNCEMENT_TYPES,
  agentAnnouncements,
  agentIncome,
  agentMemberProfit,
  agentTeamBets,
  agentTeamMembers,
  agentTeamOverview,
  agentTeamTransactions,
  agentUpdateTeamMember,
} from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../platform/modules/modules.ts';
import { route } from '../../platform/route.ts';
import { announcementPage } from '../content/announcements.service.ts';
import { agentOf } from './agent-of.ts';
import { teamOverview } from './overview.service.ts';
import { income, memberProfit, teamBets, teamTransactions } from './reports.service.ts';
import { listTeam, updateTeamMember } from './team.service.ts';

/** Announcements written for agents: execution `A` (never listed by the public notice list). */
const AGENT_AUDIENCE = 'A';

/** The agent centre's own pages: team management and the reports over the agent's downline. */
async function agentModule(app: FastifyInstance) {
  const deps = { db: app.db, kv: app.kv };

  route(app, agentTeamMembers, ({ request, query }) => listTeam(deps, agentOf(request), query));
  route(app, agentUpdateTeamMember, ({ request, params, body }) =>
    updateTeamMember(deps, agentOf(request), params.account, body),
  );
  route(app, agentTeamOverview, ({ merchant, request, query }) =>
    teamOverview(app.db, merchant, agentOf(request), query),
  );
  route(app, agentTeamBets, ({ merchant, request, query }) =>
    teamBets(app.db, merchant, agentOf(request), query, request.lang),
  );
  route(app, agentMemberProfit, ({ merchant, request, query }) =>
    memberProfit(app.db, merchant, agentOf(request), query),
  );
  route(app, agentIncome, ({ merchant, request, query }) => income(app.db, merchant, agentOf(request), query));
  route(app, agentTeamTransactions, ({ merchant, request, query }) =>
    teamTransactions(app.db, merchant, agentOf(request), query),
  );

  route(app, agentAnnouncements, async ({ merchant, request, query }) => {
    agentOf(request);
    return announcementPage(app.db, merchant, request.lang, {
      types: [...ANNOUNCEMENT_TYPES],
      platform: ANNOUNCEMENT_PLATFORM,
      executions: [AGENT_AUDIENCE],
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    });
  });
}

export default defineModule('agent', agentModule, { dependencies: ['auth.guards'] });
