import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceSealer } from '../../test/sealed.ts';
import { openChannel, openServicePopup, preferredChannel, resolveServiceUrl } from './customer-service.ts';

const { key, seal } = serviceSealer();

const fakePopup = () => {
  const popup = { location: { href: 'about:blank' }, opener: {}, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return { popup, open };
};

afterEach(() => vi.restoreAllMocks());

describe('preferredChannel', () => {
  it('prefers live chat over the customer-service page', () => {
    expect(
      preferredChannel([
        { csType: 1, path: '/helpmc' },
        { csType: 3, path: 'x' },
      ])?.csType,
    ).toBe(3);
  });
  it('falls back to the page, and to nothing', () => {
    expect(preferredChannel([{ csType: 1, path: '/helpmc' }])?.path).toBe('/helpmc');
    expect(preferredChannel([{ csType: 2, path: '/vip' }])).toBeUndefined();
  });
});

describe('resolveServiceUrl', () => {
  it('resolves relative paths against the site', () => {
    expect(resolveServiceUrl('/helpmc?channel=live-chat', 'https://a.test')).toBe(
      'https://a.test/helpmc?channel=live-chat',
    );
    expect(resolveServiceUrl('https://chat.test/x', 'https://a.test')).toBe('https://chat.test/x');
  });
  it('refuses script addresses', () => {
    expect(() => resolveServiceUrl('javascript:alert(1)', 'https://a.test')).toThrow();
  });
});

describe('openChannel', () => {
  it('opens the 440×500 popup first and points it at the decrypted address', async () => {
    const { popup, open } = fakePopup();
    await openChannel({ csType: 3, path: seal('/helpmc?channel=live-chat') }, key);
    expect(open).toHaveBeenCalledWith('', 'livechat', 'width=440,height=500');
    expect(popup.opener).toBeNull();
    expect(popup.location.href).toBe(`${window.location.origin}/helpmc?channel=live-chat`);
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('shows the help centre when the live-chat address cannot be opened', async () => {
    const { popup } = fakePopup();
    await openChannel({ csType: 3, path: `${seal('/helpmc').slice(0, -4)}AAAA` }, key);
    expect(popup.close).not.toHaveBeenCalled();
    expect(popup.location.href).toBe(`${window.location.origin}/helpmc`);
  });

  it('shows the help centre where the page has no Web Crypto to open the address (plain http)', async () => {
    const { popup } = fakePopup();
    vi.spyOn(crypto, 'subtle', 'get').mockReturnValue(undefined as unknown as SubtleCrypto);
    await openChannel({ csType: 3, path: seal('https://chat.example.com/room') }, key);
    expect(popup.location.href).toBe(`${window.location.origin}/helpmc`);
  });

  it('closes the popup when an address without a fallback cannot be had', async () => {
    const { popup } = fakePopup();
    await openServicePopup(() => Promise.reject(new Error('offline')));
    expect(popup.close).toHaveBeenCalled();
    expect(popup.location.href).toBe('about:blank');
  });

  it('opens the plain customer-service page without decrypting', async () => {
    const { popup } = fakePopup();
    await openChannel({ csType: 1, path: '/helpmc' }, key);
    expect(popup.location.href).toBe(`${window.location.origin}/helpmc`);
  });

  it('does nothing when the popup is blocked', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(openChannel({ csType: 1, path: '/helpmc' }, key)).resolves.toBeUndefined();
  });
});
