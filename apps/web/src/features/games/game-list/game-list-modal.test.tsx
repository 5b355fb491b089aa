import type { GameItem, Room } from '@arcadia/contracts';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUi } from '../../../lib/ui-store.ts';
import { renderGames, signIn } from '../test-support.tsx';
import { GameListModal } from './game-list-modal.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signIn(null);
  useUi.setState({ authModal: null, gameList: null, gameNotice: null });
});

const room = (roomId: number, name: string, patch: Partial<Room> = {}): Room => ({
  roomId,
  gameCode: `ARCP-BAC-${roomId}`,
  name,
  vendor: 'ARCP',
  gameType: 'PVP',
  minBet: 1_000,
  maxBet: 500_000,
  players: 3,
  seats: 7,
  status: 'open',
  road: [
    { winner: 'B', playerPair: false, bankerPair: false, natural: true, total: 9 },
    { winner: 'P', playerPair: true, bankerPair: false, natural: false, total: 7 },
    { winner: 'B', playerPair: false, bankerPair: false, natural: false, total: 6 },
  ],
  ...patch,
});

const game = (nodeId: number, name: string): GameItem => ({
  nodeId,
  gameCode: `KM-${nodeId}`,
  code: `${nodeId}`,
  name,
  vassalage: 'KM',
  vendor: 'KM',
  gameType: 'PVP',
  accountTypeName: 'KM',
  isGame: 'VASSALAGE',
  defaultPlayType: null,
  gameClassify: null,
  minBet: 10,
  lineNum: 0,
  image: `/img/games/KM/${nodeId}.svg`,
  isHot: false,
  isFavourite: false,
  gameName: name,
  nodeName: name,
  showIcon: `/img/games/KM/${nodeId}.svg`,
  iconUrl: `/img/games/KM/${nodeId}.svg`,
});

const ROOMS = 'GET /wps/relay/GLS2_roomList';
const GAMES = 'GET /wps/relay/GCSGAME_gameList';
const LAUNCH = 'GET /wps/game/launchGame';

async function open(vendor: string, name: string, routes: Parameters<typeof renderGames>[1]['routes']) {
  const view = await renderGames(<GameListModal />, { path: '/pvp', routes });
  act(() => useUi.getState().openGameList({ vendor, gameType: 'PVP', name }));
  return { ...view, dialog: await screen.findByRole('dialog', { name }) };
}

describe('Popup game list', () => {
  it("lists a vendor's tables with limits, seats and road, and seats the member through the launch", async () => {
    signIn(0);
    const { dialog, router, queries } = await open('ARCP', 'Arcadia Cards', {
      [ROOMS]: { value: { list: [room(1, 'Baccarat 1'), room(2, 'Baccarat 2', { status: 'maintenance', road: [] })] } },
      [LAUNCH]: { value: { url: '/house/baccarat/?token=r1', mode: 'iframe' } },
    });
    const first = await within(dialog).findByRole('article', { name: 'Baccarat 1' });
    expect(first.textContent).toContain('₱10.00 – ₱5,000.00');
    expect(first.textContent).toContain('3 / 7');
    expect(within(first).getByRole('img').getAttribute('aria-label')).toBe('Latest hands: banker 2, player 1, tie 0');
    const closed = within(dialog).getByRole('article', { name: 'Baccarat 2' });
    expect(within(closed).getByRole('button', { name: 'Play at Baccarat 2' }).hasAttribute('disabled')).toBe(true);
    expect(closed.textContent).toContain('No hands played yet.');
    expect(queries(ROOMS)[0]).toMatchObject({ vassalage: 'ARCP', language: 'EN' });

    fireEvent.click(within(first).getByRole('button', { name: 'Play at Baccarat 1' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(queries(LAUNCH)[0]).toMatchObject({ vendor: 'ARCP', gameCode: 'ARCP-BAC-1', gameType: 'PVP' });
    expect(useUi.getState().gameList).toBeNull();
  });

  it('lists the games of a vendor without tables, a page at a time, each started as one game', async () => {
    signIn(0);
    const { dialog, queries } = await open('KM', 'Kingmaker', {
      [ROOMS]: { value: { list: [] } },
      [GAMES]: (url) => {
        const page = Number(url.searchParams.get('pageNo'));
        return { value: { games: [game(page, `Card game ${page}`)], totalPages: 2, total: 2 } };
      },
      [LAUNCH]: { status: 503, code: 'game-maintenance', message: 'This game is under maintenance.', value: null },
    });
    const list = await within(dialog).findByRole('list', { name: 'Games' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Card game 1']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show more' }));
    await within(list).findByText('Card game 2');
    expect(within(dialog).queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(queries(GAMES)[0]).toMatchObject({ vassalage: 'KM', gameType: 'PVP', pageNo: '1' });

    fireEvent.click(within(list).getByRole('button', { name: 'Card game 1' }));
    await vi.waitFor(() => expect(useUi.getState().gameNotice).toBe('This game is under maintenance.'));
    // Started as a single game: no second popup, a launch asked for its code.
    expect(queries(LAUNCH)[0]).toMatchObject({ vendor: 'KM', gameCode: 'KM-1' });
    expect(useUi.getState().gameList).not.toBeNull();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    signIn(0);
    const { dialog } = await open('ARCP', 'Arcadia Cards', {
      [ROOMS]: { status: 500, code: 'unknown-error', value: null },
    });
    expect(await within(dialog).findByText('The list could not be loaded.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
