import type { MenuCategory, VendorCard } from '@arcadia/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import common from '../../i18n/locales/en/common.json';
import home from '../../i18n/locales/en/home.json';
import { permissionInfoQuery } from '../../lib/brand.ts';
import { gameMenusQuery } from '../../lib/game-menus.ts';
import { MemoryRouter } from '../../lib/router/router.tsx';
import { loadEnglish } from '../../test/english.ts';
import { CategoryGrid } from './category-grid.tsx';

beforeAll(() => loadEnglish({ home, common }));

afterEach(cleanup);

const card = (gameType: MenuCategory['title'], code: string, nodeId: number): VendorCard => ({
  nodeId,
  vassalage: code,
  name: `${code} Games`,
  gameType,
  accountTypeId: nodeId,
  accountTypeName: code,
  isHot: 0,
  isGame: 'GAME',
  logo: `vendors/${gameType}/${code}.svg`,
});

const MENUS: MenuCategory[] = [
  { id: 1, title: 'SPORTS', gameGroupCode: 'SPORTS', cards: [card('SPORTS', 'FB', 1)] },
  {
    id: 3,
    title: 'RNG',
    gameGroupCode: 'RNG',
    cards: Array.from({ length: 8 }, (_, at) => card('RNG', `S${at}`, 10 + at)),
  },
  { id: 7, title: 'LOTT', gameGroupCode: 'LOTT', cards: [card('LOTT', 'TCG', 30), card('LOTT', 'SEA', 31)] },
];

const renderGrid = () => {
  const client = new QueryClient();
  client.setQueryData(permissionInfoQuery().queryKey, { imageCDNs: ['/cdn'] } as never);
  client.setQueryData(gameMenusQuery().queryKey, MENUS);
  vi.spyOn(Math, 'random').mockReturnValue(0);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CategoryGrid />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

describe('CategoryGrid', () => {
  it('links each category to its page', () => {
    renderGrid();
    expect(screen.getByRole('link', { name: 'Sports' }).getAttribute('href')).toBe('/sports');
    expect(screen.getByRole('link', { name: 'Slots' }).getAttribute('href')).toBe('/rng');
    expect(screen.getByRole('link', { name: 'Lottery' }).getAttribute('href')).toBe('/lott');
  });

  it('counts the providers and shows at most six logos from the image CDN', () => {
    renderGrid();
    const slots = screen.getByRole('link', { name: 'Slots' }).closest('article') as HTMLElement;
    expect(within(slots).getByText('8 providers')).toBeTruthy();
    const logos = within(slots).getAllByRole('img');
    expect(logos).toHaveLength(6);
    expect(logos[0]?.getAttribute('alt')).toBe('S0 Games');
    expect(logos[0]?.getAttribute('src')).toMatch(/\/vendors\/RNG\/S0\.svg$/);
    const sports = screen.getByRole('link', { name: 'Sports' }).closest('article') as HTMLElement;
    expect(within(sports).getByText('1 provider')).toBeTruthy();
  });
});
