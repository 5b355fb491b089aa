import type { Notice } from '@arcadia/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import notice from '../../i18n/locales/en/notice.json';
import { useUi } from '../../lib/ui-store.ts';
import { loadEnglish } from '../../test/english.ts';
import { NoticeBar } from './notice-bar.tsx';

beforeAll(() => loadEnglish({ notice }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useUi.getState().closeNotice();
});

const item = (id: number, title: string): Notice => ({
  id,
  type: 'B',
  title,
  content: '<p>x</p>',
  time: '2026-01-01 00:00:00',
});

const renderBar = (list: Notice[]) => {
  const fetchMock = vi.fn(async () =>
    Response.json({
      success: true,
      code: 'ok',
      message: 'Success',
      value: { list, total: list.length, totalPages: 1 },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const utils = render(
    <QueryClientProvider client={client}>
      <NoticeBar />
    </QueryClientProvider>,
  );
  return { fetchMock, ...utils };
};

describe('NoticeBar', () => {
  it('asks for the newest general notices', async () => {
    const { fetchMock } = renderBar([item(1, 'Welcome')]);
    await screen.findByRole('button', { name: 'Welcome' });
    expect(String(fetchMock.mock.calls[0]?.at(0))).toBe(
      '/wps/relay/MCSFE_getListAnnouncements?types=B&pageNo=1&pageSize=20',
    );
  });

  it('opens the notice popup at the clicked title', async () => {
    renderBar([item(1, 'Welcome'), item(2, 'Maintenance')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Maintenance' }));
    expect(useUi.getState().notice).toEqual({ open: true, id: 2 });
  });

  it('shows each title once to assistive tech despite the looping copy', async () => {
    renderBar([item(1, 'Welcome')]);
    expect(await screen.findAllByRole('button', { name: 'Welcome' })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Latest news' })).toBeTruthy();
  });

  it('opens the popup at the first notice from "All notices"', async () => {
    renderBar([item(1, 'Welcome')]);
    fireEvent.click(await screen.findByRole('button', { name: 'All notices' }));
    expect(useUi.getState().notice).toEqual({ open: true, id: null });
  });

  it('keeps its place while the notices load, and renders nothing without notices', async () => {
    const { container } = renderBar([]);
    expect(container.querySelector('.notice-bar[aria-hidden="true"]')).not.toBeNull();
    await vi.waitFor(() => expect(container.innerHTML).toBe(''));
  });
});
