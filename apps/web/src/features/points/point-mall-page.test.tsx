import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../lib/auth.ts';
import { useUi } from '../../lib/ui-store.ts';
import PointMallPage from './point-mall-page.tsx';
import { CONFIG, redemption, renderMall, reward, stubMall } from './test-support.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => {
    useAuth.setState({ token: null, isAgent: null });
    useUi.setState({ authModal: null });
  });
});

const BALANCE = 'GET /wps/relay/MCS2_getPointBalance';
const REWARDS = 'GET /wps/relay/MCS2_getPointReward';
const CONFIG_ROUTE = 'GET /wps/relay/MCS2_getPointConfig';
const HISTORY = 'GET /wps/relay/MCS2_getRedeemPointList';
const REDEEM = 'POST /wps/relay/passwordCheck/MCS2_redeemPointReward';
const CONVERT = 'POST /wps/relay/passwordCheck/MCS2_convertPoint';

const asMember = () => act(() => useAuth.setState({ token: 'tok', isAgent: 0 }));

function member(routes: Parameters<typeof stubMall>[0] = {}) {
  asMember();
  return stubMall({
    [BALANCE]: { value: { balance: 3_000, totalEarned: 4_500, convertibleAmount: 30_00 } },
    [REWARDS]: {
      value: {
        list: [
          reward(),
          reward({ id: '8', name: 'Smartphone', points: 120_000, stock: 1, imageUrl: '/img/rewards/8.svg' }),
        ],
      },
    },
    [CONFIG_ROUTE]: { value: CONFIG },
    [HISTORY]: { value: { list: [], total: 0, totalPages: 0 } },
    ...routes,
  });
}

describe('the points mall', () => {
  it('asks a visitor to log in, and says a trial account cannot use it', async () => {
    stubMall({});
    await renderMall(<PointMallPage />);
    expect(screen.getByText('Log in to see your points and exchange them for rewards.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(useUi.getState().authModal).toBe('login');
    cleanup();
    act(() => useAuth.setState({ token: 'tok', isAgent: 4 }));
    await renderMall(<PointMallPage />);
    expect(screen.getByText(/for real accounts/)).toBeTruthy();
  });

  it('shows the points, the rewards with their art and stock, and who can afford what', async () => {
    member();
    await renderMall(<PointMallPage />);
    await waitFor(() => expect(screen.getByTestId('points-balance').textContent).toBe('3,000'));
    expect(screen.getByText('Worth ₱30.00 in your wallet')).toBeTruthy();
    expect(await screen.findByText('1 point for every ₱10.00 of valid bets')).toBeTruthy();
    const list = within(await screen.findByRole('list', { name: 'Rewards' }));
    expect(list.getByText('Arcadia mug')).toBeTruthy();
    expect(list.getByText('3 left')).toBeTruthy();
    expect(list.getByRole('button', { name: 'Redeem Arcadia mug' })).toHaveProperty('disabled', false);
    expect(list.getByRole('button', { name: 'Redeem Smartphone' })).toHaveProperty('disabled', true);
    expect(list.getByText('Needs 117,000 more points')).toBeTruthy();
    const art = [...document.querySelectorAll('.reward-image')].map((img) => img.getAttribute('src'));
    expect(art).toEqual(['/img/rewards/7.svg', '/img/rewards/8.svg']);
  });

  it('redeems with quantity, address and payment password, sealed, then leads to redeem history', async () => {
    const calls = member({
      [REDEEM]: { value: { redemption: redemption({ quantity: 2, points: 2_400 }), balance: 600 } },
    });
    const { router } = await renderMall(<PointMallPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem Arcadia mug' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Redeem Arcadia mug' }));
    fireEvent.change(dialog.getByLabelText('Quantity'), { target: { value: '3' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Redeem' }));
    expect(dialog.getByText('You need 600 more points for this.')).toBeTruthy();
    expect(dialog.getByText('Please give a full address (at least 5 characters).')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Quantity'), { target: { value: '2' } });
    fireEvent.change(dialog.getByLabelText('Receiving address'), { target: { value: ' 12 Rizal Avenue, Manila ' } });
    fireEvent.change(dialog.getByLabelText('Payment password'), { target: { value: '246810' } });
    expect(dialog.getByText('Total: 2,400 points')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Redeem' }));
    expect(await dialog.findByText(/Redemption P250301ABCDEF01 is in process/)).toBeTruthy();
    const sent = calls.find((call) => call.route === REDEEM)?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      rewardId: '7',
      quantity: 2,
      receiver: '12 Rizal Avenue, Manila',
      paymentPassword: '246810',
    });
    expect(sent.requestId).toEqual(expect.any(String));
    fireEvent.click(dialog.getByRole('button', { name: 'See redeem history' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=history'));
    expect(screen.getByRole('tab', { name: 'Redeem history' }).getAttribute('aria-selected')).toBe('true');
  });

  it('asks a mobile number for cash rewards', async () => {
    member({ [REWARDS]: { value: { list: [reward({ kind: 'cash', name: '₱50 mobile load', points: 500 })] } } });
    await renderMall(<PointMallPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem ₱50 mobile load' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByLabelText('Mobile number')).toBeTruthy();
    expect(dialog.queryByLabelText('Receiving address')).toBeNull();
  });

  it('lists redemptions with their state and the operator reference', async () => {
    member({
      [HISTORY]: {
        value: {
          list: [
            redemption({ state: 'approved', transactionRef: 'LBC-1' }),
            redemption({ reference: 'P2', state: 'rejected', remark: 'Out of area' }),
          ],
          total: 2,
          totalPages: 1,
        },
      },
    });
    await renderMall(<PointMallPage />, '/pointMall?tab=history');
    const table = within(await screen.findByRole('table', { name: 'Redeem history' }));
    expect(table.getByText('Approved')).toBeTruthy();
    expect(table.getByText('Ref. LBC-1')).toBeTruthy();
    expect(table.getByText('Rejected')).toBeTruthy();
    expect(table.getByText('Out of area')).toBeTruthy();
  });

  it('converts points, showing the money before sending', async () => {
    const calls = member({ [CONVERT]: { value: { points: 1_250, amount: 12_50, balance: 1_750, sumBalance: 99_00 } } });
    await renderMall(<PointMallPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Convert to wallet' }));
    const form = within(await screen.findByRole('form', { name: 'Convert points' }));
    fireEvent.change(form.getByLabelText('Points to convert'), { target: { value: '99' } });
    fireEvent.change(form.getByLabelText('Payment password'), { target: { value: '246810' } });
    fireEvent.click(form.getByRole('button', { name: 'Convert' }));
    expect(form.getByText('Convert at least 100 points.')).toBeTruthy();
    fireEvent.change(form.getByLabelText('Points to convert'), { target: { value: '1250' } });
    expect(form.getByText('You receive ₱12.50')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Convert' }));
    expect(await form.findByText('1250 points converted: ₱12.50 added to your wallet.')).toBeTruthy();
    expect(calls.find((call) => call.route === CONVERT)?.body).toMatchObject({
      points: 1_250,
      paymentPassword: '246810',
    });
  });

  it('shows the point rules sanitised', async () => {
    member({
      [CONFIG_ROUTE]: {
        value: { ...CONFIG, rules: '<p style="color:red">Earn <b>more</b></p><script>alert(1)</script>' },
      },
    });
    await renderMall(<PointMallPage />, '/pointMall?tab=rules');
    const text = await screen.findByText('more');
    expect(text.tagName).toBe('B');
    const html = text.closest('.point-rules-text')?.innerHTML ?? '';
    expect(html).not.toContain('script');
    expect(html).not.toContain('style');
  });
});
