import { gameMenus } from '@arcadia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api.ts';

/**
 * The navigation categories with their vendor cards, shared by the header and
 * the home page (one request). Names come translated, so a language change refetches.
 */
export const gameMenusQuery = () =>
  queryOptions({
    queryKey: ['game-menus'],
    queryFn: ({ signal }) => call(gameMenus, { signal }),
    staleTime: 5 * 60_000,
  });

/** Not suspending: callers show their fixed parts while the categories load. */
export const useGameMenus = () => useQuery(gameMenusQuery());
