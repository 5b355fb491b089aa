import type { Mission } from '@arcadia/contracts';
import { en as messages } from '@arcadia/contracts/messages/en';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../../i18n/locales/en/common.json';
import memberCentre from '../../../i18n/locales/en/memberCentre.json';
import missions from '../../../i18n/locales/en/missions.json';
import { useAuth } from '../../../lib/auth.ts';
import { balanceQuery } from '../../../lib/balance.ts';
import { permissionInfoQuery } from '../../../lib/brand.ts';
import { centreCountsQuery } from '../../../lib/centre-counts.ts';
import { brandFixture } from '../../../test/brand-fixture.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { bodiesOf, stubApi } from '../test-support.tsx';
import { MissionActivity } from './mission-activity.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => useAuth.setState({ token: null, isAgent: null }));
});

const base: Omit<Mission, 'missionId' | 'title' | 'goal' | 'target' | 'progress' | 'state'> = {
  description: '',
  period: 'daily',
  reward: 1_00,
  periodStart: '2025-03-02',
  periodEnd: '2025-03-02',
  claimedAt: null,
  endsAt: null,
};
const checkIn: Mission = {
  ...base,
  missionId: 1,
  title: 'Daily check-in',
  goal: 'logins',
  target: 1,
  progress: 1,
  state: 'claimable',
};
const betting: Mission = {
  ...base,
  missionId: 2,
  title: 'Bet 300',
  goal: 'valid-bet',
  target: 300_00,
  progress: 150_00,
  state: 'in-progress',
  reward: 5_00,
};

async function renderMissions() {
  act(() => useAuth.setState({ token: 'tok', isAgent: 0 }));
  let claimed = false;
  const summary = () => ({
    today: '2025-03-02',
    summary: { missions: 2, completed: 1, claimable: claimed ? 0 : 1, rewardEarned: claimed ? 1_00 : 0 },
    list: [claimed ? { ...checkIn, state: 'claimed' } : checkIn, betting],
  });
  const api = stubApi({
    'GET /wps/relay/MCSFE_getMissionSummaryDetails': () => ({ value: summary() }),
    'GET /wps/relay/MCSFE_getMissionLeaderboard': (_init, address) => ({
      value: {
        period: address.searchParams.get('period'),
        from: '2025-02-24',
        to: '2025-03-02',
        list: [{ rank: 1, account: 'de***o', missions: 3, reward: 12_00 }],
        me: { rank: null, missions: 0, reward: 0 },
      },
    }),
    'POST /wps/relay/MCSFE_claimMissionReward': () => {
      claimed = true;
      return { value: { mission: { ...checkIn, state: 'claimed' }, replayed: false } };
    },
  });
  vi.stubGlobal('fetch', api.fetchMock);
  const view = await renderWithApp(<MissionActivity />, {
    texts: { memberCentre, common, messages, missions },
    data: [
      [permissionInfoQuery().queryKey, brandFixture()],
      [balanceQuery().queryKey, { sumBalance: 0 }],
      [centreCountsQuery().queryKey, { unreadCount: 0, missionCount: 1 }],
    ],
    routed: false,
    retry: false,
  });
  return { ...view, api };
}

describe('mission activity', () => {
  it('shows each mission with its progress bar, and the totals', async () => {
    await renderMissions();
    const bar = await screen.findByRole('progressbar', { name: 'Bet 300' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(bar.getAttribute('aria-valuetext')).toBe('Valid bets: 150.00 / 300.00');
    expect(screen.getByRole('progressbar', { name: 'Daily check-in' }).getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText('Reward ₱5.00')).toBeTruthy();
    expect(screen.getByText('In progress')).toBeTruthy();
    expect(screen.getByText('Ready to claim').nextElementSibling?.textContent).toBe('1');
  });

  it('claims a reached mission, then refreshes the balance, the list and the badges', async () => {
    const { api, client } = await renderMissions();
    fireEvent.click(await screen.findByRole('button', { name: 'Claim Daily check-in' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', '₱1.00 has been added to your wallet.');
    expect(bodiesOf(api.calls, 'POST /wps/relay/MCSFE_claimMissionReward')).toEqual([{ missionId: 1 }]);
    await waitFor(() => expect(screen.getByText('Claimed')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Claim Daily check-in' })).toBeNull();
    expect(client.getQueryState(balanceQuery().queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(centreCountsQuery().queryKey)?.isInvalidated).toBe(true);
  });

  it('ranks the week or the month on the leaderboard', async () => {
    await renderMissions();
    const board = within(await screen.findByRole('region', { name: 'Leaderboard' }));
    expect(await board.findByText('de***o')).toBeTruthy();
    expect(board.getByText('You are not on the board yet: claim a mission to join it.')).toBeTruthy();
    fireEvent.click(board.getByRole('button', { name: 'This month' }));
    await waitFor(() =>
      expect(board.getByRole('button', { name: 'This month' }).getAttribute('aria-pressed')).toBe('true'),
    );
  });
});
