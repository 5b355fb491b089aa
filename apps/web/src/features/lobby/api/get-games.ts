import { GAME_PAGE_SIZE, type GameCategory, type GameItem, gameList } from '@arcadia/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import type { Filters } from '../list-state.ts';

/** Every lobby query key starts here, so a favourite change refreshes them all at once. */
export const LOBBY_KEY = ['lobby'] as const;

/** What one page of any lobby list comes down to. */
export interface GamePage {
  games: GameItem[];
  totalPages: number;
}

export interface CataloguePageInput {
  gameType: GameCategory;
  vendor: string | null;
  filters: Filters;
  pageNo: number;
  language: string;
  /** Favourite marks depend on who asks. */
  member: boolean;
}

/** One page of a vendor's games through the active filter. */
export const cataloguePageQuery = ({ gameType, vendor, filters, pageNo, language, member }: CataloguePageInput) =>
  queryOptions({
    queryKey: [...LOBBY_KEY, 'games', gameType, vendor, filters, pageNo, language, member],
    queryFn: async ({ signal }): Promise<GamePage> => {
      const value = await call(gameList, {
        query: {
          gameType,
          ...(vendor ? { vassalage: vendor } : {}),
          ...(filters.search ? { gameName: filters.search } : {}),
          ...(filters.classify ? { gameClassify: filters.classify } : {}),
          minBet: filters.minBet,
          pageNo,
          pageSize: GAME_PAGE_SIZE,
        },
        signal,
      });
      return { games: value.games, totalPages: value.totalPages };
    },
    // Browsing back and forth between vendors and filters reuses recent pages.
    staleTime: 30_000,
  });
