import type { LotteryGame } from '@arcadia/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUi } from '../../../lib/ui-store.ts';
import { renderGames, signIn } from '../test-support.tsx';
import LotteryPage from './lottery-page.tsx';

const NOW = new Date('2025-03-01T12:00:20.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  signIn(null);
  useUi.setState({ authModal: null });
});

const game = (code: string, name: string, patch: Partial<LotteryGame> = {}): LotteryGame => ({
  gameCode: code,
  vendor: 'ARCV',
  name,
  region: 'NORTH',
  prizeMode: 'Lott',
  intervalSeconds: 60,
  closeSeconds: 10,
  next: {
    drawNo: 29_022_480,
    issue: '20250301-1141',
    drawAt: '2025-03-01T12:01:00.000Z',
    closeAt: '2025-03-01T12:00:50.000Z',
  },
  lastSpecial: '12345',
  lastIssue: '20250301-1140',
  ...patch,
});

const ONE = game('ARCV-VN-1', 'Vietnam Lotto 1 Minute (North)');
const THREE = game('ARCV-VN-3', 'Vietnam Lotto 3 Minutes (South)', { region: 'SOUTH', lastSpecial: null });

const MENU = 'GET /lgw/vn/games/game_menu';
const LAUNCH = 'GET /wps/game/launchGame';
const routes = {
  [MENU]: {
    value: [
      { region: 'NORTH', title: 'Northern', games: [ONE] },
      { region: 'SOUTH', title: 'Southern', games: [THREE] },
    ],
  },
  'GET /lgw/vn/games/game_menu/recent': { value: [THREE] },
  'GET /lgw/games/popular': { value: [{ ...ONE, tickets: 12 }] },
  'GET /lgw/vn/numeros/opened/game': {
    value: [
      {
        ...ONE.next,
        gameCode: 'ARCV-VN-1',
        name: ONE.name,
        region: 'NORTH',
        drawnAt: '2025-03-01T12:00:00.500Z',
        special: '54321',
      },
    ],
  },
  [LAUNCH]: { value: { url: '/house/lottery/?token=tok&game=ARCV-VN-1', mode: 'iframe' } },
};

describe('Lottery page', () => {
  it('lists the lotteries by region with the draw, the time left to bet and the last special prize', async () => {
    signIn(0);
    await renderGames(<LotteryPage />, { path: '/lottery', routes });
    const menu = await screen.findByRole('navigation', { name: 'Lotteries' });
    const north = within(menu).getByRole('region', { name: 'Northern' });
    const button = within(north).getByRole('button', { name: /Vietnam Lotto 1 Minute/ });
    expect(button.textContent).toContain('Draw 20250301-1141');
    expect(button.textContent).toContain('closes in 0:30');
    expect(button.textContent).toContain('Last special prize 12345');
    expect(within(menu).getByRole('region', { name: 'Southern' }).textContent).toContain('Vietnam Lotto 3 Minutes');
    expect(await screen.findByRole('region', { name: 'Recently played' })).toBeTruthy();
    expect((await screen.findByRole('region', { name: 'Popular' })).textContent).toContain('12 tickets today');
    const results = await screen.findByRole('table', { name: 'Latest results' });
    expect(within(results).getAllByRole('row')[1]?.textContent).toContain('54321');
    expect(screen.getByText('Choose a lottery to play.')).toBeTruthy();
  });

  it('launches the chosen lottery through the lobby launch and frames the house lottery page', async () => {
    signIn(0);
    const { queries, router } = await renderGames(<LotteryPage />, { path: '/lottery', routes });
    const menu = await screen.findByRole('navigation', { name: 'Lotteries' });
    fireEvent.click(within(menu).getByRole('button', { name: /Vietnam Lotto 1 Minute/ }));
    const framed = await screen.findByTitle<HTMLIFrameElement>('Vietnam Lotto 1 Minute (North)');
    expect(framed.src).toContain('/house/lottery/?token=tok&game=ARCV-VN-1');
    expect(router.state.location.search).toBe('?gameCode=ARCV-VN-1&vendor=ARCV');
    expect(queries(LAUNCH)).toEqual([
      {
        vendor: 'ARCV',
        lottoGameCode: 'ARCV-VN-1',
        lottoPrizeMode: 'Lott',
        lottoView: 'betting',
        language: 'EN',
        backUrl: '/lottery?gameCode=ARCV-VN-1&vendor=ARCV',
        lottoArea: 'VN',
        launchMode: 'LOTT',
        device: 'WEB',
      },
    ]);
    expect(within(menu).getByRole('button', { name: /Vietnam Lotto 1 Minute/, pressed: true })).toBeTruthy();
    // The popular list marks the same lottery.
    const popular = screen.getByRole('region', { name: 'Popular' });
    expect(within(popular).getByRole('button', { pressed: true }).textContent).toContain('1 Minute');
  });

  it("opens a vendor's lobby from the address and shows a launch failure in the member's language", async () => {
    signIn(0);
    const { queries } = await renderGames(<LotteryPage />, {
      path: '/lottery?vendor=TCG&playType=SEA',
      routes: {
        ...routes,
        [LAUNCH]: { status: 503, code: 'game-maintenance', message: 'This game is under maintenance.', value: null },
      },
    });
    expect(await screen.findByText('This game is under maintenance.')).toBeTruthy();
    expect(queries(LAUNCH)[0]).toMatchObject({ vendor: 'TCG', lottoView: 'lobby', lottoPrizeMode: 'SEA' });
  });

  it('shows a visitor the lotteries and asks for a login before launching', async () => {
    const { queries } = await renderGames(<LotteryPage />, { path: '/lottery?gameCode=ARCV-VN-1', routes });
    expect(await screen.findByText('Please log in to play.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(useUi.getState().authModal).toBe('login');
    expect(queries(LAUNCH)).toHaveLength(0);
    expect(queries('GET /lgw/vn/games/game_menu/recent')).toHaveLength(0);
    expect(await screen.findByRole('region', { name: 'Popular' })).toBeTruthy();
  });

  it('offers a retry when the lotteries cannot be loaded', async () => {
    signIn(0);
    await renderGames(<LotteryPage />, {
      path: '/lott',
      routes: { ...routes, [MENU]: { status: 500, code: 'unknown-error', value: null } },
    });
    expect(await screen.findByText('The lotteries could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
