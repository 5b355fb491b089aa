import {
  claimMission,
  missionLeaderboard,
  missionSummary,
  opsCreateMission,
  opsMissions,
  opsUpdateMission,
} from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../platform/modules/modules.ts';
import { route } from '../../platform/route.ts';
import { memberOf } from '../members/member-of.ts';
import * as leaderboard from './leaderboard.service.ts';
import * as missions from './missions.service.ts';
import { createMission, listMissions, updateMission } from './ops-missions.service.ts';

/** Missions: mission activity for members, definitions for operators, and the missionCount badge. */
async function missionsModule(app: FastifyInstance) {
  const catalogue = new missions.MissionCatalogue(app.db);
  const changed = (merchantId: number) => catalogue.forget(merchantId);
  // Another process's change reaches this one through the missions table's change notice.
  app.tenancy.onForget(({ id }) => catalogue.forget(id));
  app.badges.register('missionCount', (db, member) => missions.claimableCount(db, catalogue, member));

  route(app, missionSummary, async ({ request }) =>
    missions.missionSummary(app.db, catalogue, memberOf(request), request.lang),
  );
  route(app, missionLeaderboard, async ({ request, merchant, query }) =>
    leaderboard.missionLeaderboard(app.db, merchant, memberOf(request).id, query),
  );
  route(app, claimMission, async ({ request, body }) =>
    missions.claimMission(app.db, memberOf(request), body.missionId, request.lang),
  );

  route(app, opsMissions, async ({ request, query }) => listMissions(app.db, request.operator, query));
  route(app, opsCreateMission, async ({ request, body }) => createMission(app.db, request.operator, body, changed));
  route(app, opsUpdateMission, async ({ request, params, body }) =>
    updateMission(app.db, request.operator, Number(params.id), body, changed),
  );
}

export default defineModule('missions', missionsModule, { dependencies: ['auth.guards', 'ops.guards'] });
