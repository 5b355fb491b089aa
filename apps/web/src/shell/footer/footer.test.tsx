import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceSealer } from '../../test/sealed.ts';
import { Footer } from './footer.tsx';
import { brandFixture, renderWithBrand } from './test-support.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const { key, seal } = serviceSealer();

describe('Footer', () => {
  it('shows three named licence badges, the help menu and the copyright', async () => {
    await renderWithBrand(<Footer />);
    for (const name of ['Malta Gaming Authority', 'British Virgin Islands', 'Philippines — PAGCOR']) {
      expect(screen.getByRole('img', { name })).toBeTruthy();
    }
    const help = within(screen.getByRole('navigation', { name: 'Help' }));
    expect(help.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/help?topic=privacy');
    expect(help.getByRole('link', { name: 'Help center' }).getAttribute('href')).toBe('/helpmc');
    expect(help.getAllByRole('link')).toHaveLength(6);
    expect(screen.getByText('© 2025 Arcadia. All rights reserved.')).toBeTruthy();
  });

  it('shows the help centre when the live-chat address will not open', async () => {
    const popup = { location: { href: 'about:blank' }, opener: {}, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const brand = brandFixture({ customerService: [{ csType: 3, path: seal('/helpmc') }] });
    await renderWithBrand(<Footer />, { brand });
    fireEvent.click(screen.getByRole('link', { name: /Live chat/ }));
    await waitFor(() => expect(popup.location.href).toBe(`${window.location.origin}/helpmc`));
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('has no live-chat link without a live-chat channel', async () => {
    await renderWithBrand(<Footer />);
    expect(screen.queryByRole('link', { name: /Live chat/ })).toBeNull();
  });

  it('opens the decrypted live chat in the 440×500 popup', async () => {
    const popup = { location: { href: 'about:blank' }, opener: {}, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const brand = brandFixture({
      customerService: [{ csType: 3, path: seal('/helpmc?channel=live-chat') }],
      customerServiceKey: key,
    });
    await renderWithBrand(<Footer />, { brand });
    const link = await screen.findByRole('link', { name: /Live chat/ });
    const address = `${window.location.origin}/helpmc?channel=live-chat`;
    await waitFor(() => expect(link.getAttribute('href')).toBe(address));
    fireEvent.click(link);
    expect(open).toHaveBeenCalledWith('', 'livechat', 'width=440,height=500');
    await waitFor(() => expect(popup.location.href).toBe(address));
  });
});
