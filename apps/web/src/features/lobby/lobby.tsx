import type { GameItem, VendorCard } from '@arcadia/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useGameStart } from '../../lib/game-start.ts';
import { useLoginCheck } from '../../lib/login-check.ts';
import { useSearchParams } from '../../lib/router/router.tsx';
import { useUi } from '../../lib/ui-store.ts';
import { useUniqueId } from '../../lib/use-unique-id.ts';
import { useToggleFavourite } from './api/toggle-favourite.ts';
import { GameList } from './game-list.tsx';
import { type Classification, type ListType, type MinBet, nextPage } from './list-state.ts';
import { LobbyFilters } from './lobby-filters.tsx';
import { type LobbyType, PAGE_PARAM } from './lobby-params.ts';
import { LobbyTabs } from './lobby-tabs.tsx';
import { useLobbyList } from './use-lobby-list.ts';
import { VendorStrip } from './vendor-strip.tsx';

interface Props {
  gameType: LobbyType;
  vendors: readonly VendorCard[];
  initialVendor: string | null;
  initialListType: ListType;
}

/** One lobby: tabs, vendor strip, filters and the game list of the current list type. */
export function Lobby({ gameType, vendors, initialVendor, initialListType }: Props) {
  const { t } = useTranslation('lobby');
  const panelId = useUniqueId();
  const { state, hotGames, loggedIn, selectTab, dispatch, onSentinel } = useLobbyList({
    gameType,
    initialVendor,
    initialListType,
  });
  useRngPageParam(gameType === 'RNG', state.listType, selectTab);
  const startGame = useGameStart();
  const loginCheck = useLoginCheck();
  const favourite = useToggleFavourite();
  const [favouriteBusy, setFavouriteBusy] = useState<number | null>(null);

  const onSelectTab = (listType: ListType) => {
    if ((listType === 'fav' || listType === 'recent') && !loggedIn) useUi.getState().openAuthModal('login');
    else selectTab(listType);
  };
  const onFavourite = (game: GameItem) =>
    loginCheck(() => {
      setFavouriteBusy(game.nodeId);
      favourite.mutate(game, {
        onSuccess: (value) => dispatch({ type: 'favourite', nodeId: value.nodeId, isFavourite: value.isFavourite }),
        onError: (error) => useUi.getState().showGameNotice(error.message || t('messages:unknown-error')),
        onSettled: () => setFavouriteBusy(null),
      });
    });
  const onSearch = useCallback((search: string) => dispatch({ type: 'search', search }), [dispatch]);

  return (
    <section className="lobby">
      <LobbyTabs
        listType={state.listType}
        showHot={hotGames.length > 0}
        showFavourites={loggedIn}
        panelId={panelId}
        onSelect={onSelectTab}
      />
      <VendorStrip
        vendors={vendors}
        selected={state.listType === 'none' ? state.vendor : null}
        onSelect={(vendor) => dispatch({ type: 'vendor', vendor })}
      />
      <LobbyFilters
        filters={state.filters}
        onSearch={onSearch}
        onClassify={(classify: Classification | null) => dispatch({ type: 'classify', classify })}
        onMinBet={(minBet: MinBet) => dispatch({ type: 'minBet', minBet })}
      />
      <GameList
        id={panelId}
        labelledBy={`lobby-tab-${state.listType}`}
        games={state.games}
        loading={state.loading}
        failed={state.failed}
        more={nextPage({ ...state, loading: false }) !== null}
        favouriteBusy={favouriteBusy}
        onStart={(game) => void startGame(game)}
        onFavourite={onFavourite}
        onRetry={() => dispatch({ type: 'reload' })}
        onSentinel={onSentinel}
      />
    </section>
  );
}

/**
 * On /rng the tab lives in the page parameter: a tab change writes it, and an
 * address change (back, a header link) selects the tab it names.
 */
function useRngPageParam(enabled: boolean, listType: ListType, selectTab: (listType: ListType) => void) {
  const [params, setParams] = useSearchParams();
  const page = params.get(PAGE_PARAM);
  const listTypeNow = useRef(listType);
  listTypeNow.current = listType;
  const paramsNow = useRef(params);
  paramsNow.current = params;

  useEffect(() => {
    if (!enabled) return;
    const wanted = listType === 'none' ? null : listType;
    if (paramsNow.current.get(PAGE_PARAM) === wanted) return;
    const next = new URLSearchParams(paramsNow.current);
    if (wanted) next.set(PAGE_PARAM, wanted);
    else next.delete(PAGE_PARAM);
    setParams(next, { replace: true });
  }, [enabled, listType, setParams]);

  // Only an address change drives this (not the first render: the state already came from the address).
  const seenPage = useRef(page);
  useEffect(() => {
    if (!enabled || seenPage.current === page) return;
    seenPage.current = page;
    const wanted: ListType = page === 'hot' || page === 'fav' || page === 'recent' ? page : 'none';
    if (wanted !== listTypeNow.current) selectTab(wanted);
  }, [enabled, page, selectTab]);
}
