import {
  type Language,
  type LotteryFeedDraw,
  type LotteryGame,
  lotteryFeedGames,
  lotteryFeedPlayerGames,
  lotteryFeedPopularity,
  lotteryFeedResults,
} from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { readProviderFeed } from '../vendors/provider-feed.ts';
import { LOTTERY_VENDOR } from './lottery.repo.ts';

/**
 * The lottery vendor's published feed (apps/house-vendor, `/v1/lottery/…`), read over HTTP the way
 * a third-party lottery's results API is: its games with their next draw, its results with every
 * tier, its popularity, and (signed) the games a player bought in. A vendor that does not answer
 * shows no lotteries, never made-up ones.
 */
export function lotteryFeed(db: Db) {
  const read = <E extends Parameters<typeof readProviderFeed>[2]>(feed: E, path: string, signed = false) =>
    readProviderFeed(db, LOTTERY_VENDOR, feed, path, { signed });

  return {
    /** Every lottery the vendor runs, in its catalogue order, or [] when it does not answer. */
    async games(lang: Language): Promise<LotteryGame[]> {
      const answer = await read(
        lotteryFeedGames,
        `${lotteryFeedGames.path}?${new URLSearchParams({ language: lang })}`,
      );
      return answer?.games ?? [];
    },

    /** The latest results of the games asked, newest first, every tier and seed. */
    async results(codes: readonly string[], count: number, lang: Language): Promise<LotteryFeedDraw[]> {
      if (codes.length === 0) return [];
      const query = new URLSearchParams({ gameCode: codes.join(','), count: String(count), language: lang });
      return (await read(lotteryFeedResults, `${lotteryFeedResults.path}?${query}`))?.draws ?? [];
    },

    /** Tickets bought per game in the last 24 hours. */
    async popularity(): Promise<Map<string, number>> {
      const answer = await read(lotteryFeedPopularity, lotteryFeedPopularity.path);
      return new Map((answer?.games ?? []).map((game) => [game.gameCode, game.tickets]));
    },

    /** The games a player (the member's seamless id) bought tickets in, latest first. */
    async playerGames(playerId: string, count: number): Promise<{ gameCode: string; at: Date }[]> {
      const path = `${lotteryFeedPlayerGames.path.replace(':playerId', encodeURIComponent(playerId))}?count=${count}`;
      const answer = await read(lotteryFeedPlayerGames, path, true);
      return (answer?.games ?? []).map((game) => ({ gameCode: game.gameCode, at: new Date(game.at) }));
    },
  };
}

export type LotteryFeed = ReturnType<typeof lotteryFeed>;
