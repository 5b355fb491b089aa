import type { FastifyInstance } from 'fastify';
import { registerArt } from '../lottery/art.ts';
import { sweepWhileUp } from '../lottery/draw-sweep.ts';
import { elotteryRoutes } from './elottery.routes.ts';
import { ELOTTERY_DRAW_GAMES, ELOTTERY_ENTRIES, ELOTTERY_GAMES, registerElottery } from './games.ts';

/**
 * The e-lottery (vendor ARCE: K3, 5D, keno): its catalogue entries, the pages' endpoints, its
 * public results, the art; and, in a process that runs scheduled work, the draw sweep (a draw a
 * minute per game, settlement). Pages: web/ (families k3, 5d, keno); engines: games/elottery.
 */
export function elotteryModuleWith(options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  return async function elotteryModule(app: FastifyInstance) {
    registerElottery();
    await app.register(elotteryRoutes(now));
    registerArt(
      app,
      ELOTTERY_ENTRIES.map((game, i) => ({
        game,
        look: ELOTTERY_GAMES[i]?.look ?? { colours: ['#333', '#000'], balls: [] },
      })),
    );
    if (app.deps.config.jobs) sweepWhileUp(app, 'e-lottery', ELOTTERY_DRAW_GAMES, now);
  };
}

export const elotteryModule = elotteryModuleWith();
