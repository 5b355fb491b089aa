import type { GameCategory } from '@arcadia/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useAuth } from '../../lib/auth.ts';
import { cataloguePageQuery, type GamePage } from './api/get-games.ts';
import { useHotGames } from './api/get-hot-games.ts';
import { favouritesPageQuery, recentPageQuery } from './api/get-member-games.ts';
import {
  initialListState,
  type ListAction,
  type ListState,
  type ListType,
  listReducer,
  nextPage,
} from './list-state.ts';

interface Options {
  gameType: GameCategory;
  initialVendor: string | null;
  initialListType: ListType;
}

const memberOnly = (listType: ListType) => listType === 'fav' || listType === 'recent';

/**
 * The lobby list: the state machine of list-state.ts plus its loading. The
 * first page loads whenever paging starts over; later pages when the end of
 * the list comes into view (onSentinel), one request at a time.
 */
export function useLobbyList({ gameType, initialVendor, initialListType }: Options) {
  const queryClient = useQueryClient();
  const language = useTranslation().i18n.language;
  const loggedIn = useAuth((auth) => auth.token !== null);
  const hot = useHotGames(gameType);
  const [state, dispatch] = useReducer(listReducer, null, () => {
    const listType = memberOnly(initialListType) && !loggedIn ? 'none' : initialListType;
    return { ...initialListState(initialVendor, listType), ...(listType === 'hot' ? { games: hot.data ?? [] } : {}) };
  });
  // Callbacks read the latest state without re-subscribing the observer each render.
  const current = useRef(state);
  current.current = state;
  const inFlight = useRef<number | null>(null);
  const sentinelVisible = useRef(false);

  const fetchPage = useCallback(
    (list: ListState, pageNo: number): Promise<GamePage> => {
      if (list.listType === 'fav') return queryClient.fetchQuery(favouritesPageQuery(gameType, pageNo, language));
      if (list.listType === 'recent') return queryClient.fetchQuery(recentPageQuery(gameType, pageNo, language));
      const input = { gameType, vendor: list.vendor, filters: list.filters, pageNo, language, member: loggedIn };
      return queryClient.fetchQuery(cataloguePageQuery(input));
    },
    [queryClient, gameType, language, loggedIn],
  );

  const loadNext = useCallback(() => {
    const list = current.current;
    const pageNo = nextPage(list);
    if (pageNo === null || inFlight.current === list.generation) return;
    const { generation } = list;
    inFlight.current = generation;
    dispatch({ type: 'loadStart', generation });
    fetchPage(list, pageNo)
      .then(
        (page) => dispatch({ type: 'loaded', generation, pageNo, ...page }),
        () => dispatch({ type: 'loadFailed', generation }),
      )
      .finally(() => {
        if (inFlight.current === generation) inFlight.current = null;
      });
  }, [fetchPage]);

  // Paging started over (a tab, vendor or filter changed): page 1. After each page, the next one
  // if the end of the list is still in view (a short page does not move it out).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a restart can leave page and loading as they were (a retry after a failed first page); the generation says it happened.
  useEffect(() => {
    if (state.pageNo === 0 || (sentinelVisible.current && !state.loading)) loadNext();
  }, [state.pageNo, state.loading, state.generation, loadNext]);

  // The hot tab follows the preloaded hot list; an empty list means no hot tab at all.
  useEffect(() => {
    const list = current.current;
    if (list.listType !== 'hot' || !hot.data) return;
    dispatch(
      hot.data.length > 0
        ? { type: 'listType', listType: 'hot', loggedIn, hot: hot.data }
        : { type: 'listType', listType: 'none', loggedIn },
    );
  }, [hot.data, loggedIn]);

  // A login or logout changes the favourite marks, a language the names: the list loads again.
  const seen = useRef({ loggedIn, language });
  useEffect(() => {
    if (seen.current.loggedIn === loggedIn && seen.current.language === language) return;
    seen.current = { loggedIn, language };
    if (!loggedIn && memberOnly(current.current.listType)) dispatch({ type: 'listType', listType: 'none', loggedIn });
    else dispatch({ type: 'reload' });
  }, [loggedIn, language]);

  const onSentinel = useCallback(
    (visible: boolean) => {
      sentinelVisible.current = visible;
      if (visible) loadNext();
    },
    [loadNext],
  );

  const selectTab = useCallback(
    (listType: ListType) => dispatch({ type: 'listType', listType, loggedIn, hot: hot.data ?? [] }),
    [loggedIn, hot.data],
  );

  return {
    state,
    hotGames: hot.data ?? [],
    loggedIn,
    selectTab,
    dispatch: dispatch as (action: ListAction) => void,
    onSentinel,
  };
}
