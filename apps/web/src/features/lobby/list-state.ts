import type { GAME_CLASSIFICATIONS, GameItem, MIN_BET_OPTIONS } from '@arcadia/contracts';

/**
 * The lobby list's state machine (site-shell §4 "Lobby list type"), pure so
 * every rule is tested without a browser. List type none shows the selected
 * vendor's games through the filters; hot, fav and recent are the tabs.
 */
export const LIST_TYPES = ['none', 'hot', 'fav', 'recent'] as const;
export type ListType = (typeof LIST_TYPES)[number];
export type Classification = (typeof GAME_CLASSIFICATIONS)[number];
export type MinBet = (typeof MIN_BET_OPTIONS)[number];

/** Search, classification and minimum bet: one applies at a time (changing one clears the others). */
export interface Filters {
  search: string;
  classify: Classification | null;
  minBet: MinBet;
}

export const NO_FILTERS: Filters = { search: '', classify: null, minBet: 'all' };

export interface ListState {
  listType: ListType;
  /** The vendor whose games list type none shows (null: the category has no vendors; all its games). */
  vendor: string | null;
  filters: Filters;
  games: GameItem[];
  /** Pages loaded so far; 0 means the first page is due. */
  pageNo: number;
  /** Unknown (null) until a page answers. */
  totalPages: number | null;
  loading: boolean;
  failed: boolean;
  /** Bumped by every reset, so an answer to an older request is dropped. */
  generation: number;
}

export type ListAction =
  | { type: 'listType'; listType: ListType; loggedIn: boolean; hot?: readonly GameItem[] }
  | { type: 'vendor'; vendor: string | null }
  | { type: 'search'; search: string }
  | { type: 'classify'; classify: Classification | null }
  | { type: 'minBet'; minBet: MinBet }
  | { type: 'reload' }
  | { type: 'loadStart'; generation: number }
  | { type: 'loaded'; generation: number; pageNo: number; games: readonly GameItem[]; totalPages: number }
  | { type: 'loadFailed'; generation: number }
  | { type: 'favourite'; nodeId: number; isFavourite: boolean };

export const initialListState = (vendor: string | null, listType: ListType = 'none'): ListState => ({
  listType,
  vendor,
  filters: NO_FILTERS,
  games: [],
  pageNo: listType === 'hot' ? 1 : 0,
  totalPages: listType === 'hot' ? 1 : null,
  loading: false,
  failed: false,
  generation: 0,
});

/** Paging starts over: nothing loaded, page 1 due, any answer in flight dropped. */
const restart = (state: ListState, patch: Partial<ListState>): ListState => ({
  ...state,
  games: [],
  pageNo: 0,
  totalPages: null,
  loading: false,
  failed: false,
  generation: state.generation + 1,
  ...patch,
});

/** A filter changed: back to list type none, paging from the start, the other filters cleared. */
const filtered = (state: ListState, filters: Partial<Filters>): ListState =>
  restart(state, { listType: 'none', filters: { ...NO_FILTERS, ...filters } });

function setListType(state: ListState, action: Extract<ListAction, { type: 'listType' }>): ListState {
  switch (action.listType) {
    case 'hot':
      // The preloaded hot games, all on one page: nothing more to load.
      return restart(state, {
        listType: 'hot',
        filters: NO_FILTERS,
        games: [...(action.hot ?? [])],
        pageNo: 1,
        totalPages: 1,
      });
    case 'fav':
    case 'recent':
      // Members only; the caller opens the login popup for a visitor.
      if (!action.loggedIn) return state;
      return restart(state, { listType: action.listType, filters: NO_FILTERS });
    default:
      return restart(state, { listType: 'none', filters: NO_FILTERS });
  }
}

export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'listType':
      return setListType(state, action);
    case 'vendor':
      return filtered({ ...state, vendor: action.vendor }, {});
    // An unchanged value is ignored, on any tab (a tab clears the filters, and the cleared search box must not
    // switch the list back).
    case 'search': {
      const search = action.search.trim();
      if (search === state.filters.search) return state;
      return filtered(state, { search });
    }
    case 'classify':
      if (action.classify === state.filters.classify) return state;
      return filtered(state, { classify: action.classify });
    case 'minBet':
      if (action.minBet === state.filters.minBet) return state;
      return filtered(state, { minBet: action.minBet });
    case 'reload':
      // Hot games are reloaded by their own query (the caller passes them again as listType hot).
      return state.listType === 'hot' ? state : restart(state, {});
    case 'loadStart':
      return action.generation === state.generation ? { ...state, loading: true, failed: false } : state;
    case 'loaded': {
      if (action.generation !== state.generation) return state;
      const seen = new Set(state.games.map((game) => game.nodeId));
      const games =
        action.pageNo === 1 ? [...action.games] : [...state.games, ...action.games.filter((g) => !seen.has(g.nodeId))];
      return { ...state, games, pageNo: action.pageNo, totalPages: action.totalPages, loading: false };
    }
    case 'loadFailed':
      // Stop paging here; the list offers a retry (reload).
      if (action.generation !== state.generation) return state;
      return { ...state, loading: false, failed: true, totalPages: state.pageNo };
    case 'favourite': {
      const games =
        state.listType === 'fav' && !action.isFavourite
          ? state.games.filter((game) => game.nodeId !== action.nodeId)
          : state.games.map((game) =>
              game.nodeId === action.nodeId ? { ...game, isFavourite: action.isFavourite } : game,
            );
      return { ...state, games };
    }
  }
}

/**
 * The page to load next, or null when loading is blocked: the hot list is one
 * preloaded page, a load is in flight, or no pages remain.
 */
export function nextPage(state: ListState): number | null {
  if (state.listType === 'hot' || state.loading) return null;
  if (state.totalPages !== null && state.pageNo >= state.totalPages) return null;
  return state.pageNo + 1;
}
