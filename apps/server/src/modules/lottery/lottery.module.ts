import {
  lotteryMenu,
  lotteryMenuRecent,
  openedNumbers,
  popularLottery,
  vietnamOpenedNumbers,
} from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { defineModule } from '../../platform/modules/modules.ts';
import { route } from '../../platform/route.ts';
import { lotteryFeed } from '../house/lottery/feed.ts';
import { memberOf } from '../members/member-of.ts';
import { siteLottery } from './lottery.service.ts';

/**
 * The site's lottery endpoints (spec endpoints §7 Games): menus, recent, popular and
 * opened numbers, read from the house lottery vendor's feed for the brand's games.
 */
async function lotteryModule(app: FastifyInstance) {
  // The vendor's published feed (stateless reads), as a third party's results API would be.
  const feed = lotteryFeed(app.db);
  const site = siteLottery(app.db, feed);

  route(
    app,
    lotteryMenu,
    async ({ merchant, query, request }) => site.menu(merchant.id, query.language ?? request.lang),
    // The original front end reads the groups as `gameMenus` (issue 36).
    { original: (groups) => ({ gameMenus: groups }) },
  );

  route(app, lotteryMenuRecent, async ({ merchant, query, request }) =>
    site.recent(merchant.id, memberOf(request).id, query.language ?? request.lang, query.count ?? 10),
  );

  route(app, popularLottery, async ({ merchant, query, request }) =>
    site.popular(merchant.id, query.language ?? request.lang, query.count ?? 20, query.prizeMode),
  );

  route(app, vietnamOpenedNumbers, async ({ merchant, query, request }) => {
    const games = (await site.brandGames(merchant.id)).filter((g) => !query.gameCode || g.code === query.gameCode);
    return feed.latest(games, query.count ?? 100, query.language ?? request.lang);
  });

  route(app, openedNumbers, async ({ merchant, query, request }) => {
    const games = await site.brandGames(merchant.id);
    if (!games.some((game) => game.code === query.gameCode)) throw new AppError('game-not-found');
    const opened = await feed.opened(query.gameCode, query.count ?? 10, query.language ?? request.lang);
    if (!opened) throw new AppError('game-not-found');
    return { gameCode: opened.game.code, name: opened.name, region: opened.game.region, draws: opened.draws };
  });
}

export default defineModule('lottery', lotteryModule, { dependencies: ['auth.guards'] });
