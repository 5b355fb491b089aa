import { opsSetMemberLabels, opsSetVipSettings, opsVipSettings, vipInfo } from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../platform/modules/modules.ts';
import { route } from '../../platform/route.ts';
import { memberOf } from '../members/member-of.ts';
import {
  vipInfo as info,
  opsVipSettings as readSettings,
  registerVipJob,
  setMemberLabels,
  setVipSettings,
} from './vip.service.ts';

/** VIP ranks: the member's rank and channel, the operator's level table and member labels, the re-ranking job. */
async function vipModule(app: FastifyInstance) {
  registerVipJob(app.jobs);
  route(app, vipInfo, async ({ merchant, request }) => info(app.db, merchant, memberOf(request).id));
  route(app, opsVipSettings, async ({ request, params }) => readSettings(app.db, request.operator, params.code));
  route(app, opsSetVipSettings, async ({ request, params, body }) =>
    setVipSettings(app.db, request.operator, params.code, body),
  );
  route(app, opsSetMemberLabels, async ({ request, params, body }) =>
    setMemberLabels(app.db, request.operator, params.account, body),
  );
}

export default defineModule('vip', vipModule, { dependencies: ['auth.guards', 'ops.guards'] });
