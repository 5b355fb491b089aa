import type { MemberSession } from '@arcadia/contracts';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../../lib/auth.ts';
import { formatRecordTime } from '../../../lib/brand-clock.ts';
import { KEYS, session } from '../../../lib/storage.ts';
import { renderCentre, stubApi } from '../test-support.tsx';
import { SessionsCard } from './sessions-card.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => useAuth.setState({ token: null, isAgent: null }));
  session.remove(KEYS.token);
});

const phone: MemberSession = {
  id: '11111111-1111-4111-8111-111111111111',
  browser: 'Chrome',
  os: 'Android',
  ip: '8.8.8.8',
  country: 'US',
  signedInAt: '2025-03-01T10:00:00.000Z',
  lastSeenAt: '2025-03-01T12:00:00.000Z',
  current: true,
};
const laptop: MemberSession = {
  ...phone,
  id: '22222222-2222-4222-8222-222222222222',
  browser: null,
  os: 'Windows',
  ip: '10.0.0.9',
  country: null,
  current: false,
};

async function renderSessions(sessions: MemberSession[]) {
  act(() => useAuth.setState({ token: 'tok', isAgent: 0 }));
  session.set(KEYS.token, 'tok');
  let live = sessions;
  const api = stubApi({
    'GET /wps/member/sessions': () => ({ value: live }),
    [`DELETE /wps/member/sessions/${laptop.id}`]: () => {
      live = live.filter((item) => item.id !== laptop.id);
      return { value: null };
    },
    'DELETE /wps/member/sessions': () => {
      const revoked = live.filter((item) => !item.current).length;
      live = live.filter((item) => item.current);
      return { value: { revoked } };
    },
  });
  vi.stubGlobal('fetch', api.fetchMock);
  await renderCentre(<SessionsCard />);
  return api;
}

const rows = () => screen.findAllByRole('listitem');

describe('SessionsCard', () => {
  it('lists each session: device, address and country, last seen on the brand clock, this one marked', async () => {
    await renderSessions([phone, laptop]);
    const [first, second] = (await rows()).map((item) => within(item));
    expect(first?.getByText('Chrome on Android')).toBeTruthy();
    expect(first?.getByText('This device')).toBeTruthy();
    expect(first?.getByText('8.8.8.8 · United States')).toBeTruthy();
    // On the brand's clock (GMT+8), as the records show times.
    expect(first?.getByText(formatRecordTime(phone.lastSeenAt, 480, 'EN'))).toBeTruthy();
    expect(first?.queryByRole('button')).toBeNull();
    expect(second?.getByText('Unknown browser on Windows')).toBeTruthy();
    expect(second?.getByText('10.0.0.9 · unknown location')).toBeTruthy();
  });

  it('signs another session out and reads the list again', async () => {
    const api = await renderSessions([phone, laptop]);
    await rows();
    fireEvent.click(screen.getByRole('button', { name: /^Sign out Unknown browser on Windows at 10\.0\.0\.9/ }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'That device has been signed out.');
    await vi.waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(api.calls.map((call) => call.key)).toContain(`DELETE /wps/member/sessions/${laptop.id}`);
  });

  it('signs out every other session at once, and offers it only when there is another', async () => {
    await renderSessions([phone, laptop, { ...laptop, id: '33333333-3333-4333-8333-333333333333' }]);
    await rows();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out all other devices' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Other devices signed out: 2.');
    await vi.waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Sign out all other devices' })).toBeNull();
  });
});
