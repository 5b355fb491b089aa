import type { Bonus, RewardItem } from '@arcadia/contracts';
import { en as messages } from '@arcadia/contracts/messages/en';
import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../../i18n/locales/en/common.json';
import memberCentre from '../../../i18n/locales/en/memberCentre.json';
import promotions from '../../../i18n/locales/en/promotions.json';
import { balanceQuery } from '../../../lib/balance.ts';
import { permissionInfoQuery } from '../../../lib/brand.ts';
import { brandFixture } from '../../../test/brand-fixture.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { BonusDetails } from '../bonus-details/bonus-details.tsx';
import { bodiesOf, type Routes, stubApi } from '../test-support.tsx';
import { RewardCenter } from './reward-center.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (patch: Partial<RewardItem> = {}): RewardItem => ({
  promotionId: '3',
  kind: 'rebate',
  title: 'Rebate 0.8%',
  amount: 4_80,
  tickets: 0,
  game: null,
  prizes: [],
  contact: 'none',
  artHue: 150,
  ...patch,
});

const bonus = (patch: Partial<Bonus> = {}): Bonus => ({
  id: 'b1',
  promotionId: '3',
  promotionTitle: 'Rebate 0.8%',
  source: 'rebate',
  state: 'Claimed',
  amount: 4_80,
  turnoverRequired: 0,
  turnoverDone: 0,
  time: '2025-03-01T06:30:00.000Z',
  remark: '600.00 × 0.80%',
  ...patch,
});

async function renderPage(ui: React.ReactNode, routes: Routes) {
  const api = stubApi(routes);
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => api.fetchMock(url, init));
  const view = await renderWithApp(ui, {
    texts: { promotions, memberCentre, common, messages },
    data: [
      [permissionInfoQuery().queryKey, brandFixture()],
      [balanceQuery().queryKey, { sumBalance: 0 }],
    ],
    routed: true,
    retry: false,
  });
  return { ...view, calls: api.calls };
}

describe('Reward centre', () => {
  it('lists what can be claimed and claims it once, then says so and refreshes the balance', async () => {
    let items = [item(), item({ promotionId: '4', kind: 'check-in', title: 'Daily check-in', amount: 1_00 })];
    const { calls, client } = await renderPage(<RewardCenter />, {
      'GET /wps/relay/MCS2_getRewardCenter': () => ({ value: { items } }),
      'POST /wps/relay/MCS2_claimPromotion': () => {
        items = items.slice(1);
        return { value: { bonus: bonus() } };
      },
    });
    const list = within(await screen.findByRole('list', { name: 'Rewards to claim' }));
    expect(list.getByText('₱4.80')).toBeTruthy();
    fireEvent.click(list.getByRole('button', { name: 'Claim Rebate 0.8%' }));
    expect(await screen.findByText('₱4.80 from Rebate 0.8% has been added to your wallet.')).toBeTruthy();
    expect(bodiesOf(calls, 'POST /wps/relay/MCS2_claimPromotion')).toEqual([{ promotionId: '3' }]);
    expect(client.getQueryState(balanceQuery().queryKey)?.isInvalidated).toBe(true);
    expect(await screen.findByRole('button', { name: 'Claim Daily check-in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim Rebate 0.8%' })).toBeNull();
  });

  it('says what a claim added even when it was the last reward and its card has gone', async () => {
    let items = [item()];
    // Beside it, another money figure that the claim refreshes too, and that answers later than the list.
    let answered = false;
    await renderPage(
      <>
        <RewardCenter />
        <BonusDetails />
      </>,
      {
        'GET /wps/relay/MCS2_getRewardCenter': () => ({ value: { items } }),
        'GET /wps/relay/MCS2_getBonusDetails': () => ({
          value: { list: [], total: 0, totalPages: 0, turnoverRemaining: 0 },
        }),
        'POST /wps/relay/MCS2_claimPromotion': () => {
          items = [];
          answered = true;
          return { value: { bonus: bonus() } };
        },
      },
    );
    const quick = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (answered && url.includes('getBonusDetails')) await new Promise((resolve) => setTimeout(resolve, 100));
      return quick(url, init);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Claim Rebate 0.8%' }));
    expect(await screen.findByText('Nothing to claim right now.')).toBeTruthy();
    await screen.findByText('₱4.80 from Rebate 0.8% has been added to your wallet.');
  });

  it('shows the prize of a raffle’s last ticket after the raffle has left the list', async () => {
    let items = [
      item({
        promotionId: '9',
        kind: 'raffle',
        title: 'Lucky egg',
        amount: 0,
        tickets: 1,
        game: 'golden-egg',
        prizes: ['₱8', 'Thanks'],
      }),
    ];
    await renderPage(<RewardCenter />, {
      'GET /wps/relay/MCS2_getRewardCenter': () => ({ value: { items } }),
      'POST /wps/relay/MCS2_claimRafflePromotion': () => {
        items = [];
        const draw = {
          id: 'd1',
          nonce: 0,
          roll: 3,
          weights: [1, 9],
          prizeIndex: 0,
          prizeLabel: '₱8',
          prizeAmount: 8_00,
        };
        return {
          value: {
            draw: { ...draw, time: '2025-03-01T06:30:00.000Z' },
            game: 'golden-egg',
            serverSeedHash: 'ab',
            clientSeed: 'cd',
            ticketsLeft: 0,
          },
        };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /egg/i }));
    expect(await screen.findByText('You won ₱8: ₱8.00 is in your wallet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /egg/i })).toHaveProperty('disabled', true);
  });

  it('asks for the WhatsApp ID before claiming when the promotion does', async () => {
    const { calls } = await renderPage(<RewardCenter />, {
      'GET /wps/relay/MCS2_getRewardCenter': { value: { items: [item({ contact: 'whatsapp' })] } },
      'POST /wps/relay/MCS2_claimPromotion': { value: { bonus: bonus() } },
    });
    const claim = await screen.findByRole('button', { name: 'Claim Rebate 0.8%' });
    fireEvent.click(claim);
    expect(screen.getByText(messages.error_whatsapp)).toBeTruthy();
    expect(bodiesOf(calls, 'POST /wps/relay/MCS2_claimPromotion')).toEqual([]);
    fireEvent.change(screen.getByLabelText('WhatsApp ID'), { target: { value: '639171234567' } });
    fireEvent.click(claim);
    await screen.findByText(/has been added to your wallet/);
    expect(bodiesOf(calls, 'POST /wps/relay/MCS2_claimPromotion')).toEqual([
      { promotionId: '3', contactId: '639171234567' },
    ]);
  });

  it('says when there is nothing to claim', async () => {
    await renderPage(<RewardCenter />, { 'GET /wps/relay/MCS2_getRewardCenter': { value: { items: [] } } });
    expect(await screen.findByText('Nothing to claim right now.')).toBeTruthy();
  });
});

describe('Bonus details', () => {
  it('shows each bonus with its state and turnover, and what is still needed before withdrawing', async () => {
    await renderPage(<BonusDetails />, {
      'GET /wps/relay/MCS2_getBonusDetails': {
        value: {
          list: [
            bonus({
              id: 'b2',
              promotionTitle: 'Reload 20%',
              source: 'application',
              state: 'Issued',
              amount: 200_00,
              turnoverRequired: 600_00,
              turnoverDone: 150_00,
              remark: 'welcome',
            }),
            bonus({
              id: 'a1',
              promotionTitle: 'VIP reload',
              source: 'application',
              state: 'Rejected',
              amount: null,
              remark: 'Deposit reversed',
            }),
          ],
          total: 2,
          totalPages: 1,
          turnoverRemaining: 450_00,
        },
      },
    });
    const list = within(await screen.findByRole('list', { name: 'Your bonuses' }));
    expect(screen.getByText('Valid bets still needed before you can withdraw: ₱450.00')).toBeTruthy();
    const issued = within(list.getAllByRole('listitem')[0] as HTMLElement);
    expect(issued.getByText('Issued')).toBeTruthy();
    expect(issued.getByText('₱200.00')).toBeTruthy();
    expect(issued.getByText('Turnover ₱150.00 of ₱600.00')).toBeTruthy();
    expect((issued.getByRole('progressbar', { name: 'Turnover of Reload 20%' }) as HTMLProgressElement).value).toBe(
      150_00,
    );
    const rejected = within(list.getAllByRole('listitem')[1] as HTMLElement);
    expect(rejected.getByText('Rejected')).toBeTruthy();
    expect(rejected.getByText('Deposit reversed')).toBeTruthy();
  });
});
