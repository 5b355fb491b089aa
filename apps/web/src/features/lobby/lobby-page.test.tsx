import type { GameItem, MenuCategory } from '@arcadia/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../lib/auth.ts';
import { useUi } from '../../lib/ui-store.ts';
import LobbyPage from './lobby-page.tsx';
import { FakeObserver, gameFixture, renderLobby, vendorFixtures } from './test-support.tsx';

const LIST = 'GET /wps/relay/GCSGAME_gameList';
const HOT = 'GET /wps/relay/GCSGAME_hotGamesV2';
const FAVOURITE = 'POST /wps/relay/MCSFE_getFavoriteGames';
const RECENT = 'GET /wps/relay/GCS_recentGame';
const LAUNCH = 'GET /wps/game/launchGame';

const MENUS: MenuCategory[] = [
  { id: 3, title: 'RNG', gameGroupCode: 'RNG', cards: vendorFixtures('RNG', ['ARC', 'PG']) },
];

/** The catalogue: 20 ARC games (two pages of 15), 3 PG games. */
const catalogue = (url: URL) => {
  const vendor = url.searchParams.get('vassalage');
  const page = Number(url.searchParams.get('pageNo'));
  const all = vendor === 'PG' ? [101, 102, 103] : Array.from({ length: 20 }, (_, at) => at + 1);
  const games = all.slice((page - 1) * 15, page * 15).map((id) => gameFixture(id, { vassalage: vendor ?? 'ARC' }));
  return { value: { games, totalPages: Math.ceil(all.length / 15), total: all.length } };
};

const routes = (hot: GameItem[] = []) => ({
  [LIST]: catalogue,
  [HOT]: { value: { list: hot } },
});

const member = () => act(() => useAuth.setState({ token: 'token', isAgent: 0, account: 'demo' }));
const names = () => within(screen.getByRole('list', { name: 'Games' })).getAllByRole('article');
const tab = (name: string) => screen.queryByRole('tab', { name });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  useAuth.setState({ token: null, isAgent: null });
  useUi.setState({ authModal: null, gameNotice: null });
});

describe('LobbyPage', () => {
  it('lists the first vendor’s games, 15 a page, without hot or favourite tabs when there are none', async () => {
    const { queries } = await renderLobby(<LobbyPage />, { menus: MENUS, routes: routes() });
    await waitFor(() => expect(names()).toHaveLength(15));
    expect(queries(LIST)[0]).toMatchObject({ gameType: 'RNG', vassalage: 'ARC', pageNo: '1', pageSize: '15' });
    expect(screen.getByRole('heading', { name: 'Slots' })).toBeTruthy();
    expect(tab('Hot games')).toBeNull();
    expect(tab('Favourites')).toBeNull();
    expect(tab('Recent')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ARC Games', pressed: true })).toBeTruthy();
  });

  it('loads the next page when the end of the list shows, and stops at the last page', async () => {
    const { queries } = await renderLobby(<LobbyPage />, { menus: MENUS, routes: routes() });
    await waitFor(() => expect(names()).toHaveLength(15));
    FakeObserver.show('[data-testid="game-list-sentinel"]');
    await waitFor(() => expect(names()).toHaveLength(20));
    expect(queries(LIST).map((query) => query.pageNo)).toEqual(['1', '2']);
    expect(screen.queryByTestId('game-list-sentinel')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the hot tab when hot games exist; it lists them and loads nothing more', async () => {
    const hot = [gameFixture(50, { name: 'Hot Dragon', isHot: true })];
    const { queries, router } = await renderLobby(<LobbyPage />, { menus: MENUS, routes: routes(hot) });
    await waitFor(() => expect(queries(LIST)).toHaveLength(1));
    fireEvent.click(await screen.findByRole('tab', { name: 'Hot games' }));
    await waitFor(() => expect(names()).toHaveLength(1));
    expect(screen.getByRole('tab', { name: 'Hot games', selected: true })).toBeTruthy();
    expect(screen.queryByTestId('game-list-sentinel')).toBeNull();
    expect(queries(LIST)).toHaveLength(1);
    // The rng tab lives in the page parameter.
    await waitFor(() => expect(router.state.location.search).toBe('?page=hot'));
    fireEvent.click(screen.getByRole('tab', { name: 'All games' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // The vendor's first page again (from the 30 s page cache).
    await waitFor(() => expect(names()).toHaveLength(15));
  });

  it('searches after 500 ms of quiet, then classification and minimum bet each replace the filter', async () => {
    const { queries } = await renderLobby(<LobbyPage />, { menus: MENUS, routes: routes() });
    await waitFor(() => expect(queries(LIST)).toHaveLength(1));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search games' }), { target: { value: 'lucky' } });
    expect(queries(LIST)).toHaveLength(1);
    await waitFor(() => expect(queries(LIST)).toHaveLength(2));
    expect(queries(LIST)[1]).toMatchObject({ gameName: 'lucky', vassalage: 'ARC', pageNo: '1' });

    fireEvent.click(screen.getByRole('button', { name: 'Jackpot' }));
    await waitFor(() => expect(queries(LIST)).toHaveLength(3));
    expect(queries(LIST)[2]).toMatchObject({ gameClassify: 'JP', minBet: 'all' });
    expect(queries(LIST)[2]).not.toHaveProperty('gameName');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');

    fireEvent.change(screen.getByRole('combobox', { name: 'Minimum bet' }), { target: { value: '0.5' } });
    await waitFor(() => expect(queries(LIST)).toHaveLength(4));
    expect(queries(LIST)[3]).toMatchObject({ minBet: '0.5' });
    expect(queries(LIST)[3]).not.toHaveProperty('gameClassify');
    // The cleared search box does not search again.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(queries(LIST)).toHaveLength(4);
  });

  it('opens the tab the page parameter names, but favourites only for a member', async () => {
    const hot = [gameFixture(50, { name: 'Hot Dragon', isHot: true })];
    await renderLobby(<LobbyPage />, { path: '/rng?page=hot', menus: MENUS, routes: routes(hot) });
    await screen.findByRole('tab', { name: 'Hot games', selected: true });
    await waitFor(() => expect(names()).toHaveLength(1));
    cleanup();
    const { router, queries } = await renderLobby(<LobbyPage />, {
      path: '/rng?page=fav',
      menus: MENUS,
      routes: routes(),
    });
    await screen.findByRole('tab', { name: 'All games', selected: true });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(queries(LIST)).toHaveLength(1));
  });

  it('offers bingo because the brand supports TY', async () => {
    await renderLobby(<LobbyPage />, { menus: MENUS, routes: routes() });
    const group = screen.getByRole('group', { name: 'Classification' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', 'Jackpot', 'Table games', 'Arcade', 'Bingo']);
  });

  it('switches vendor, clearing the filters', async () => {
    const { queries } = await renderLobby(<LobbyPage />, { menus: MENUS, routes: routes() });
    await waitFor(() => expect(queries(LIST)).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Table games' }));
    await waitFor(() => expect(queries(LIST)).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'PG Games' }));
    await waitFor(() => expect(names()).toHaveLength(3));
    expect(queries(LIST)[2]).toMatchObject({ vassalage: 'PG', minBet: 'all' });
    expect(queries(LIST)[2]).not.toHaveProperty('gameClassify');
  });

  it('opens on the vendor the address asks for', async () => {
    const { queries } = await renderLobby(<LobbyPage />, {
      path: '/rng?type=vassalage&vassalage=PG',
      menus: MENUS,
      routes: routes(),
    });
    await waitFor(() => expect(queries(LIST)).toHaveLength(1));
    expect(queries(LIST)[0]).toMatchObject({ vassalage: 'PG' });
  });

  it('asks a visitor to log in for a favourite or the recent tab', async () => {
    await renderLobby(<LobbyPage />, { menus: MENUS, routes: routes() });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Game 1 to favourites' }));
    expect(useUi.getState().authModal).toBe('login');
    act(() => useUi.setState({ authModal: null }));
    fireEvent.click(screen.getByRole('tab', { name: 'Recent' }));
    expect(useUi.getState().authModal).toBe('login');
  });

  it('lets a member favourite a game and see the recent tab', async () => {
    member();
    const { requests, queries, router } = await renderLobby(<LobbyPage />, {
      menus: MENUS,
      routes: {
        ...routes(),
        [FAVOURITE]: (_url, body) => ({ value: { nodeId: (body as { nodeId: number }).nodeId, isFavourite: true } }),
        [RECENT]: { value: { list: [gameFixture(7)], totalPages: 1, total: 1 } },
      },
    });
    expect(tab('Favourites')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Game 2 to favourites' }));
    await screen.findByRole('button', { name: 'Remove Game 2 from favourites', pressed: true });
    expect(requests.find((request) => request.key === FAVOURITE)?.body).toEqual({
      nodeId: 2,
      vendor: 'ARC',
      gameType: 'RNG',
    });

    fireEvent.click(screen.getByRole('tab', { name: 'Recent' }));
    await waitFor(() => expect(names()).toHaveLength(1));
    expect(queries(RECENT)[0]).toMatchObject({ gameType: 'RNG', pageNo: '1', pageSize: '15' });
    await waitFor(() => expect(router.state.location.search).toBe('?page=recent'));
  });

  it('starts a game through the game-start rules: launch, then the game page', async () => {
    member();
    const { queries, router } = await renderLobby(<LobbyPage />, {
      menus: MENUS,
      routes: { ...routes(), [LAUNCH]: { value: { url: '/house/slot/?token=abc', mode: 'iframe' } } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Play Game 3' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      url: '/house/slot/?token=abc',
      name: 'Game 3',
      back: '/',
    });
    expect(queries(LAUNCH)[0]).toMatchObject({ vendor: 'ARC', gameCode: 'ARC_3', gameType: 'RNG' });
    expect(sessionStorage.getItem('vassalage')).toBe('ARC');
  });

  it('shows the translated message when a game is under maintenance', async () => {
    member();
    await renderLobby(<LobbyPage />, {
      menus: MENUS,
      routes: {
        ...routes(),
        [LAUNCH]: { status: 503, code: 'game-maintenance', message: 'This game is under maintenance.', value: null },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Play Game 1' }));
    await waitFor(() => expect(useUi.getState().gameNotice).toBe('This game is under maintenance.'));
  });

  it('offers a retry when the list fails, and the loading state clears', async () => {
    let fail = true;
    await renderLobby(<LobbyPage />, {
      menus: MENUS,
      routes: {
        [HOT]: { value: { list: [] } },
        [LIST]: (url) => (fail ? { status: 500, code: 'unknown-error', value: null } : catalogue(url)),
      },
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByRole('status')).toBeNull();
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(names()).toHaveLength(15));
  });
});
