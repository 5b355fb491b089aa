import { opsReferralRule, opsSetReferralRule, referralInfo } from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../platform/modules/modules.ts';
import { route } from '../../platform/route.ts';
import { memberOf } from '../members/member-of.ts';
import {
  referralInfo as info,
  opsReferralRule as readRule,
  registerReferralJob,
  setReferralRule,
} from './referral.service.ts';

/** Referral: the member's invite page, the operator's rule, the job that pays inviters. */
async function referralModule(app: FastifyInstance) {
  registerReferralJob(app.jobs);
  route(app, referralInfo, async ({ merchant, request, query }) =>
    // The link names the host the member reached us on: a brand may have several domains.
    info(app.db, merchant, memberOf(request), `${request.protocol}://${request.host}`, query),
  );
  route(app, opsReferralRule, async ({ request, params }) => readRule(app.db, request.operator, params.code));
  route(app, opsSetReferralRule, async ({ request, params, body }) =>
    setReferralRule(app.db, request.operator, params.code, body),
  );
}

export default defineModule('referral', referralModule, { dependencies: ['auth.guards', 'ops.guards'] });
