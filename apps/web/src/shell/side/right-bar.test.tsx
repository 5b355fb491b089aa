import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEYS, session } from '../../lib/storage.ts';
import { useUi } from '../../lib/ui-store.ts';
import { brandFixture, renderWithBrand } from '../footer/test-support.tsx';
import { RightBar } from './right-bar.tsx';

afterEach(() => {
  cleanup();
  session.remove(KEYS.token);
  vi.restoreAllMocks();
});

const bar = () => within(screen.getByRole('navigation', { name: 'Shortcuts' }));

describe('RightBar', () => {
  it('shows the configured resources, app downloads with a QR code', async () => {
    const brand = brandFixture({
      resources: [
        { resourceType: 'TELEGRAM', url: 'https://t.me/arcadia', qrCodeUrl: null },
        { resourceType: 'Android', url: '/down?platform=android', qrCodeUrl: '/down?platform=android' },
      ],
    });
    await renderWithBrand(<RightBar />, { brand });
    expect(bar().getByRole('link', { name: 'Promotions' }).getAttribute('href')).toBe('/promotions');
    const telegram = bar().getByRole('link', { name: 'Telegram' });
    expect(telegram.getAttribute('href')).toBe('https://t.me/arcadia');
    expect(telegram.getAttribute('target')).toBe('_blank');
    expect(bar().getByRole('link', { name: 'Android app' }).getAttribute('href')).toBe('/down?platform=android');
    // The QR code (and its encoder) comes only once the bar is pointed at.
    expect(bar().queryByRole('img', { name: 'QR code: Android app' })).toBeNull();
    fireEvent.pointerEnter(screen.getByRole('navigation', { name: 'Shortcuts' }));
    const qr = await bar().findByRole('img', { name: 'QR code: Android app' });
    expect(qr.getAttribute('width')).toBe('74');
    expect(bar().queryByRole('link', { name: 'Twitter' })).toBeNull();
  });

  it('sends a visitor to log in from invite', async () => {
    const { router } = await renderWithBrand(<RightBar />);
    fireEvent.click(bar().getByRole('button', { name: 'Invite friends' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('opens the referral page for a logged-in member', async () => {
    session.set(KEYS.token, 't');
    await renderWithBrand(<RightBar />);
    fireEvent.click(bar().getByRole('button', { name: 'Invite friends' }));
    expect(useUi.getState().memberPanel).toEqual({ page: 'referral', open: true });
  });

  it('hides invite for a member when referral promotion is off', async () => {
    session.set(KEYS.token, 't');
    await renderWithBrand(<RightBar />, { brand: brandFixture({ whitelabel: [] }) });
    expect(bar().queryByRole('button', { name: 'Invite friends' })).toBeNull();
  });

  it('opens customer service in the popup', async () => {
    const popup = { location: { href: 'about:blank' }, opener: {}, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    await renderWithBrand(<RightBar />);
    fireEvent.click(bar().getByRole('button', { name: 'Customer service' }));
    expect(open).toHaveBeenCalledWith('', 'livechat', 'width=440,height=500');
    await vi.waitFor(() => expect(popup.location.href).toBe(`${window.location.origin}/helpmc`));
  });
});
