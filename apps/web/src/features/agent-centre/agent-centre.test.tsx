import type { MemberInfo, WhitelabelNode } from '@arcadia/contracts';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import agentCentre from '../../i18n/locales/en/agentCentre.json';
import modal from '../../i18n/locales/en/modal.json';
import { useAuth } from '../../lib/auth.ts';
import { permissionInfoQuery } from '../../lib/brand.ts';
import { consolidatedFundsQuery } from '../../lib/funds.ts';
import { memberInfoQuery } from '../../lib/member.ts';
import { useUi } from '../../lib/ui-store.ts';
import { brandFixture } from '../../test/brand-fixture.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { AgentCentre } from './agent-centre.tsx';
import { AGENT_ENTRIES, agentMenu, contractEntryApplies } from './agent-menu.ts';
import { canOpenAgentCentre } from './open-rule.ts';

afterEach(() => {
  cleanup();
  act(() => {
    useUi.setState({ agentPanel: { page: null, open: false } });
    useAuth.setState({ token: null, isAgent: null, mustChangePassword: false });
  });
});

const node = (modId: string, enabled: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled: enabled ? '1' : '0',
  childrenNodes,
});

const BASE_ENTRIES = [
  'Announcement',
  'Overview',
  'Account',
  'Team Management',
  'Team Betting',
  'User Profit and Loss',
  'My Income',
  'Transaction Details',
];

async function renderAgent(
  type: number | null,
  switches: Record<string, boolean> = {},
  flags: Record<string, number> | null = {},
) {
  if (type !== null) act(() => useAuth.setState({ token: 't', isAgent: type }));
  const whitelabel = [
    node(
      'AGENT',
      true,
      Object.entries(switches).map(([modId, on]) => node(modId, on)),
    ),
  ];
  await renderWithApp(<AgentCentre />, {
    texts: { agentCentre, modal },
    data: [
      [permissionInfoQuery().queryKey, brandFixture({ whitelabel })],
      [memberInfoQuery().queryKey, { type: type ?? 1 } as MemberInfo],
      // The consolidated funds with the contract flags (none given: a server without them).
      ...(flags ? [[consolidatedFundsQuery().queryKey, { sumBalance: 0, ...flags }] as const] : []),
    ],
    routed: false,
  });
  act(() => useUi.getState().openAgentPanel());
}

const menuNames = () =>
  within(screen.getByRole('navigation', { name: 'Agent menu' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('agent menu', () => {
  it('lists the fixed entries in order and each contract entry only with its switch', () => {
    expect(agentMenu(() => false).map((entry) => entry.page)).toEqual([
      'agentAnnouncement',
      'agentTeamOverview',
      'registerCenter',
      'downlineManagmentView',
      'personalHistoryCopy',
      'palStatementsAgentCopy',
      'agentRevenueReport',
      'agentDownlineTransactionDetailsCopy',
    ]);
    expect(agentMenu(() => true)).toEqual(AGENT_ENTRIES);
    expect(agentMenu((id) => id === 'HOURLY_SALARY').map((entry) => entry.page)).toContain('agentHourSalary');
    expect(agentMenu((id) => id === 'HOURLY_SALARY')).toHaveLength(9);
  });
});

describe('contract entries', () => {
  it('follow the flags of the consolidated contract info, within the brand switch', () => {
    const none = { dailysalreqtype: 0, dailysalinfo: 0 };
    expect(contractEntryApplies(none, true, 'DAILY_SALARY')).toBe(false);
    expect(contractEntryApplies({ ...none, dailysalinfo: 1 }, true, 'DAILY_SALARY')).toBe(true);
    expect(contractEntryApplies({ ...none, dailysalreqtype: 2 }, true, 'DAILY_SALARY')).toBe(true);
    expect(contractEntryApplies({ ...none, dailysalinfo: 1 }, false, 'DAILY_SALARY')).toBe(false);
    expect(contractEntryApplies({ divtypereq: 1, divinfo: 0 }, true, 'DIVIDEND_CONTRACT')).toBe(true);
    expect(contractEntryApplies({ contracthoursalreq: 0, hoursalinfo: 0 }, true, 'HOURLY_SALARY')).toBe(false);
    expect(contractEntryApplies({ realtimesalinfo: 1 }, true, 'REALTIME_SALARY')).toBe(true);
    // A server that sends no flags: the brand's switch decides.
    expect(contractEntryApplies({ sumBalance: 0 }, true, 'DAILY_SALARY')).toBe(true);
  });
});

describe('AgentCentre', () => {
  it('opens only for agent types with a token', () => {
    for (const type of [1, 2, 41, 42]) expect(canOpenAgentCentre(true, type)).toBe(true);
    for (const type of [0, 4, 3]) expect(canOpenAgentCentre(true, type)).toBe(false);
    expect(canOpenAgentCentre(false, 1)).toBe(false);
    expect(canOpenAgentCentre(true, undefined)).toBe(false);
  });

  it('shows the menu by the switches, the first page, and switches page', async () => {
    await renderAgent(2, { DIVIDEND_CONTRACT: true, DAILY_SALARY: false, HOURLY_SALARY: false, REALTIME_SALARY: true });
    const dialog = await screen.findByRole('dialog', { name: 'Agent' });
    await within(dialog).findByRole('navigation', { name: 'Agent menu' });
    expect(menuNames()).toEqual([...BASE_ENTRIES, 'Dividend', 'Real-Time Salary']);
    expect(await within(dialog).findByRole('heading', { name: 'Announcement' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Announcement' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Dividend' }));
    expect(useUi.getState().agentPanel).toEqual({ page: 'agentDividendRecordCopy2', open: true });
    expect(await within(dialog).findByRole('heading', { name: 'Dividend' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dividend' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows only the contract entries whose switch is on', async () => {
    await renderAgent(1, { DAILY_SALARY: true });
    await screen.findByRole('navigation', { name: 'Agent menu' });
    expect(menuNames()).toEqual([...BASE_ENTRIES, 'Daily Salary']);
  });

  it('shows the contract entries the flags say apply', async () => {
    const on = { DIVIDEND_CONTRACT: true, DAILY_SALARY: true, HOURLY_SALARY: true, REALTIME_SALARY: true };
    await renderAgent(2, on, {
      divtypereq: 0,
      divinfo: 0,
      dailysalreqtype: 1,
      dailysalinfo: 0,
      contracthoursalreq: 0,
      hoursalinfo: 1,
      realtimesalreqtype: 0,
      realtimesalinfo: 0,
    });
    await screen.findByRole('navigation', { name: 'Agent menu' });
    expect(menuNames()).toEqual([...BASE_ENTRIES, 'Daily Salary', 'Hourly Salary']);
  });

  it('renders only after the menu has loaded', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    await renderAgent(1, {}, null);
    await settle();
    vi.unstubAllGlobals();
    // The flags are still on their way (nobody answers here): no modal yet.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays shut for a member, a trial account and a visitor', async () => {
    for (const type of [0, 4, null]) {
      await renderAgent(type);
      await settle();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(useUi.getState().agentPanel.open).toBe(false);
      cleanup();
      act(() => useAuth.setState({ token: null, isAgent: null }));
    }
  });

  it('closes with the close button', async () => {
    await renderAgent(41);
    const dialog = await screen.findByRole('dialog', { name: 'Agent' });
    await within(dialog).findByRole('navigation', { name: 'Agent menu' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(useUi.getState().agentPanel.open).toBe(false);
  });
});
