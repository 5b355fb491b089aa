import type { MenuCategory } from '@arcadia/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../lib/auth.ts';
import { useUi } from '../../lib/ui-store.ts';
import { renderHeaderPart, vendorCards } from './test-support.tsx';
import { VendorDropdown } from './vendor-dropdown.tsx';

afterEach(() => {
  cleanup();
  useAuth.setState({ token: null, isAgent: null });
  useUi.setState({ authModal: null, gameList: null });
  sessionStorage.clear();
});

const rng = (count: number, hot: number[] = []): MenuCategory => ({
  id: 3,
  title: 'RNG',
  gameGroupCode: 'RNG',
  cards: vendorCards('RNG', count, hot),
});

const renderDropdown = (category: MenuCategory, onNavigate = vi.fn()) =>
  renderHeaderPart(
    <VendorDropdown category={category} label="Slots vendors" imageCdn="/cdn2/img" onNavigate={onNavigate} />,
  );

describe('VendorDropdown', () => {
  it('shows each vendor logo from the image CDN, lazily, linking to its lobby', async () => {
    await renderDropdown(rng(3));
    const list = within(screen.getByRole('list', { name: 'Slots vendors' }));
    const logos = list.getAllByRole('img');
    expect(logos).toHaveLength(3);
    expect(logos[0]?.getAttribute('src')).toBe('/cdn2/img/vendors/RNG/V1.svg');
    expect(logos[0]?.getAttribute('alt')).toBe('Vendor 1');
    expect(logos[0]?.getAttribute('loading')).toBe('lazy');
    expect(list.getByRole('link', { name: 'Vendor 2' }).getAttribute('href')).toBe('/rng?type=vassalage&vassalage=V2');
    expect(list.queryByRole('link', { name: /More/ })).toBeNull();
  });

  it('marks hot vendors only', async () => {
    await renderDropdown(rng(4, [1, 3]));
    const list = within(screen.getByRole('list', { name: 'Slots vendors' }));
    expect(list.getAllByText('HOT')).toHaveLength(2);
    expect(list.getByRole('link', { name: /Vendor 2/ }).textContent).toContain('HOT');
    expect(list.getByRole('link', { name: 'Vendor 1' }).textContent).not.toContain('HOT');
  });

  it('adds the more tile when there are exactly 11 vendors', async () => {
    await renderDropdown(rng(11));
    const list = within(screen.getByRole('list', { name: 'Slots vendors' }));
    expect(list.getAllByRole('img')).toHaveLength(11);
    expect(list.getByRole('link', { name: 'More' }).getAttribute('href')).toBe('/rng');
  });

  it('shows at most 11 logos and no more tile above 11 vendors', async () => {
    await renderDropdown(rng(14));
    const list = within(screen.getByRole('list', { name: 'Slots vendors' }));
    expect(list.getAllByRole('img')).toHaveLength(11);
    expect(list.queryByRole('link', { name: 'More' })).toBeNull();
  });

  it('shows no more tile below 11 vendors', async () => {
    await renderDropdown(rng(10));
    const list = within(screen.getByRole('list', { name: 'Slots vendors' }));
    expect(list.getAllByRole('img')).toHaveLength(10);
    expect(list.queryByRole('link', { name: 'More' })).toBeNull();
  });
});

describe('VendorDropdown clicks start the vendor (game-start rules)', () => {
  it('asks a visitor to log in and stays', async () => {
    const onNavigate = vi.fn();
    const { router } = await renderDropdown(rng(2), onNavigate);
    fireEvent.click(screen.getByRole('link', { name: 'Vendor 1' }));
    expect(useUi.getState().authModal).toBe('login');
    expect(router.state.location.pathname).toBe('/');
    expect(onNavigate).toHaveBeenCalled();
  });

  it('opens the slot lobby on the vendor for a member, remembering the vendor', async () => {
    useAuth.setState({ token: 't', isAgent: 0 });
    const { router } = await renderDropdown(rng(2));
    fireEvent.click(screen.getByRole('link', { name: 'Vendor 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=vassalage&vassalage=V2'));
    expect(router.state.location.pathname).toBe('/rng');
    expect(sessionStorage.getItem('vassalage')).toBe('V2');
  });

  it('opens the popup game list for a VASSALAGE vendor', async () => {
    useAuth.setState({ token: 't', isAgent: 0 });
    const cards = vendorCards('PVP', 1).map((card) => ({ ...card, isGame: 'VASSALAGE' }));
    await renderDropdown({ id: 6, title: 'PVP', gameGroupCode: 'PVP', cards });
    fireEvent.click(screen.getByRole('link', { name: 'Vendor 1' }));
    expect(useUi.getState().gameList).toEqual({ vendor: 'V1', gameType: 'PVP', name: 'Vendor 1' });
  });
});
