/**
 * Which page of notices is shown and which notice is open (site-shell §2,
 * announcement popup). Selecting the open notice again collapses it; a new
 * page opens its first notice; opening at a notice id looks for it page by
 * page (the first few pages) and falls back to the first notice of page 1.
 */
export interface NoticeSelection {
  page: number;
  selectedId: number | null;
  /** What to select once the current page's list arrives: a notice id, its first notice, or nothing. */
  target: number | 'first' | null;
}

export type NoticeAction =
  | { type: 'select'; id: number }
  | { type: 'page'; page: number }
  | { type: 'loaded'; page: number; ids: number[]; totalPages: number };

/** How many pages an id is looked for on before giving up. */
export const MAX_SEARCH_PAGES = 5;

export const initialSelection = (id?: number | null): NoticeSelection => ({
  page: 1,
  selectedId: null,
  target: id ?? 'first',
});

export function noticeSelection(state: NoticeSelection, action: NoticeAction): NoticeSelection {
  switch (action.type) {
    case 'select':
      return { ...state, selectedId: state.selectedId === action.id ? null : action.id, target: null };
    case 'page':
      if (action.page === state.page) return state;
      return { page: action.page, selectedId: null, target: 'first' };
    case 'loaded': {
      const { target } = state;
      if (action.page !== state.page || target === null) return state;
      if (typeof target === 'number' && !action.ids.includes(target)) {
        const searchOn = action.page < Math.min(action.totalPages, MAX_SEARCH_PAGES);
        if (searchOn) return { page: action.page + 1, selectedId: null, target };
        if (action.page !== 1) return { page: 1, selectedId: null, target: 'first' };
      }
      const found = typeof target === 'number' && action.ids.includes(target);
      return { ...state, selectedId: found ? target : (action.ids[0] ?? null), target: null };
    }
  }
}
