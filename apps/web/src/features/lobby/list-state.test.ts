import { describe, expect, it } from 'vitest';
import { initialListState, type ListAction, type ListState, listReducer, nextPage } from './list-state.ts';
import { gameFixture } from './test-support.tsx';

const run = (state: ListState, ...actions: ListAction[]) => actions.reduce(listReducer, state);
const loaded = (state: ListState, pageNo: number, totalPages: number, ids: number[]): ListState =>
  run(
    state,
    { type: 'loadStart', generation: state.generation },
    { type: 'loaded', generation: state.generation, pageNo, totalPages, games: ids.map((id) => gameFixture(id)) },
  );

/** The vendor's list with two of three pages loaded and a search applied. */
const browsing = () => {
  const searched = listReducer(initialListState('ARC'), { type: 'search', search: 'lucky' });
  return loaded(loaded(searched, 1, 3, [1, 2]), 2, 3, [3, 4]);
};

describe('list type', () => {
  it('starts with list type none and page 1 due', () => {
    const state = initialListState('ARC');
    expect(state).toMatchObject({ listType: 'none', vendor: 'ARC', pageNo: 0, totalPages: null });
    expect(nextPage(state)).toBe(1);
  });

  it('hot shows the preloaded hot games on one page and stops loading', () => {
    const hot = [gameFixture(7), gameFixture(8)];
    const state = listReducer(browsing(), { type: 'listType', listType: 'hot', loggedIn: false, hot });
    expect(state.listType).toBe('hot');
    expect(state.games.map((game) => game.nodeId)).toEqual([7, 8]);
    expect(nextPage(state)).toBeNull();
    expect(nextPage({ ...state, totalPages: 5 })).toBeNull();
  });

  it('fav and recent need a login and load page 1', () => {
    const before = browsing();
    for (const listType of ['fav', 'recent'] as const) {
      expect(listReducer(before, { type: 'listType', listType, loggedIn: false })).toBe(before);
      const state = listReducer(before, { type: 'listType', listType, loggedIn: true });
      expect(state).toMatchObject({ listType, pageNo: 0, totalPages: null, games: [] });
      expect(nextPage(state)).toBe(1);
    }
  });

  it('empty type resets paging and filters and reloads', () => {
    const classified = loaded(listReducer(browsing(), { type: 'classify', classify: 'JP' }), 1, 2, [5]);
    const state = listReducer(classified, { type: 'listType', listType: 'none', loggedIn: true });
    expect(state).toMatchObject({ listType: 'none', vendor: 'ARC', pageNo: 0, games: [] });
    expect(state.filters).toEqual({ search: '', classify: null, minBet: 'all' });
    expect(state.generation).toBeGreaterThan(classified.generation);
    expect(nextPage(state)).toBe(1);
  });
});

describe('vendor and filters', () => {
  it('changing vendor resets list type and paging and clears every filter', () => {
    const fav = loaded(listReducer(browsing(), { type: 'listType', listType: 'fav', loggedIn: true }), 1, 1, [9]);
    const state = listReducer(fav, { type: 'vendor', vendor: 'PG' });
    expect(state).toMatchObject({ listType: 'none', vendor: 'PG', pageNo: 0, games: [] });
    expect(state.filters).toEqual({ search: '', classify: null, minBet: 'all' });
  });

  it('searching resets list type and paging and clears the other filters', () => {
    const bet = listReducer(initialListState('ARC'), { type: 'minBet', minBet: '0.5' });
    const hot = listReducer(loaded(bet, 1, 2, [1]), { type: 'listType', listType: 'hot', loggedIn: false, hot: [] });
    const state = listReducer(hot, { type: 'search', search: '  dragon ' });
    expect(state).toMatchObject({ listType: 'none', vendor: 'ARC', pageNo: 0 });
    expect(state.filters).toEqual({ search: 'dragon', classify: null, minBet: 'all' });
  });

  it('classification and minimum bet each clear the other filters', () => {
    const byClass = listReducer(browsing(), { type: 'classify', classify: 'TG' });
    expect(byClass.filters).toEqual({ search: '', classify: 'TG', minBet: 'all' });
    expect(byClass.pageNo).toBe(0);
    const byBet = listReducer(byClass, { type: 'minBet', minBet: '0.01' });
    expect(byBet.filters).toEqual({ search: '', classify: null, minBet: '0.01' });
  });

  it('keeps a tab when the cleared search box reports its empty search', () => {
    const hot = listReducer(browsing(), { type: 'listType', listType: 'hot', loggedIn: false, hot: [gameFixture(1)] });
    expect(listReducer(hot, { type: 'search', search: '' })).toBe(hot);
    expect(listReducer(hot, { type: 'minBet', minBet: 'all' })).toBe(hot);
  });

  it('ignores a search, classification or minimum bet that did not change', () => {
    const state = browsing();
    expect(listReducer(state, { type: 'search', search: 'lucky ' })).toBe(state);
    const byBet = listReducer(state, { type: 'minBet', minBet: '0.1' });
    expect(listReducer(byBet, { type: 'minBet', minBet: '0.1' })).toBe(byBet);
    const byClass = listReducer(state, { type: 'classify', classify: 'AC' });
    expect(listReducer(byClass, { type: 'classify', classify: 'AC' })).toBe(byClass);
  });
});

describe('paging', () => {
  it('appends pages and blocks loading while one is in flight or no pages remain', () => {
    let state = loaded(initialListState('ARC'), 1, 2, [1, 2]);
    expect(nextPage(state)).toBe(2);
    state = listReducer(state, { type: 'loadStart', generation: state.generation });
    expect(state.loading).toBe(true);
    expect(nextPage(state)).toBeNull();
    state = listReducer(state, { type: 'loaded', generation: state.generation, pageNo: 2, totalPages: 2, games: [] });
    expect(state.loading).toBe(false);
    expect(nextPage(state)).toBeNull();
    expect(state.games.map((game) => game.nodeId)).toEqual([1, 2]);
  });

  it('keeps a game once when it shows up again on the next page', () => {
    const state = loaded(loaded(initialListState('ARC'), 1, 3, [1, 2]), 2, 3, [2, 3]);
    expect(state.games.map((game) => game.nodeId)).toEqual([1, 2, 3]);
  });

  it('drops the answer of a request made before a reset, and the overlay stays cleared', () => {
    const start = initialListState('ARC');
    const inFlight = listReducer(start, { type: 'loadStart', generation: start.generation });
    const reset = listReducer(inFlight, { type: 'vendor', vendor: 'PG' });
    expect(reset.loading).toBe(false);
    const stale = { type: 'loaded', generation: start.generation, pageNo: 1, totalPages: 1, games: [gameFixture(1)] };
    expect(listReducer(reset, stale as ListAction)).toBe(reset);
    expect(listReducer(reset, { type: 'loadFailed', generation: start.generation })).toBe(reset);
  });

  it('clears the overlay on failure and stops paging until a reload', () => {
    const start = loaded(initialListState('ARC'), 1, 4, [1]);
    const failing = listReducer(start, { type: 'loadStart', generation: start.generation });
    const failed = listReducer(failing, { type: 'loadFailed', generation: start.generation });
    expect(failed).toMatchObject({ loading: false, failed: true });
    expect(nextPage(failed)).toBeNull();
    const reloaded = listReducer(failed, { type: 'reload' });
    expect(reloaded).toMatchObject({ pageNo: 0, failed: false, filters: failed.filters, listType: 'none' });
    expect(nextPage(reloaded)).toBe(1);
  });
});

describe('favourites', () => {
  it('marks a game in the list', () => {
    const state = listReducer(browsing(), { type: 'favourite', nodeId: 2, isFavourite: true });
    expect(state.games.find((game) => game.nodeId === 2)?.isFavourite).toBe(true);
  });

  it('takes a removed favourite off the favourites list', () => {
    const fav = loaded(listReducer(browsing(), { type: 'listType', listType: 'fav', loggedIn: true }), 1, 1, [4, 5]);
    const state = listReducer(fav, { type: 'favourite', nodeId: 4, isFavourite: false });
    expect(state.games.map((game) => game.nodeId)).toEqual([5]);
  });
});
