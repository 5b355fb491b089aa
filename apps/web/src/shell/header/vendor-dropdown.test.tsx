import type { MenuCategory } from '@arcadia/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHeaderPart, vendorCards } from './test-support.tsx';
import { VendorDropdown } from './vendor-dropdown.tsx';

afterEach(cleanup);

const rng = (count: number, hot: number[] = []): MenuCategory => ({
  id: 3,
  title: 'RNG',
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
