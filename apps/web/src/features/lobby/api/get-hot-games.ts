import { type GameCategory, hotGames } from '@arcadia/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { call } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/auth.ts';
import { LOBBY_KEY } from './get-games.ts';

/** The hot games of one lobby category, loaded up front: the hot tab shows only when there are some. */
export const hotGamesQuery = (gameType: GameCategory, language: string, member: boolean) =>
  queryOptions({
    queryKey: [...LOBBY_KEY, 'hot', gameType, language, member],
    queryFn: async ({ signal }) => (await call(hotGames, { query: { gameType }, signal })).list,
    staleTime: 30_000,
    // A login or language change asks again; the tab does not blink out meanwhile.
    placeholderData: keepPreviousData,
  });

export const useHotGames = (gameType: GameCategory) => {
  const member = useAuth((state) => state.token !== null);
  return useQuery(hotGamesQuery(gameType, useTranslation().i18n.language, member));
};
