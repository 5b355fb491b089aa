import {
  addFavouriteGameV2,
  FAVOURITE_PAGE_SIZE_MAX,
  favouriteGameIds,
  memberIconGet,
  newGameVendor,
  removeFavouriteGameV2,
  removeFavouriteGameV2Post,
} from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../platform/modules/modules.ts';
import { route } from '../../platform/route.ts';
import * as games from '../games/games.service.ts';
import { menuRepo } from '../games/menu.repo.ts';
import { buildMenu } from '../games/menu.service.ts';
import { memberOf } from '../members/member-of.ts';
import { memberInfo } from '../members/profile.service.ts';
import { vendorLanes } from './original-shapes.ts';

/**
 * The calls only the platform's original front end makes (issue 14): each is an
 * alias of one of ours and calls the same service. Answers it reads in another
 * form are declared on our endpoints (`original`) and reshaped in ./original-shapes.ts.
 */
async function compatModule(app: FastifyInstance) {
  const db = app.db;

  route(app, addFavouriteGameV2, async ({ merchant, body, request }) =>
    games.setFavourite(db, merchant, memberOf(request).id, body, true),
  );
  for (const def of [removeFavouriteGameV2, removeFavouriteGameV2Post]) {
    route(app, def, async ({ merchant, body, request }) =>
      games.setFavourite(db, merchant, memberOf(request).id, body, false),
    );
  }

  // Every favourite the favourites list shows, so the two never disagree.
  route(app, favouriteGameIds, async ({ merchant, request }) => {
    const ids: string[] = [];
    for (let pageNo = 1; ; pageNo += 1) {
      const page = await games.memberGameList(db, merchant, memberOf(request).id, 'favourites', {
        language: request.lang,
        pageNo,
        pageSize: FAVOURITE_PAGE_SIZE_MAX,
      });
      ids.push(...page.items.map((game) => String(game.nodeId)));
      if (pageNo >= page.totalPages) return ids;
    }
  });

  route(app, newGameVendor, async ({ merchant }) =>
    vendorLanes(buildMenu(await menuRepo(db).vendors(merchant.id), merchant.code)),
  );

  route(app, memberIconGet, async ({ request }) => ({
    url: (await memberInfo(db, memberOf(request).id)).avatarUrl,
  }));
}

export default defineModule('compat', compatModule, { dependencies: ['auth.guards'] });
