import type { PlatformMessage } from '@arcadia/contracts';
import { en as messages } from '@arcadia/contracts/messages/en';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../../i18n/locales/en/common.json';
import inbox from '../../../i18n/locales/en/inbox.json';
import memberCentre from '../../../i18n/locales/en/memberCentre.json';
import { useAuth } from '../../../lib/auth.ts';
import { permissionInfoQuery } from '../../../lib/brand.ts';
import { centreCountsQuery } from '../../../lib/centre-counts.ts';
import { brandFixture } from '../../../test/brand-fixture.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { bodiesOf, countOf, stubApi } from '../test-support.tsx';
import { PlatformMessages } from './platform-messages.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => useAuth.setState({ token: null, isAgent: null }));
});

const welcome: PlatformMessage = {
  id: '7',
  kind: 'internal',
  template: null,
  title: 'Welcome',
  content: 'Line one\nLine two',
  time: '2025-03-02 10:00:00',
  read: false,
};
const paid: PlatformMessage = {
  id: '6',
  kind: 'system',
  template: 'withdrawal-paid',
  title: 'Withdrawal paid',
  content: 'Your withdrawal of 200.00 has been paid.',
  time: '2025-03-01 09:00:00',
  read: true,
};

async function renderInbox() {
  act(() => useAuth.setState({ token: 'tok', isAgent: 0 }));
  let list = [welcome, paid];
  const unread = () => list.filter((message) => !message.read).length;
  const api = stubApi({
    'GET /wps/relay/CSP_getMessageList': (_init, address) => {
      const shown = address.searchParams.get('unread') === 'true' ? list.filter((message) => !message.read) : list;
      return { value: { list: shown, total: shown.length, totalPages: 1, unreadCount: unread() } };
    },
    'POST /wps/relay/CSP_readMessage': (init) => {
      const { id } = JSON.parse(String(init.body)) as { id: string };
      list = list.map((message) => (message.id === id ? { ...message, read: true } : message));
      return { value: { message: list.find((message) => message.id === id), unreadCount: unread() } };
    },
    'POST /wps/relay/CSP_readAllMessages': () => {
      const read = unread();
      list = list.map((message) => ({ ...message, read: true }));
      return { value: { read, unreadCount: 0 } };
    },
  });
  vi.stubGlobal('fetch', api.fetchMock);
  const view = await renderWithApp(<PlatformMessages />, {
    texts: { memberCentre, common, messages, inbox },
    data: [
      [permissionInfoQuery().queryKey, brandFixture()],
      [centreCountsQuery().queryKey, { unreadCount: 1, messageCount: 1 }],
    ],
    routed: false,
    retry: false,
  });
  return { ...view, api };
}

describe('platform messages', () => {
  it('lists the messages newest first, the unread one marked', async () => {
    await renderInbox();
    expect(await screen.findByRole('button', { name: /Welcome \(unread\)/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Withdrawal paid/ }).className).toBe('message-row');
    expect(screen.getByText('1 unread')).toBeTruthy();
  });

  it('opens a message to read it, marks it read and refreshes the badges', async () => {
    const { api, client } = await renderInbox();
    fireEvent.click(await screen.findByRole('button', { name: /Welcome/ }));
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(screen.getByText(/Line one/).textContent).toBe('Line one\nLine two');
    await waitFor(() => expect(bodiesOf(api.calls, 'POST /wps/relay/CSP_readMessage')).toEqual([{ id: '7' }]));
    await waitFor(() => expect(client.getQueryState(centreCountsQuery().queryKey)?.isInvalidated).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Back to messages' }));
    expect(await screen.findByText('0 unread')).toBeTruthy();
    // A read message opens without being marked again.
    fireEvent.click(screen.getByRole('button', { name: /Withdrawal paid/ }));
    expect(countOf(api.calls, 'POST /wps/relay/CSP_readMessage')).toBe(1);
  });

  it('marks all read, and filters the unread', async () => {
    const { api } = await renderInbox();
    fireEvent.click(await screen.findByRole('button', { name: 'Unread' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Withdrawal paid/ })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('No unread messages.')).toBeTruthy();
    expect(countOf(api.calls, 'POST /wps/relay/CSP_readAllMessages')).toBe(1);
  });
});
