import type { MEMBER_CENTRE_PAGES } from '@arcadia/contracts';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../lib/auth.ts';
import { MemoryRouter } from '../../lib/router/router.tsx';
import { useUi } from '../../lib/ui-store.ts';
import { CentreMenu } from './centre-menu.tsx';
import { MemberCentre } from './member-centre.tsx';
import { canOpenMemberCentre } from './open-rule.ts';
import { memberFixture, renderCentre, stubApi } from './test-support.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => {
    useUi.setState({ memberPanel: { page: null, open: false }, authModal: null });
    useAuth.setState({ token: null, isAgent: null, mustChangePassword: false });
  });
});

const MENU_LABELS = [
  'My account',
  'My wallet',
  'Deposit',
  'Withdraw',
  'Transfer to upline',
  'Betting record',
  'Account record',
  'Personal profit and loss',
  'Bonus details',
  'Reward centre',
  'Invite friends',
  'Mission activity',
  'Platform messages',
];

// The centre reads the address (a payment gateway sends the member back to /?deposit=<reference>).
const centre = () => (
  <MemoryRouter>
    <MemberCentre />
  </MemoryRouter>
);

const logIn = (type: number) => act(() => useAuth.setState({ token: 't', isAgent: type }));

async function openCentre(type: number, page: (typeof MEMBER_CENTRE_PAGES)[number] = 'depositv2') {
  logIn(type);
  vi.stubGlobal('fetch', stubApi({}).fetchMock);
  await renderCentre(centre(), { member: memberFixture({ type }) });
  act(() => useUi.getState().openMemberPanel(page));
}

describe('open rules', () => {
  it('needs a token and a type other than 4, known', () => {
    expect(canOpenMemberCentre(false, 0)).toBe(false);
    expect(canOpenMemberCentre(true, undefined)).toBe(false);
    expect(canOpenMemberCentre(true, 4)).toBe(false);
    for (const type of [0, 1, 2, 41, 42]) expect(canOpenMemberCentre(true, type)).toBe(true);
  });

  it('opens for a member at the page asked for', async () => {
    await openCentre(0, 'personalProfit');
    const dialog = await screen.findByRole('dialog', { name: 'Personal centre' });
    expect(await within(dialog).findByRole('heading', { name: 'Personal profit and loss' })).toBeTruthy();
    const menu = within(within(dialog).getByRole('navigation', { name: 'Personal centre menu' }));
    expect(menu.getByRole('button', { name: 'Personal profit and loss' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens for an agent too', async () => {
    await openCentre(41);
    expect(await screen.findByRole('dialog', { name: 'Personal centre' })).toBeTruthy();
  });

  it('stays shut for a trial account and forgets the request', async () => {
    await openCentre(4);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useUi.getState().memberPanel.open).toBe(false);
  });

  it('stays shut without a token', async () => {
    vi.stubGlobal('fetch', stubApi({}).fetchMock);
    await renderCentre(centre(), { member: memberFixture() });
    act(() => useUi.getState().openMemberPanel('securityCenter'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useUi.getState().memberPanel.open).toBe(false);
  });

  it('closes with the close button', async () => {
    await openCentre(0);
    const dialog = await screen.findByRole('dialog', { name: 'Personal centre' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(useUi.getState().memberPanel.open).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('menu', () => {
  it('lists the 13 pages in order, marks the active one and switches page', async () => {
    await openCentre(0, 'withdraw');
    const nav = within(await screen.findByRole('navigation', { name: 'Personal centre menu' }));
    const items = nav.getAllByRole('button');
    expect(items.map((item) => item.textContent?.trim())).toEqual(MENU_LABELS);
    expect(nav.getByRole('button', { name: 'Withdraw' }).getAttribute('aria-current')).toBe('page');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
    fireEvent.click(nav.getByRole('button', { name: 'Invite friends' }));
    expect(useUi.getState().memberPanel).toEqual({ page: 'referral', open: true });
    expect(nav.getByRole('button', { name: 'Invite friends' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { name: 'Invite friends' })).toBeTruthy();
  });

  it('shows no badge while no count is known', async () => {
    await openCentre(0);
    await screen.findByRole('navigation', { name: 'Personal centre menu' });
    expect(document.querySelector('.count-badge')).toBeNull();
  });

  it('shows the counts the server gives', async () => {
    logIn(0);
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /wps/relay/CSP_unreadCount': { value: { unreadCount: 4, messageCount: 4, missionCount: 2 } },
      }).fetchMock,
    );
    await renderCentre(centre(), { member: memberFixture() });
    act(() => useUi.getState().openMemberPanel('securityCenter'));
    const nav = within(await screen.findByRole('navigation', { name: 'Personal centre menu' }));
    expect(await nav.findByRole('button', { name: 'Platform messages 4 new' })).toBeTruthy();
    expect(nav.getByRole('button', { name: 'Mission activity 2 new' })).toBeTruthy();
    expect(nav.getByRole('button', { name: 'Reward centre' })).toBeTruthy();
  });

  it('shows a badge only for a count above 0, on mission, message and reward entries', async () => {
    await renderCentre(
      <CentreMenu
        active="securityCenter"
        counts={{ missionCount: 3, messageCount: 0, rewardCount: 120 }}
        onSelect={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Mission activity 3 new' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reward centre 120 new' }).textContent).toContain('99+');
    expect(screen.getByRole('button', { name: 'Platform messages' })).toBeTruthy();
    expect(document.querySelectorAll('.count-badge')).toHaveLength(2);
  });
});
