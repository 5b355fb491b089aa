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
 * One page of the games the member last launched (value.list), of this lobby's
 * game type: the spec's request has no game type, but a category's lobby
 * showing another category's games would be wrong, so the contract adds one.
 */
export const recentPageQuery = (gameType: GameCategory, pageNo: number, language: string) =>
  queryOptions({
    queryKey: [...LOBBY_KEY, 'recent', gameType, pageNo, language],
    queryFn: async ({ signal }): Promise<GamePage> => {
      const value = await call(recentGameList, { query: { gameType, pageNo, pageSize: GAME_PAGE_SIZE }, signal });
      return { games: value.list, totalPages: value.totalPages };
    },
    staleTime: 0,
  });
