import { favouriteGameList, GAME_PAGE_SIZE, type GameCategory, recentGameList } from '@arcadia/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { type GamePage, LOBBY_KEY } from './get-games.ts';

/** One page of the member's favourites of this lobby's game type (value.content). */
export const favouritesPageQuery = (gameType: GameCategory, pageNo: number, language: string) =>
  queryOptions({
    queryKey: [...LOBBY_KEY, 'favourites', gameType, pageNo, language],
    queryFn: async ({ signal }): Promise<GamePage> => {
      const value = await call(favouriteGameList, { query: { gameType, pageNo, pageSize: GAME_PAGE_SIZE }, signal });
      return { games: value.content, totalPages: value.totalPages };
    },
    staleTime: 0,
  });

/**
 * One page of the games the member last launched (value.list). The request has
 * no game type (site-shell §3), so the recent tab lists every recent game.
 */
export const recentPageQuery = (pageNo: number, language: string) =>
  queryOptions({
    queryKey: [...LOBBY_KEY, 'recent', pageNo, language],
    queryFn: async ({ signal }): Promise<GamePage> => {
      const value = await call(recentGameList, { query: { pageNo, pageSize: GAME_PAGE_SIZE }, signal });
      return { games: value.list, totalPages: value.totalPages };
    },
    staleTime: 0,
  });
