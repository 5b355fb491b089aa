import { type Language, LOTTERY_REGIONS, type LotteryGame, type LotteryMenuGroup, pickText } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { siteLotteryRepo } from './lottery.repo.ts';
import type { LotteryFeed } from './lottery-feed.ts';

/** Region titles of the menu, per language. */
const REGION_TITLES: Record<(typeof LOTTERY_REGIONS)[number], Partial<Record<Language, string>>> = {
  NORTH: { EN: 'North', CN: '北部', VI: 'Miền Bắc', JA: '北部', TH: 'ภาคเหนือ', TY: 'Hilaga' },
  SOUTH: { EN: 'South', CN: '南部', VI: 'Miền Nam', JA: '南部', TH: 'ภาคใต้', TY: 'Timog' },
};

/**
 * The site's view of the lottery vendor: only the brand's lotteries (vendor enabled
 * for the brand, game enabled in the catalogue when the catalogue lists it).
 */
export function siteLottery(db: Db, feed: LotteryFeed) {
  const repo = siteLotteryRepo(db);

  /** The vendor's games the brand lists, in the language asked. */
  async function brandGames(merchantId: number, lang: Language): Promise<LotteryGame[]> {
    if (!(await repo.vendorEnabled(merchantId))) return [];
    const [games, listed] = await Promise.all([feed.games(lang), repo.catalogueCodes()]);
    return games.filter((game) => !listed || listed.has(game.gameCode));
  }

  return {
    brandGames,

    async menu(merchantId: number, lang: Language): Promise<LotteryMenuGroup[]> {
      const games = await brandGames(merchantId, lang);
      return LOTTERY_REGIONS.map((region) => ({
        region,
        title: pickText(REGION_TITLES[region], lang),
        games: games.filter((game) => game.region === region),
      })).filter((group) => group.games.length > 0);
    },

    /** Tickets bought (the vendor's record) and launches (the catalogue's), newest first. */
    async recent(merchantId: number, memberId: string, lang: Language, count: number): Promise<LotteryGame[]> {
      const [launches, bought] = await Promise.all([
        repo.recentLaunches(memberId, count),
        // The seamless player id the vendor knows is the member's id.
        feed.playerGames(memberId, count),
      ]);
      const order = [...launches, ...bought].sort((a, b) => b.at.getTime() - a.at.getTime()).map((row) => row.gameCode);
      const games = await brandGames(merchantId, lang);
      const byCode = new Map(games.map((game) => [game.gameCode, game]));
      return [...new Set(order)].flatMap((code) => byCode.get(code) ?? []).slice(0, count);
    },

    async popular(merchantId: number, lang: Language, count: number, prizeMode?: string) {
      const [games, tickets] = await Promise.all([brandGames(merchantId, lang), feed.popularity()]);
      return games
        .filter((game) => !prizeMode || game.prizeMode === prizeMode)
        .map((game, sort) => ({ ...game, tickets: tickets.get(game.gameCode) ?? 0, sort }))
        .sort((a, b) => b.tickets - a.tickets || a.sort - b.sort)
        .slice(0, count)
        .map(({ sort: _sort, ...game }) => game);
    },
  };
}
