import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUi } from '../../../lib/ui-store.ts';
import { bodiesOf, callsTo, fileOf, type Routes, renderCashier } from '../test-support.tsx';
import { ACCOUNT, page, settingsFixture, withdrawalFixture } from './withdraw-fixtures.ts';
import { WithdrawPage } from './withdraw-page.tsx';

const SETTINGS = 'GET /wps/member/withdraw/settings';
const BIND = 'POST /wps/member/payout-accounts';
const REQUEST = 'POST /wps/member/withdrawals';
const LIST = 'GET /wps/member/withdrawals';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => useUi.setState({ memberPanel: { page: null, open: false } }));
});

const renderWithdraw = (routes: Routes = {}) =>
  renderCashier(<WithdrawPage />, {
    [SETTINGS]: { value: settingsFixture() },
    [LIST]: { value: page([]) },
    ...routes,
  });

const withdrawForm = async () => within(await screen.findByRole('form', { name: 'Withdrawal' }));

describe('Withdraw: what comes first', () => {
  it('shows the balance and limits, and sends a member without a payment password to My account', async () => {
    await renderWithdraw({ [SETTINGS]: { value: settingsFixture({ hasPaymentPassword: false, accounts: [] }) } });
    expect(await screen.findByText('₱1,500.00')).toBeTruthy();
    expect(screen.getByText('₱100.00 – ₱50,000.00')).toBeTruthy();
    expect(screen.getByText('1 of 5 used, 4 left')).toBeTruthy();
    expect(screen.getByText('Please set a payment password in My account before you withdraw.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go to My account' }));
    expect(useUi.getState().memberPanel).toEqual({ page: 'securityCenter', open: true });
  });

  it('binds a first account, checking it before sending, then offers the withdrawal form', async () => {
    let accounts: (typeof ACCOUNT)[] = [];
    const { calls } = await renderWithdraw({
      [SETTINGS]: () => ({ value: settingsFixture({ accounts }) }),
      [BIND]: () => {
        accounts = [ACCOUNT];
        return { value: ACCOUNT };
      },
    });
    const form = within(await screen.findByRole('form', { name: 'Bind a withdrawal account' }));
    fireEvent.change(form.getByLabelText('Bank name'), { target: { value: 'BPI' } });
    fireEvent.change(form.getByLabelText('Account name'), { target: { value: ' Juan Cruz ' } });
    fireEvent.change(form.getByLabelText('Account number'), { target: { value: '12-34' } });
    fireEvent.click(form.getByRole('button', { name: 'Bind account' }));
    expect(form.getByText('Please enter 6-24 digits.')).toBeTruthy();
    expect(form.getByText('Please fill this in.')).toBeTruthy();
    expect(callsTo(calls, BIND)).toHaveLength(0);

    fireEvent.change(form.getByLabelText('Account number'), { target: { value: '001234565678' } });
    fireEvent.change(form.getByLabelText('Payment password'), { target: { value: '246810' } });
    fireEvent.click(form.getByRole('button', { name: 'Bind account' }));
    await withdrawForm();
    expect(bodiesOf(calls, BIND)).toEqual([
      { bankName: 'BPI', accountName: 'Juan Cruz', accountNumber: '001234565678', paymentPassword: '246810' },
    ]);
  });

  it("shows the server's message for a wrong payment password", async () => {
    await renderWithdraw({
      [SETTINGS]: { value: settingsFixture({ accounts: [] }) },
      [BIND]: {
        status: 400,
        code: 'wrong-payment-password',
        message: 'The payment password is incorrect.',
        value: null,
      },
    });
    const form = within(await screen.findByRole('form', { name: 'Bind a withdrawal account' }));
    fireEvent.change(form.getByLabelText('Bank name'), { target: { value: 'BPI' } });
    fireEvent.change(form.getByLabelText('Account name'), { target: { value: 'Juan Cruz' } });
    fireEvent.change(form.getByLabelText('Account number'), { target: { value: '001234565678' } });
    fireEvent.change(form.getByLabelText('Payment password'), { target: { value: '111111' } });
    fireEvent.click(form.getByRole('button', { name: 'Bind account' }));
    expect((await form.findByRole('alert')).textContent).toBe('The payment password is incorrect.');
  });
});

describe('Withdraw: a request', () => {
  it('checks the amount against the limits and the balance before sending', async () => {
    const { calls } = await renderWithdraw();
    const form = await withdrawForm();
    const submit = form.getByRole('button', { name: 'Withdraw' });
    fireEvent.change(form.getByLabelText('Amount'), { target: { value: '99.99' } });
    fireEvent.click(submit);
    expect(form.getByText('The amount must be between ₱100.00 and ₱50,000.00.')).toBeTruthy();
    expect(form.getByText('Please fill this in.')).toBeTruthy();
    fireEvent.change(form.getByLabelText('Amount'), { target: { value: '1,500.01' } });
    fireEvent.click(submit);
    expect(form.getByText('The amount is more than your main balance.')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Withdraw all' }));
    expect(form.getByLabelText('Amount')).toHaveProperty('value', '1500.00');
    expect(callsTo(calls, REQUEST)).toHaveLength(0);
  });

  it('sends the request in minor units with a request id, says it is held and refreshes the money', async () => {
    const { calls, balanceInvalidated } = await renderWithdraw({
      [REQUEST]: { value: withdrawalFixture() },
    });
    const form = await withdrawForm();
    expect(form.getByRole('combobox', { name: 'Withdraw to' }).textContent).toBe('BPI · Juan Cruz · ********5678');
    fireEvent.change(form.getByLabelText('Amount'), { target: { value: '200' } });
    fireEvent.change(form.getByLabelText('Payment password'), { target: { value: '246810' } });
    fireEvent.click(form.getByRole('button', { name: 'Withdraw' }));
    expect((await form.findByRole('status')).textContent).toBe(
      'Withdrawal W250301AAAAAA requested: ₱200.00 is held until it is paid.',
    );
    const [body] = bodiesOf(calls, REQUEST);
    expect(body).toMatchObject({ amount: 200_00, accountId: '7', paymentPassword: '246810' });
    expect(String(body?.requestId)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(form.getByLabelText('Payment password')).toHaveProperty('value', '');
    expect(balanceInvalidated()).toBe(true);
    // The next amount starts a new withdrawal: the message goes, and a new request id will be used.
    fireEvent.change(form.getByLabelText('Amount'), { target: { value: '300' } });
    expect(form.queryByRole('status')).toBeNull();
  });

  it("says when today's withdrawals are used up and does not send", async () => {
    await renderWithdraw({
      [SETTINGS]: { value: settingsFixture({ limits: { ...settingsFixture().limits, usedToday: 5 } }) },
    });
    const form = await withdrawForm();
    expect(form.getByText(/You have used all of today's withdrawals/)).toBeTruthy();
    expect(form.getByRole('button', { name: 'Withdraw' })).toHaveProperty('disabled', true);
  });

  it('binds another account from the form and comes back', async () => {
    await renderWithdraw();
    await withdrawForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add another account' }));
    const bind = within(screen.getByRole('form', { name: 'Bind a withdrawal account' }));
    fireEvent.click(bind.getByRole('button', { name: 'Back' }));
    await withdrawForm();
  });
});

describe('Withdraw: the list and the receipt', () => {
  const paid = (reference: string) =>
    withdrawalFixture({
      reference,
      state: 'paid',
      paidAt: new Date().toISOString(),
      autoReceiveAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    });

  it('words every state, with the reason and the auto-receive countdown', async () => {
    const list = [
      withdrawalFixture({ reference: 'W1' }),
      withdrawalFixture({ reference: 'W2', state: 'approved' }),
      withdrawalFixture({ reference: 'W3', state: 'rejected', rejectReason: 'Name does not match' }),
      paid('W4'),
      withdrawalFixture({ reference: 'W5', state: 'received' }),
      withdrawalFixture({ reference: 'W6', state: 'not_received', hasProof: true }),
      withdrawalFixture({ reference: 'W7', state: 'auto_received' }),
      withdrawalFixture({ reference: 'W8', state: 'refunded' }),
    ];
    await renderWithdraw({ [LIST]: { value: page(list) } });
    const table = within(await screen.findByRole('table', { name: 'My withdrawals' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('.state-badge')?.textContent)).toEqual([
      'Requested',
      'Approved',
      'Rejected',
      'Paid',
      'Received',
      'Not received',
      'Auto received',
      'Refunded',
    ]);
    expect(table.getByText('Reason: Name does not match')).toBeTruthy();
    expect(table.getByText(/^Auto-received at \d{4}-\d\d-\d\d \d\d:\d\d \((30:00|29:5\d) left\)$/)).toBeTruthy();
    expect(table.getAllByText('2025-03-01 14:30')).toHaveLength(8);
    // Only the paid one asks for an answer.
    expect(table.getAllByRole('button', { name: 'Received' })).toHaveLength(1);
    expect(table.getAllByRole('button', { name: 'Not received' })).toHaveLength(1);
  });

  it('marks a paid withdrawal received, the proof optional', async () => {
    let state = paid('W4');
    const { calls, balanceInvalidated } = await renderWithdraw({
      [LIST]: () => ({ value: page([state]) }),
      'POST /wps/member/withdrawals/W4/confirm': () => {
        state = { ...state, state: 'received', autoReceiveAt: null };
        return { value: state };
      },
    });
    const table = within(await screen.findByRole('table', { name: 'My withdrawals' }));
    fireEvent.click(table.getByRole('button', { name: 'Received' }));
    const form = within(screen.getByRole('form', { name: 'Confirm W4 received' }));
    expect(form.getByText('Confirm that ₱200.00 arrived in your bank account. This cannot be undone.')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Confirm received' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Confirm W4 received' })).toBeNull());
    const [sent] = callsTo(calls, 'POST /wps/member/withdrawals/W4/confirm');
    const body = sent?.init.body as FormData;
    expect(body.get('received')).toBe('true');
    expect(body.get('file')).toBeNull();
    expect(balanceInvalidated()).toBe(true);
    await waitFor(() => expect(table.queryByRole('button', { name: 'Received' })).toBeNull());
    expect(table.getByText('Received')).toBeTruthy();
  });

  it('requires a proof image to report a withdrawal not received', async () => {
    const { calls } = await renderWithdraw({
      [LIST]: { value: page([paid('W4')]) },
      'POST /wps/member/withdrawals/W4/confirm': { value: { ...paid('W4'), state: 'not_received', hasProof: true } },
    });
    const table = within(await screen.findByRole('table', { name: 'My withdrawals' }));
    fireEvent.click(table.getByRole('button', { name: 'Not received' }));
    const form = within(screen.getByRole('form', { name: 'Report W4 not received' }));
    fireEvent.click(form.getByRole('button', { name: 'Report not received' }));
    expect(form.getByRole('alert').textContent).toBe('Please attach a proof image (PNG or JPG, at most 5 MB).');
    fireEvent.change(form.getByLabelText('Proof image'), { target: { files: [fileOf('a.gif', 'image/gif')] } });
    expect(form.getByRole('alert').textContent).toBe('Please choose a PNG or JPG image.');
    fireEvent.click(form.getByRole('button', { name: 'Report not received' }));
    expect(callsTo(calls, 'POST /wps/member/withdrawals/W4/confirm')).toHaveLength(0);

    const proof = fileOf('statement.png', 'image/png');
    fireEvent.change(form.getByLabelText('Proof image'), { target: { files: [proof] } });
    fireEvent.click(form.getByRole('button', { name: 'Report not received' }));
    await waitFor(() => expect(callsTo(calls, 'POST /wps/member/withdrawals/W4/confirm')).toHaveLength(1));
    const body = callsTo(calls, 'POST /wps/member/withdrawals/W4/confirm')[0]?.init.body as FormData;
    expect(body.get('received')).toBe('false');
    expect(body.get('file')).toBe(proof);
  });

  it('pages through the withdrawals', async () => {
    const { urls } = await renderWithdraw({ [LIST]: { value: page([withdrawalFixture()], 3) } });
    const pager = within(await screen.findByRole('navigation', { name: 'Withdrawal pages' }));
    expect(pager.getByText('Page 1 of 3')).toBeTruthy();
    expect(pager.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    fireEvent.click(pager.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(urls.some((url) => url.includes('pageNo=2'))).toBe(true));
  });
});

describe('Withdraw: money left in game wallets', () => {
  const WALLETS = 'GET /wps/relay/GCS_merchantWallet';
  const TRANSFER = 'POST /wps/relay/GCS_walletTransfer';
  const funded = {
    isSingle: false,
    mainBalance: 0,
    wallets: [
      { vendorCode: 'ARCV', name: 'Arcadia Lottery', balance: 1_250_00 },
      { vendorCode: 'PG', name: 'PG Soft', balance: 0 },
    ],
  };
  const home = { mainBalance: 1_250_00, wallets: funded.wallets.map((wallet) => ({ ...wallet, balance: 0 })) };

  it('shows each funded game wallet and recalls them all to main on the spot', async () => {
    let current = funded;
    let main = 0;
    const { calls, balanceInvalidated } = await renderWithdraw({
      [SETTINGS]: () => ({ value: settingsFixture({ mainBalance: main }) }),
      [WALLETS]: () => ({ value: current }),
      [TRANSFER]: () => {
        current = { isSingle: false, ...home };
        main = home.mainBalance;
        return { value: home };
      },
    });
    const section = within(await screen.findByRole('region', { name: 'Money in game wallets' }));
    expect(section.getByRole('listitem', { name: 'Arcadia Lottery' }).textContent).toContain('₱1,250.00');
    expect(section.queryByRole('listitem', { name: 'PG Soft' })).toBeNull();
    expect(section.getByText(/Withdrawals are paid from your main wallet/)).toBeTruthy();

    fireEvent.click(section.getByRole('button', { name: 'Recall all to main' }));
    expect(await section.findByRole('status')).toHaveProperty(
      'textContent',
      'Every game wallet balance is back in your main wallet.',
    );
    expect(bodiesOf(calls, TRANSFER)).toEqual([{ type: 'recall', requestId: expect.any(String) }]);
    expect(section.queryByRole('button', { name: 'Recall all to main' })).toBeNull();
    // The main balance and the header follow.
    await waitFor(() => expect(screen.getByText('₱1,250.00')).toBeTruthy());
    expect(balanceInvalidated()).toBe(true);
  });

  it('shows nothing while every game wallet is empty', async () => {
    await renderWithdraw({ [WALLETS]: { value: { isSingle: false, ...home, mainBalance: 0 } } });
    await screen.findByRole('form', { name: 'Withdrawal' });
    expect(screen.queryByRole('region', { name: 'Money in game wallets' })).toBeNull();
  });
});
