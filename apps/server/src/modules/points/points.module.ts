import {
  convertPoints,
  formatMoney,
  opsAdjustRewardStock,
  opsApproveRedemption,
  opsCreateReward,
  opsPointSettings,
  opsRedemptions,
  opsRejectRedemption,
  opsRewards,
  opsSetPointConfig,
  opsSetPointRules,
  opsUpdateReward,
  pickText,
  pointBalance,
  pointConfig,
  pointDetails,
  pointRewards,
  redeemHistory,
  redeemReward,
} from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { TtlCache } from '../../platform/cache.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { defineModule } from '../../platform/modules/modules.ts';
import { route } from '../../platform/route.ts';
import { memberOf } from '../members/member-of.ts';
import { registerAccrual } from './accrual.service.ts';
import * as ops from './ops-points.service.ts';
import * as points from './points.service.ts';
import * as redeem from './redeem.service.ts';
import { rewardArt } from './reward-art.ts';
import { rewardsRepo } from './rewards.repo.ts';

/** The points mall: the member's balance, rewards, redemptions and conversions; the operator's desk; reward art. */
async function pointsModule(app: FastifyInstance) {
  const deps = { db: app.db, kv: app.kv };
  registerAccrual(app.jobs);

  route(app, pointBalance, async ({ merchant, request }) =>
    points.pointBalance(app.db, merchant, memberOf(request).id),
  );
  route(app, pointRewards, async ({ merchant, request }) => redeem.listRewards(app.db, merchant, request.lang));
  route(app, redeemHistory, async ({ request, query }) =>
    redeem.redeemHistory(app.db, memberOf(request).id, request.lang, query),
  );
  route(app, pointConfig, async ({ merchant, request }) => points.pointConfig(app.db, merchant, request.lang));
  route(app, pointDetails, async ({ merchant, request, query }) =>
    points.pointDetails(app.db, merchant, memberOf(request).id, query),
  );
  route(app, redeemReward, async ({ merchant, request, body }) =>
    redeem.redeemReward(deps, merchant, memberOf(request).id, request.lang, body),
  );
  route(app, convertPoints, async ({ merchant, request, body }) =>
    points.convertPoints(deps, merchant, memberOf(request).id, body),
  );

  route(app, opsPointSettings, async ({ request, params }) => ops.pointSettings(app.db, request.operator, params.code));
  route(app, opsSetPointConfig, async ({ request, params, body }) =>
    ops.setPointConfig(app.db, request.operator, params.code, body),
  );
  route(app, opsSetPointRules, async ({ request, params, body }) =>
    ops.setPointRules(app.db, request.operator, params.code, body.rules),
  );
  route(app, opsRewards, async ({ request, params }) => ops.listOpsRewards(app.db, request.operator, params.code));
  route(app, opsCreateReward, async ({ request, params, body }) =>
    ops.createReward(app.db, request.operator, params.code, body),
  );
  route(app, opsUpdateReward, async ({ request, params, body }) =>
    ops.updateReward(app.db, request.operator, params.id, body),
  );
  route(app, opsAdjustRewardStock, async ({ request, params, body }) =>
    ops.adjustStock(app.db, request.operator, params.id, body.change, body.reason),
  );
  route(app, opsRedemptions, async ({ request, query }) => ops.listRedemptions(app.db, request.operator, query));
  route(app, opsApproveRedemption, async ({ request, params, body }) =>
    ops.approveRedemption(app.db, request.operator, params.id, body),
  );
  route(app, opsRejectRedemption, async ({ request, params, body }) =>
    ops.rejectRedemption(app.db, request.operator, params.id, body.remark),
  );

  rewardImages(app);
}

/**
 * Each reward's drawing under both image hosts (as the other artwork). Cached briefly:
 * an operator's change of motif or name shows within a minute.
 */
function rewardImages(app: FastifyInstance) {
  const drawings = new TtlCache<string | null>(60_000, 2000);
  const file = z.object({ file: z.string().check(z.regex(/^\d{1,18}\.svg$/)) });
  for (const prefix of ['/img', '/cdn2/img']) {
    app.get(`${prefix}/rewards/:file`, { schema: { params: file } }, async (request, reply) => {
      const id = (request.params as { file: string }).file.slice(0, -4);
      const svg = await drawings.get(id, async () => {
        const row = await rewardsRepo(app.db).art(id);
        if (!row) return null;
        const value = row.kind === 'cash' ? `${row.currency} ${formatMoney(row.amount)}` : null;
        return rewardArt({ id, art: row.art, name: pickText(row.name, 'EN'), value });
      });
      if (!svg) throw new NotFoundError();
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=300')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(svg);
    });
  }
}

export default defineModule('points', pointsModule, { dependencies: ['auth.guards', 'ops.guards'] });
