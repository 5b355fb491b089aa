import type { Banner } from '@arcadia/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import home from '../../i18n/locales/en/home.json';
import { MemoryRouter, useLocation } from '../../lib/router/router.tsx';
import { loadEnglish } from '../../test/english.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { BannerSlides } from './banner-slides.tsx';

beforeAll(() => loadEnglish({ home }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const banner = (bannerId: number, linkageType: Banner['linkageType'], linkageTarget: string | null): Banner => ({
  bannerId,
  groupName: 'home',
  url: `/img/banners/home/${bannerId}.svg`,
  title: `Banner title ${bannerId}`,
  linkageType,
  linkageTarget,
});

const THREE = [banner(1, 'ROUTE', '/promotions'), banner(2, 'URL', 'https://example.com'), banner(3, null, null)];

function Where() {
  return <output data-testid="where">{useLocation().pathname + useLocation().search}</output>;
}

const renderSlides = (banners: Banner[]) =>
  render(
    <MemoryRouter>
      <BannerSlides banners={banners} />
      <Where />
    </MemoryRouter>,
  );

const current = () => screen.getByRole('button', { current: true });

describe('BannerSlides', () => {
  it('advances every 5000 ms and wraps around', () => {
    vi.useFakeTimers();
    renderSlides(THREE);
    expect(current().getAttribute('aria-label')).toBe('Banner 1');
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(current().getAttribute('aria-label')).toBe('Banner 1');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(current().getAttribute('aria-label')).toBe('Banner 2');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(current().getAttribute('aria-label')).toBe('Banner 1');
  });

  it('jumps to a bullet and waits a full interval from there', () => {
    vi.useFakeTimers();
    renderSlides(THREE);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Banner 3' }));
    expect(current().getAttribute('aria-label')).toBe('Banner 3');
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(current().getAttribute('aria-label')).toBe('Banner 3');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(current().getAttribute('aria-label')).toBe('Banner 1');
  });

  it('pauses while hovered', () => {
    vi.useFakeTimers();
    renderSlides(THREE);
    fireEvent.mouseEnter(screen.getByRole('region'));
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(current().getAttribute('aria-label')).toBe('Banner 1');
    fireEvent.mouseLeave(screen.getByRole('region'));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(current().getAttribute('aria-label')).toBe('Banner 2');
  });

  it('has no bullets and no timer for a single banner', () => {
    vi.useFakeTimers();
    renderSlides([banner(1, null, null)]);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(screen.getByAltText('Banner title 1')).toBeTruthy();
  });

  it('opens a route in the app, an address in a new tab and a promotion detail', () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderSlides([
      banner(1, 'ROUTE', '/promotions'),
      banner(2, 'URL', 'https://example.com'),
      banner(3, 'PROMOTION', '7'),
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'Banner title 1' }));
    expect(screen.getByTestId('where').textContent).toBe('/promotions');
    fireEvent.click(screen.getByRole('button', { name: 'Banner 2' }));
    fireEvent.click(screen.getByRole('link', { name: 'Banner title 2' }));
    expect(open).toHaveBeenCalledWith('https://example.com', '_blank', 'noopener');
    fireEvent.click(screen.getByRole('button', { name: 'Banner 3' }));
    fireEvent.click(screen.getByRole('link', { name: 'Banner title 3' }));
    expect(screen.getByTestId('where').textContent).toBe('/promoDetail?id=7');
  });

  it('does not make an unlinked banner clickable', () => {
    renderSlides([banner(1, null, null)]);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('BannerCarousel', () => {
  const renderCarousel = (value: Banner[]) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: true, code: 'ok', message: 'Success', value })),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <BannerCarousel group="home" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  };

  it('renders nothing for an empty group', async () => {
    const { container } = renderCarousel([]);
    await act(async () => {});
    expect(container.innerHTML).toBe('');
  });

  it('asks for its group and shows the banners', async () => {
    renderCarousel(THREE);
    expect(await screen.findByAltText('Banner title 1')).toBeTruthy();
    const fetchMock = vi.mocked(fetch);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/wps/relay/MCSFE_getBanners?groupName=home');
  });
});
