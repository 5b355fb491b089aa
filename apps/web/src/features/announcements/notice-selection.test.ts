import { describe, expect, it } from 'vitest';
import { initialSelection, MAX_SEARCH_PAGES, type NoticeSelection, noticeSelection } from './notice-selection.ts';

const loaded = (state: NoticeSelection, ids: number[], totalPages = 3) =>
  noticeSelection(state, { type: 'loaded', page: state.page, ids, totalPages });

describe('noticeSelection', () => {
  it('opens on the first notice of page 1 without an id', () => {
    const state = loaded(initialSelection(), [7, 8, 9]);
    expect(state).toEqual({ page: 1, selectedId: 7, target: null });
  });

  it('opens at the given notice when page 1 has it', () => {
    expect(loaded(initialSelection(8), [7, 8, 9]).selectedId).toBe(8);
  });

  it('looks for the given notice on the next pages', () => {
    let state = loaded(initialSelection(20), [1, 2, 3]);
    expect(state).toEqual({ page: 2, selectedId: null, target: 20 });
    state = loaded(state, [19, 20, 21]);
    expect(state).toEqual({ page: 2, selectedId: 20, target: null });
  });

  it('falls back to the first notice of page 1 when the id is nowhere', () => {
    let state = loaded(initialSelection(99), [1, 2], 2);
    state = loaded(state, [3, 4], 2);
    expect(state).toEqual({ page: 1, selectedId: null, target: 'first' });
    expect(loaded(state, [1, 2], 2).selectedId).toBe(1);
  });

  it('stops looking after a few pages', () => {
    let state = initialSelection(999);
    for (let page = 1; page < MAX_SEARCH_PAGES; page++) state = loaded(state, [page], 50);
    expect(state.page).toBe(MAX_SEARCH_PAGES);
    state = loaded(state, [MAX_SEARCH_PAGES], 50);
    expect(state).toEqual({ page: 1, selectedId: null, target: 'first' });
  });

  it('selects a notice and collapses it when selected again', () => {
    let state = loaded(initialSelection(), [1, 2, 3]);
    state = noticeSelection(state, { type: 'select', id: 2 });
    expect(state.selectedId).toBe(2);
    state = noticeSelection(state, { type: 'select', id: 2 });
    expect(state.selectedId).toBeNull();
    state = noticeSelection(state, { type: 'select', id: 3 });
    expect(state.selectedId).toBe(3);
  });

  it('does not reopen a collapsed notice when the list reloads', () => {
    let state = loaded(initialSelection(), [1, 2]);
    state = noticeSelection(state, { type: 'select', id: 1 });
    expect(loaded(state, [1, 2]).selectedId).toBeNull();
  });

  it('selects the first notice of a new page', () => {
    let state = loaded(initialSelection(), [1, 2, 3]);
    state = noticeSelection(state, { type: 'page', page: 2 });
    expect(state).toEqual({ page: 2, selectedId: null, target: 'first' });
    // A late answer for the old page changes nothing.
    expect(noticeSelection(state, { type: 'loaded', page: 1, ids: [1], totalPages: 3 })).toBe(state);
    expect(loaded(state, [10, 11]).selectedId).toBe(10);
  });

  it('ignores a change to the page already shown', () => {
    const state = loaded(initialSelection(), [1, 2]);
    expect(noticeSelection(state, { type: 'page', page: 1 })).toBe(state);
  });

  it('selects nothing on an empty page', () => {
    expect(loaded(initialSelection(), [], 0).selectedId).toBeNull();
  });
});
