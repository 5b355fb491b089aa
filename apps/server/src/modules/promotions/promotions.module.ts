import {
  applyPromotion,
  bonusDetails,
  claimPromotion,
  claimRafflePromotion,
  joinPromotion,
  promotionCategories,
  promotionDetail,
  promotionList,
  raffleFairness,
  rewardCenter,
  rotateRaffleSeed,
} from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../platform/modules/modules.ts';
import { route } from '../../platform/route.ts';
import { memberOf } from '../members/member-of.ts';
import { applyForPromotion, readApplicationForm, registerApplicationUploads } from './apply.service.ts';
import { claimPromotion as claim } from './claim.service.ts';
import { opsPromotionRoutes } from './ops.routes.ts';
import * as promotions from './promotions.service.ts';
import { drawRaffle, raffleFairness as fairness, rotateRaffleSeed as rotate } from './raffle.service.ts';
import { bonusDetailsOf, rewardCount, rewardItems } from './rewards.service.ts';

/** Promotions: the public list and pages, joining, applying, claims, raffles, bonus details, the reward centre. */
async function promotionsModule(app: FastifyInstance) {
  app.badges.register('rewardCount', rewardCount);
  const db = app.db;

  route(app, promotionCategories, async ({ merchant, request }) =>
    promotions.categories(db, merchant.id, request.lang),
  );
  route(app, promotionList, async ({ merchant, request, query }) =>
    promotions.listPromotions(db, merchant, request.member, request.lang, query),
  );
  route(app, promotionDetail, async ({ merchant, request, query }) =>
    promotions.promotionDetail(db, merchant, request.member, request.lang, query.id),
  );
  route(app, joinPromotion, async ({ merchant, request, body }) =>
    promotions.joinPromotion(db, merchant, memberOf(request), request.lang, body.promotionId),
  );
  route(app, claimPromotion, async ({ merchant, request, body }) =>
    claim(db, merchant, memberOf(request), request.lang, body),
  );
  route(app, claimRafflePromotion, async ({ merchant, request, body }) =>
    drawRaffle(db, merchant, memberOf(request), request.lang, body),
  );
  route(app, raffleFairness, async ({ merchant, request, query }) =>
    fairness(db, merchant, memberOf(request), query.promotionId, request.lang),
  );
  route(app, rotateRaffleSeed, async ({ merchant, request, body }) =>
    rotate(db, merchant, memberOf(request), body, request.lang),
  );
  route(app, bonusDetails, async ({ request, query }) => bonusDetailsOf(db, memberOf(request).id, request.lang, query));
  route(app, rewardCenter, async ({ merchant, request }) => ({
    items: await rewardItems(db, merchant, memberOf(request).id, request.lang),
  }));
  // Multipart parsing only where it is used: the application form.
  await app.register(async (scope) => {
    await registerApplicationUploads(scope);
    route(scope, applyPromotion, async ({ merchant, request }) =>
      applyForPromotion(db, merchant, memberOf(request), request.lang, await readApplicationForm(request)),
    );
  });
  await app.register(opsPromotionRoutes);
}

export default defineModule('promotions', promotionsModule, { dependencies: ['auth.guards', 'ops.guards'] });
