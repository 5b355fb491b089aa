import type { FastifyInstance } from 'fastify';
import { registerArt } from './art.ts';
import { sweepWhileUp } from './draw-sweep.ts';
import { feedRoutes } from './feed.routes.ts';
import { LOTTERY_ENTRIES, registerLotteries } from './games.ts';
import { lotteryRoutes } from './lottery.routes.ts';
import { VIETNAM_DRAW_GAMES } from './vietnam.ts';

/**
 * The Vietnam lottery (vendor ARCV): its catalogue entries, the page's endpoints, the public feed,
 * the art; and, in a process that runs scheduled work, the draw sweep (draws, settlement). The
 * page: web/ (family `lottery`); the draws' rules: prize-table.ts, payout.ts, fairness.ts.
 */
export function lotteryModuleWith(options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  return async function lotteryModule(app: FastifyInstance) {
    registerLotteries();
    await app.register(lotteryRoutes(now));
    await app.register(feedRoutes(now));
    registerArt(
      app,
      LOTTERY_ENTRIES.map((game) => ({
        game,
        look: { colours: ['#e53935', '#8e0000'], balls: ['8', '6', '1', '2', '5'] },
      })),
    );
    if (app.deps.config.jobs) sweepWhileUp(app, 'lottery', VIETNAM_DRAW_GAMES, now);
  };
}

export const lotteryModule = lotteryModuleWith();
