import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodiesOf, callsTo, fileOf, type Routes, renderCashier } from '../test-support.tsx';
import { BANK, bankOrder, CHANNELS, orderFixture, page } from './deposit-fixtures.ts';
import { useDepositFocus } from './deposit-focus.ts';
import { DepositPage } from './deposit-page.tsx';
import { leaveFor } from './leave-for.ts';

vi.mock('./leave-for.ts', () => ({ leaveFor: vi.fn() }));

const CHANNELS_API = 'GET /wps/member/deposit/channels';
const CREATE = 'POST /wps/member/deposits';
const LIST = 'GET /wps/member/deposits';

beforeEach(() => {
  vi.mocked(leaveFor).mockReset();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => useDepositFocus.setState({ reference: null, since: 0 }));
});

const renderDeposit = (routes: Routes = {}) =>
  renderCashier(<DepositPage />, {
    [CHANNELS_API]: { value: { channels: CHANNELS } },
    [LIST]: { value: page([]) },
    ...routes,
  });

const depositForm = async () => within(await screen.findByRole('form', { name: 'New deposit' }));
const quickAmounts = () =>
  within(screen.getByRole('group', { name: 'Quick amounts' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('Deposit', () => {
  it("offers the brand's channels with their limits and shortcut amounts inside them", async () => {
    await renderDeposit();
    const form = await depositForm();
    expect(screen.getByRole('heading', { name: 'Deposit' })).toBeTruthy();
    const gateway = form.getByRole('radio', { name: /ArcPay e-wallet/ });
    expect(gateway).toHaveProperty('checked', true);
    expect(form.getByText('₱50.00 – ₱50,000.00')).toBeTruthy();
    expect(quickAmounts()).toEqual(['₱50.00', '₱100.00', '₱200.00', '₱500.00', '₱1,000.00', '₱2,000.00']);
    expect(form.getByRole('button', { name: 'Go to payment' })).toBeTruthy();

    fireEvent.click(form.getByRole('radio', { name: /Bank transfer/ }));
    expect(quickAmounts()).toEqual(['₱100.00', '₱200.00', '₱500.00', '₱1,000.00', '₱2,000.00', '₱5,000.00']);
    expect(form.getByRole('button', { name: 'Create order' })).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: '₱500.00' }));
    expect(form.getByLabelText('Amount')).toHaveProperty('value', '500.00');
    expect(form.getByRole('button', { name: '₱500.00' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says so when the brand has no open channel', async () => {
    await renderDeposit({ [CHANNELS_API]: { value: { channels: [] } } });
    expect(await screen.findByText(/No deposit channel is available/)).toBeTruthy();
  });

  it('checks the amount against the channel before sending', async () => {
    const { calls } = await renderDeposit();
    const form = await depositForm();
    const submit = form.getByRole('button', { name: 'Go to payment' });
    fireEvent.click(submit);
    expect(form.getByText('Please enter an amount.')).toBeTruthy();
    fireEvent.change(form.getByLabelText('Amount'), { target: { value: '49.99' } });
    fireEvent.click(submit);
    expect(form.getByText('The amount must be between ₱50.00 and ₱50,000.00.')).toBeTruthy();
    fireEvent.change(form.getByLabelText('Amount'), { target: { value: '12.345' } });
    fireEvent.click(submit);
    expect(form.getByText('Please use at most two decimal places.')).toBeTruthy();
    expect(callsTo(calls, CREATE)).toHaveLength(0);
  });

  it('sends a gateway order in minor units and leaves for the checkout page', async () => {
    const payUrl = '/demo-gateway/checkout/abc.def';
    const { calls, balanceInvalidated } = await renderDeposit({
      [CREATE]: { value: orderFixture({ payUrl }) },
    });
    const form = await depositForm();
    fireEvent.change(form.getByLabelText('Amount'), { target: { value: '1,000.50' } });
    fireEvent.click(form.getByRole('button', { name: 'Go to payment' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(payUrl));
    const [body] = bodiesOf(calls, CREATE);
    expect(body).toMatchObject({ channelCode: 'DEMOPAY', amount: 1_000_50 });
    expect(String(body?.requestId)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(screen.getByRole('status').textContent).toBe('Taking you to the payment page…');
    expect(form.getByRole('button', { name: 'Go to payment' })).toHaveProperty('disabled', true);
    expect(balanceInvalidated()).toBe(true);
  });

  it('keeps the request id when the same order is retried, and shows the failure', async () => {
    let attempt = 0;
    const { calls } = await renderDeposit({
      [CREATE]: () => {
        attempt += 1;
        return attempt === 1
          ? { status: 503, code: 'unknown', message: 'Please try again.', value: null }
          : { value: orderFixture({ payUrl: '/pay' }) };
      },
    });
    const form = await depositForm();
    fireEvent.change(form.getByLabelText('Amount'), { target: { value: '500' } });
    fireEvent.click(form.getByRole('button', { name: 'Go to payment' }));
    expect((await form.findByRole('alert')).textContent).toBe('Please try again.');
    fireEvent.click(form.getByRole('button', { name: 'Go to payment' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/pay'));
    const [first, second] = bodiesOf(calls, CREATE);
    expect(second?.requestId).toBe(first?.requestId);
  });

  it("shows the server's message when the channel refuses", async () => {
    await renderDeposit({
      [CREATE]: {
        status: 409,
        code: 'channel-unavailable',
        message: 'This deposit channel is not available.',
        value: null,
      },
    });
    const form = await depositForm();
    fireEvent.change(form.getByLabelText('Amount'), { target: { value: '500' } });
    fireEvent.click(form.getByRole('button', { name: 'Go to payment' }));
    expect((await form.findByRole('alert')).textContent).toBe('This deposit channel is not available.');
    expect(leaveFor).not.toHaveBeenCalled();
  });
});

describe('Deposit: a bank transfer order', () => {
  const reference = 'D250301BANK01';
  const ORDER = `GET /wps/member/deposits/${reference}`;
  const PROOF = `POST /wps/member/deposits/${reference}/proof`;

  /** The server's side of one bank order: reads show what the last change made of it. */
  const bankServer = (): Routes => {
    let current = bankOrder();
    const change = (patch: Parameters<typeof bankOrder>[0]) => () => {
      current = bankOrder(patch);
      return { value: current };
    };
    return {
      [CREATE]: { value: current },
      [ORDER]: () => ({ value: current }),
      [PROOF]: change({ hasProof: true }),
      [`DELETE /wps/member/deposits/${reference}`]: change({ state: 'cancelled' }),
    };
  };

  async function openBankOrder() {
    const view = await renderDeposit(bankServer());
    const form = await depositForm();
    fireEvent.click(form.getByRole('radio', { name: /Bank transfer/ }));
    fireEvent.change(form.getByLabelText('Amount'), { target: { value: '1000' } });
    fireEvent.click(form.getByRole('button', { name: 'Create order' }));
    return { ...view, order: within(await screen.findByRole('region', { name: 'Deposit order' })) };
  }

  it('shows where to transfer, with copy buttons and the reference for the remark', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { order, calls } = await openBankOrder();
    expect(bodiesOf(calls, CREATE)[0]).toMatchObject({ channelCode: 'BANK', amount: 1_000_00 });
    expect(leaveFor).not.toHaveBeenCalled();
    expect(order.getByText(/Transfer exactly ₱1,000.00 to this account and write D250301BANK01/)).toBeTruthy();
    expect(order.getByText(BANK.bankName)).toBeTruthy();
    expect(order.getByText(BANK.accountName)).toBeTruthy();
    expect(order.getByText(BANK.accountNumber)).toBeTruthy();
    expect(order.getByText('Pending')).toBeTruthy();
    expect(order.getByText('2025-03-01 14:30')).toBeTruthy();
    expect(document.activeElement).toBe(order.getByRole('heading', { name: 'Deposit order' }));

    fireEvent.click(order.getByRole('button', { name: 'Copy Account number' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(BANK.accountNumber));
    expect(await order.findByText('Copied')).toBeTruthy();
    fireEvent.click(order.getByRole('button', { name: 'Copy Remark (reference)' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(reference));
    fireEvent.click(order.getByRole('button', { name: 'Copy Amount' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('1000.00'));
  });

  it('refuses a wrong proof file before sending and uploads a good one as multipart', async () => {
    const { order, calls } = await openBankOrder();
    const input = order.getByLabelText('Upload proof');
    fireEvent.change(input, { target: { files: [fileOf('proof.gif', 'image/gif')] } });
    expect(order.getByRole('alert').textContent).toBe('Please choose a PNG or JPG image.');
    fireEvent.change(input, { target: { files: [fileOf('big.png', 'image/png', 5 * 1024 * 1024 + 1)] } });
    expect(order.getByRole('alert').textContent).toBe('The image must be at most 5 MB.');
    expect(callsTo(calls, PROOF)).toHaveLength(0);

    const good = fileOf('proof.png', 'image/png');
    fireEvent.change(input, { target: { files: [good] } });
    expect(await order.findByText('Proof received. We will check it and credit your deposit.')).toBeTruthy();
    const [upload] = callsTo(calls, PROOF);
    expect((upload?.init.body as FormData | undefined)?.get('file')).toBe(good);
    expect(order.getByLabelText('Replace proof')).toBeTruthy();
  });

  it('cancels the order after asking', async () => {
    const { order, calls } = await openBankOrder();
    fireEvent.click(order.getByRole('button', { name: 'Cancel order' }));
    expect(callsTo(calls, `DELETE /wps/member/deposits/${reference}`)).toHaveLength(0);
    fireEvent.click(order.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await order.findByText('This order was cancelled.')).toBeTruthy();
    expect(order.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(order.queryByLabelText('Upload proof')).toBeNull();
    fireEvent.click(order.getByRole('button', { name: 'New deposit' }));
    expect(await screen.findByRole('form', { name: 'New deposit' })).toBeTruthy();
  });
});

describe('Deposit: the order in hand', () => {
  it('polls a pending gateway order until it is credited, then refreshes the balance', async () => {
    const reference = 'D250301K7M2QX';
    let reads = 0;
    act(() => useDepositFocus.getState().show(reference));
    const { balanceInvalidated } = await renderDeposit({
      [`GET /wps/member/deposits/${reference}`]: () => {
        reads += 1;
        return { value: orderFixture({ state: reads < 2 ? 'pending' : 'credited' }) };
      },
    });
    const order = within(await screen.findByRole('region', { name: 'Deposit order' }));
    expect(order.getByText('Waiting for the payment to be confirmed…')).toBeTruthy();
    expect(balanceInvalidated()).toBe(false);
    expect(await order.findByText('₱500.00 has been credited to your balance.')).toBeTruthy();
    expect(order.getByText('Credited')).toBeTruthy();
    expect(balanceInvalidated()).toBe(true);
  });

  it('lists the orders with their states, pages through them and opens one', async () => {
    const list = [
      orderFixture({ state: 'credited' }),
      bankOrder({ state: 'rejected' }),
      bankOrder({ reference: 'D250301BANK02', state: 'cancelled' }),
      bankOrder({ reference: 'D250301BANK03' }),
    ];
    const { urls } = await renderDeposit({
      [LIST]: { value: page(list, 2) },
      'GET /wps/member/deposits/D250301BANK03': { value: bankOrder({ reference: 'D250301BANK03' }) },
    });
    const table = within(await screen.findByRole('table', { name: 'Recent deposits' }));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Time',
      'Reference',
      'Channel',
      'Amount',
      'Status',
      'Actions',
    ]);
    const states = table
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('.state-badge')?.textContent);
    expect(states).toEqual(['Credited', 'Rejected', 'Cancelled', 'Pending']);

    const pager = within(screen.getByRole('navigation', { name: 'Deposit pages' }));
    expect(pager.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(pager.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(urls.some((url) => url.includes('pageNo=2'))).toBe(true));

    fireEvent.click(table.getByRole('button', { name: 'View order D250301BANK03' }));
    const order = within(await screen.findByRole('region', { name: 'Deposit order' }));
    expect((await order.findAllByText('D250301BANK03')).length).toBeGreaterThan(0);
    expect(order.getByText('Pending')).toBeTruthy();
  });

  it('asks for the list again on Refresh', async () => {
    const { calls } = await renderDeposit();
    expect(await screen.findByText('No deposits yet.')).toBeTruthy();
    const before = callsTo(calls, LIST).length;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(callsTo(calls, LIST).length).toBe(before + 1));
  });
});
