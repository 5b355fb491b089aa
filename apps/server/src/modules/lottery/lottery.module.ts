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
import { memberOf } from '../members/member-of.ts';
import { siteLottery } from './lottery.service.ts';
import { lotteryFeed } from './lottery-feed.ts';

/**
 * The site's lottery endpoints (spec endpoints §7 Games): menus, recent, popular and
 * opened numbers, read from the house lottery vendor's feed for the brand's games.
 */
async function lotteryModule(app: FastifyInstance) {
  // The vendor's published feed, read over HTTP as a third party's results API would be.
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
    const lang = query.language ?? request.lang;
    const games = (await site.brandGames(merchant.id, lang)).filter(
      (game) => !query.gameCode || game.gameCode === query.gameCode,
    );
    const draws = await feed.results(
      games.map((game) => game.gameCode),
      query.count ?? 100,
      lang,
    );
    return draws.map(({ prizes: _prizes, ...draw }) => draw);
  });

  route(app, openedNumbers, async ({ merchant, query, request }) => {
    const lang = query.language ?? request.lang;
    const game = (await site.brandGames(merchant.id, lang)).find((candidate) => candidate.gameCode === query.gameCode);
    if (!game) throw new AppError('game-not-found');
    const draws = await feed.results([game.gameCode], query.count ?? 10, lang);
    return {
      gameCode: game.gameCode,
      name: game.name,
      region: game.region,
      draws: draws.map(({ gameCode: _code, name: _name, region: _region, ...draw }) => draw),
    };
  });
}

export default defineModule('lottery', lotteryModule, { dependencies: ['auth.guards'] });
