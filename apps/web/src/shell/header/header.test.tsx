import type { MenuCategory } from '@arcadia/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n.ts';
import { useUi } from '../../lib/ui-store.ts';
import { brandFixture } from '../../test/brand-fixture.ts';
import { Header } from './header.tsx';
import { renderHeaderPart, vendorCards } from './test-support.tsx';

vi.mock('../../i18n/i18n.ts', () => ({ changeLanguage: vi.fn(async () => {}) }));

const menus: MenuCategory[] = [
  { id: 1, title: 'SPORTS', gameGroupCode: 'SPORTS', cards: vendorCards('SPORTS', 2) },
  { id: 3, title: 'RNG', gameGroupCode: 'RNG', cards: vendorCards('RNG', 11, [0]) },
  { id: 2, title: 'LIVE', gameGroupCode: 'LIVE', cards: vendorCards('LIVE', 3) },
  { id: 7, title: 'LOTT', gameGroupCode: 'LOTT', cards: [] },
];

const renderHeader = (props = { isHome: true, isGamePage: false }, setup = {}) =>
  renderHeaderPart(<Header {...props} />, { menus, ...setup });

beforeEach(() => useUi.setState({ theme: 'dark', lowerNavHidden: false }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('Header navigation', () => {
  it('links the logo home and lists Home, the categories in server order, Promotions and App download', async () => {
    await renderHeader();
    expect(screen.getByRole('link', { name: 'Arcadia' }).getAttribute('href')).toBe('/');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    const links = nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Sports', '/sports'],
      ['Slots', '/rng'],
      ['Live casino', '/live'],
      ['Lottery', '/lott'],
      ['Promotions', '/promotions'],
      ['App download', '/down'],
    ]);
    expect(nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens a category drop-down on hover and closes it when the pointer leaves', async () => {
    await renderHeader();
    const slots = screen.getByRole('link', { name: 'Slots' });
    expect(screen.queryByRole('list', { name: 'Slots vendors' })).toBeNull();
    fireEvent.mouseEnter(slots.closest('li') as HTMLElement);
    const list = within(screen.getByRole('list', { name: 'Slots vendors' }));
    expect(list.getAllByRole('img')).toHaveLength(11);
    expect(list.getByRole('link', { name: 'More' })).toBeTruthy();
    expect(slots.getAttribute('aria-expanded')).toBe('true');
    fireEvent.mouseLeave(slots.closest('li') as HTMLElement);
    expect(screen.queryByRole('list', { name: 'Slots vendors' })).toBeNull();
  });

  it('opens a drop-down on keyboard focus and closes it on Escape', async () => {
    await renderHeader();
    const live = screen.getByRole('link', { name: 'Live casino' });
    fireEvent.focus(live);
    expect(within(screen.getByRole('list', { name: 'Live casino vendors' })).getAllByRole('img')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'More' })).toBeNull();
    fireEvent.keyDown(live, { key: 'Escape' });
    expect(screen.queryByRole('list', { name: 'Live casino vendors' })).toBeNull();
  });

  it('gives a category without vendors no drop-down', async () => {
    await renderHeader();
    const lottery = screen.getByRole('link', { name: 'Lottery' });
    expect(lottery.hasAttribute('aria-expanded')).toBe(false);
    fireEvent.mouseEnter(lottery.closest('li') as HTMLElement);
    expect(screen.queryByRole('list', { name: 'Lottery vendors' })).toBeNull();
  });
});

describe('Header top bar', () => {
  it('shows the brand offset and a clock that ticks every second', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(Date.UTC(2025, 0, 1, 16, 30, 5));
    await renderHeader();
    expect(screen.getByText('GMT+8')).toBeTruthy();
    const clock = screen.getByRole('timer', { name: 'Current time' });
    expect(clock.textContent).toBe('2025-01-02 00:30:05');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByTestId('clock').textContent).toBe('2025-01-02 00:30:06');
  });

  it('shows the licence info only on the home page', async () => {
    await renderHeader();
    const licence = screen.getByRole('button', { name: 'Licence' });
    fireEvent.mouseEnter(licence.parentElement as HTMLElement);
    expect(screen.getByText('Malta')).toBeTruthy();
    expect(screen.getByText('British Virgin Islands')).toBeTruthy();
    expect(screen.getByText('The Philippines')).toBeTruthy();
    cleanup();
    await renderHeader({ isHome: false, isGamePage: false });
    expect(screen.queryByRole('button', { name: 'Licence' })).toBeNull();
  });

  it('switches the theme between Black and Blue', async () => {
    await renderHeader();
    const black = screen.getByRole('button', { name: 'Black' });
    const blue = screen.getByRole('button', { name: 'Blue' });
    expect(black.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(blue);
    expect(useUi.getState().theme).toBe('light');
    expect(blue.getAttribute('aria-pressed')).toBe('true');
    expect(black.getAttribute('aria-pressed')).toBe('false');
  });

  it('folds the lower navigation away on game pages only', async () => {
    await renderHeader();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    cleanup();
    await renderHeader({ isHome: false, isGamePage: true });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it("lists only the brand's languages by native name and switches language", async () => {
    const { client } = await renderHeader(undefined, {
      brand: brandFixture({ merchant: { languages: ['TH', 'EN', 'CN'] } }),
    });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const trigger = screen.getByRole('button', { name: 'Language: English' });
    fireEvent.mouseEnter(trigger.parentElement as HTMLElement);
    const options = screen.getAllByRole('menuitemradio');
    expect(options.map((option) => option.textContent)).toEqual(['CN中文', 'ENEnglish', 'THไทย']);
    expect(screen.getByRole('menuitemradio', { name: 'English' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'ไทย' }));
    await waitFor(() => expect(invalidate).toHaveBeenCalled());
    expect(changeLanguage).toHaveBeenCalledWith('TH');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
