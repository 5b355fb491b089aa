import type { Notice } from '@arcadia/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import modal from '../../i18n/locales/en/modal.json';
import notice from '../../i18n/locales/en/notice.json';
import { useUi } from '../../lib/ui-store.ts';
import { loadEnglish } from '../../test/english.ts';
import { AnnouncementModal } from './announcement-modal.tsx';

beforeAll(() => loadEnglish({ notice, modal }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => useUi.getState().closeNotice());
});

const item = (id: number, content = `<p>Body ${id}</p>`): Notice => ({
  id,
  type: 'B',
  title: `Notice ${id}`,
  content,
  time: '2026-01-01 10:00:00',
});

/** 12 notices: page 1 holds 1-9, page 2 holds 10-12; notice 3 carries a script and inline styles. */
const ALL = Array.from({ length: 12 }, (_, at) =>
  item(
    at + 1,
    at === 2
      ? '<p style="color:red">Safe</p><style>p{color:red}</style><script>window.hacked = true</script><img src=x onerror="window.hacked=true">'
      : undefined,
  ),
);

const renderModal = () => {
  const fetchMock = vi.fn(async (url: string) => {
    const query = new URL(url, 'http://x').searchParams;
    const page = Number(query.get('pageNo'));
    const list = ALL.slice((page - 1) * 9, page * 9);
    return Response.json({ success: true, code: 'ok', message: 'Success', value: { list, total: 12, totalPages: 2 } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AnnouncementModal />
    </QueryClientProvider>,
  );
  return fetchMock;
};

const item$ = (name: string) => screen.getByRole('button', { name });
const detailTitle = () => screen.queryByRole('article')?.querySelector('h3')?.textContent ?? null;

describe('AnnouncementModal', () => {
  it('opens from the store on the first notice and asks for every type, nine per page', async () => {
    const fetchMock = renderModal();
    act(() => useUi.getState().openNotice());
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    await within(dialog).findByRole('heading', { name: 'Notice 1' });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/wps/relay/MCSFE_getListAnnouncements?types=B%2CPL%2CPU%2CPR%2CH&execution=B&platform=W&pageNo=1&pageSize=9',
    );
    expect(item$('Notice 1').getAttribute('aria-expanded')).toBe('true');
  });

  it('opens at a given notice, collapses it on a second click and moves pages', async () => {
    renderModal();
    act(() => useUi.getState().openNotice(4));
    await screen.findByRole('heading', { name: 'Notice 4' });
    fireEvent.click(item$('Notice 4'));
    expect(detailTitle()).toBeNull();
    expect(screen.getByText('Choose an announcement on the left to read it.')).toBeTruthy();
    fireEvent.click(item$('Notice 5'));
    expect(detailTitle()).toBe('Notice 5');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('heading', { name: 'Notice 10' });
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('finds a notice on a later page', async () => {
    renderModal();
    act(() => useUi.getState().openNotice(11));
    await screen.findByRole('heading', { name: 'Notice 11' });
  });

  it('never runs the script in a notice', async () => {
    renderModal();
    act(() => useUi.getState().openNotice(3));
    const heading = await screen.findByRole('heading', { name: 'Notice 3' });
    const article = heading.closest('article');
    expect(article?.innerHTML).not.toContain('<script');
    expect(article?.innerHTML).not.toContain('onerror');
    // Nor an inline style, which the content-security-policy refuses.
    expect(article?.innerHTML).not.toMatch(/style/);
    expect(within(article as HTMLElement).getByText('Safe')).toBeTruthy();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('closes through the store', async () => {
    renderModal();
    act(() => useUi.getState().openNotice());
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(useUi.getState().notice.open).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
