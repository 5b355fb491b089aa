import type { MenuCategory, VendorCard } from '@arcadia/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameMenusQuery } from '../../../lib/game-menus.ts';
import { useUi } from '../../../lib/ui-store.ts';
import { renderGames, signIn } from '../test-support.tsx';
import ElottListingPage from './elott-page.tsx';
import EsportsListingPage from './esports-page.tsx';
import SportsListingPage from './sports-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signIn(null);
  useUi.setState({ authModal: null, gameNotice: null });
});

const card = (vassalage: string, name: string, gameType: MenuCategory['title'], patch: Partial<VendorCard> = {}) => ({
  nodeId: vassalage.length,
  vassalage,
  name,
  gameType,
  accountTypeId: 1,
  accountTypeName: vassalage,
  isHot: 0 as const,
  isGame: 'GAME',
  logo: `vendors/${gameType}/${vassalage}.svg`,
  ...patch,
});

const MENUS: MenuCategory[] = [
  {
    id: 1,
    title: 'SPORTS',
    gameGroupCode: 'SPORTS',
    cards: [card('FB', 'FB Sports', 'SPORTS', { isHot: 1 }), card('SABA', 'SABA Sports', 'SPORTS')],
  },
  { id: 9, title: 'ESPORTS', gameGroupCode: 'ESPORTS', cards: [card('IMES', 'IM E-sports', 'ESPORTS')] },
  { id: 8, title: 'ELOTT', gameGroupCode: 'ELOTT', cards: [card('ELOTT', 'E-Lottery', 'ELOTT')] },
];

const LAUNCH = 'GET /wps/game/launchGame';
const render = (ui: React.ReactNode, path: string, routes = {}) =>
  renderGames(ui, { path, routes, data: [[gameMenusQuery().queryKey, MENUS]] });

describe('Vendor listing pages', () => {
  it("lists the category's vendors only, with their logos and the hot mark", async () => {
    await render(<SportsListingPage />, '/sports?vendor=SABA');
    expect(screen.getByRole('heading', { name: 'Sports', level: 1 })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Sports providers' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['Play FB Sports', 'Play SABA Sports']);
    expect(buttons[0]?.textContent).toContain('Hot');
    expect(buttons[1]?.getAttribute('aria-current')).toBe('true');
    expect(buttons[0]?.querySelector('img')?.getAttribute('src')).toBe('/img/vendors/SPORTS/FB.svg');
  });

  it('asks a visitor to log in before starting a vendor', async () => {
    const { requests } = await render(<EsportsListingPage />, '/esports');
    fireEvent.click(screen.getByRole('button', { name: 'Play IM E-sports' }));
    expect(useUi.getState().authModal).toBe('login');
    expect(requests).toHaveLength(0);
  });

  it("launches a member's vendor and opens it in the game page", async () => {
    signIn(0);
    const { router, queries } = await render(<SportsListingPage />, '/sports', {
      [LAUNCH]: { value: { url: '/house/saba/?token=t', mode: 'iframe' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Play SABA Sports' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(new URLSearchParams(router.state.location.search).get('url')).toBe('/house/saba/?token=t');
    expect(queries(LAUNCH)[0]).toMatchObject({ vendor: 'SABA', gameType: 'SPORTS' });
  });

  it("shows the vendor's maintenance honestly when its launch is refused", async () => {
    signIn(0);
    await render(<EsportsListingPage />, '/esports', {
      [LAUNCH]: { status: 503, code: 'game-maintenance', message: 'This game is under maintenance.', value: null },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Play IM E-sports' }));
    await vi.waitFor(() => expect(useUi.getState().gameNotice).toBe('This game is under maintenance.'));
  });

  it('sends an e-lottery vendor to the lottery page', async () => {
    signIn(0);
    const { router } = await render(<ElottListingPage />, '/elott');
    fireEvent.click(screen.getByRole('button', { name: 'Play E-Lottery' }));
    await vi.waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/lottery?vendor=ELOTT'),
    );
  });

  it('says so when a category has no vendors', async () => {
    await renderGames(<SportsListingPage />, { path: '/sports', data: [[gameMenusQuery().queryKey, []]] });
    expect(screen.getByText('No providers in this category yet.')).toBeTruthy();
  });
});
