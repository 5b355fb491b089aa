import type { ParamsOf, QueryOf } from '@arcadia/contracts';
import {
  lotteryFeedGames,
  lotteryFeedPlayerGames,
  lotteryFeedPopularity,
  lotteryFeedResults,
} from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { VendorError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { hasValidSignature } from '../../http/signing.ts';
import { feedGames, feedPlayerGames, feedPopularity, feedResults } from './feed.ts';

/**
 * The lottery's public feed (`/v1/lottery/…`), read by operators without a session; the one
 * answer about a player is for the platform alone: signed over the path and query it asks for.
 */
export function feedRoutes(now: () => number) {
  return async (app: FastifyInstance) => {
    const { db, config } = app.deps;
    route(app, lotteryFeedGames, async (request) => {
      const { language } = request.query as QueryOf<typeof lotteryFeedGames>;
      return feedGames(db, language ?? 'EN', now());
    });
    route(app, lotteryFeedResults, async (request) => {
      const { gameCode, count, language } = request.query as QueryOf<typeof lotteryFeedResults>;
      return feedResults(db, gameCode ? gameCode.split(',') : null, count, language ?? 'EN');
    });
    route(app, lotteryFeedPopularity, async () => feedPopularity(db, now()));

    await app.register(async (signedScope) => {
      signedScope.addHook('onRequest', async (request) => {
        if (!hasValidSignature(request.headers, config.secret, request.url)) throw new VendorError('bad-signature');
      });
      route(signedScope, lotteryFeedPlayerGames, async (request) => {
        const { playerId } = request.params as ParamsOf<typeof lotteryFeedPlayerGames>;
        const { count } = request.query as QueryOf<typeof lotteryFeedPlayerGames>;
        return feedPlayerGames(db, playerId, count);
      });
    });
  };
}
