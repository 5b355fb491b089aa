import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceQuery } from '../../../lib/balance.ts';
import { bodiesOf, countOf, renderMoneyPage } from '../test-support.tsx';
import { MyWallet } from './my-wallet.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FUNDS = 'GET /wps/member/info/funds/consolidated';
const WALLETS = 'GET /wps/relay/GCS_merchantWallet';
const TRANSFER = 'POST /wps/relay/GCS_walletTransfer';
const BALANCE = 'GET /wps/v2/wallets/balance';

const funds = {
  sumBalance: 150_000,
  mainBalance: 100_000,
  vendorBalance: 50_000,
  pendingWithdrawal: 20_000,
  pendingDeposit: 5_000,
};
const wallets = {
  isSingle: false,
  mainBalance: 100_000,
  wallets: [
    { vendorCode: 'SABA', name: 'SABA Sports', balance: 50_000 },
    { vendorCode: 'PG', name: 'PG Soft', balance: 0 },
  ],
};
type Routes = Parameters<typeof renderMoneyPage>[1]['routes'];

const renderWallet = (routes: Routes = {}) =>
  renderMoneyPage(<MyWallet />, {
    routes: {
      [FUNDS]: { value: funds },
      [WALLETS]: { value: wallets },
      [BALANCE]: { value: { sumBalance: 1 } },
      ...routes,
    },
  });

/** A server whose wallets change with a transfer: later reads show the new balances. */
const transferTo = (after: Omit<typeof wallets, 'isSingle'>): Routes => {
  let current = wallets;
  return {
    [WALLETS]: () => ({ value: current }),
    [TRANSFER]: () => {
      current = { isSingle: false, ...after };
      return { value: after };
    },
  };
};

const vendor = (name: string) => within(screen.getByRole('listitem', { name }));

describe('My wallet', () => {
  it('shows the funds, the main wallet and each vendor wallet', async () => {
    await renderWallet();
    const summary = within(await screen.findByRole('region', { name: 'Funds overview' }));
    expect(await summary.findByText('₱1,500.00')).toBeTruthy();
    const figures = summary.getAllByRole('definition').map((item) => item.textContent);
    expect(figures).toEqual(['₱1,500.00', '₱1,000.00', '₱500.00', '₱200.00', '₱50.00']);
    expect(summary.getByText('Held by withdrawals')).toBeTruthy();
    const main = within(await screen.findByRole('region', { name: 'Main wallet' }));
    expect(main.getByText('₱1,000.00')).toBeTruthy();
    expect(vendor('SABA Sports').getByText('₱500.00')).toBeTruthy();
    expect(vendor('PG Soft').getByText('₱0.00')).toBeTruthy();
    expect(vendor('PG Soft').getByRole('button', { name: 'Transfer in to PG Soft' })).toBeTruthy();
  });

  it('says so for a single-wallet brand and offers no transfers', async () => {
    await renderWallet({ [WALLETS]: { value: { isSingle: true, mainBalance: 100_000, wallets: [] } } });
    expect(await screen.findByText(/This site uses a single wallet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Recall all' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Transfer in/ })).toBeNull();
  });

  it('on a single-wallet brand lists money left in game wallets with Recall all only', async () => {
    const left = [{ vendorCode: 'PG', name: 'PG Soft', balance: 3_000 }];
    await renderWallet({ [WALLETS]: { value: { isSingle: true, mainBalance: 100_000, wallets: left } } });
    expect(await screen.findByText(/This site uses a single wallet/)).toBeTruthy();
    expect(vendor('PG Soft').getByText('₱30.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recall all' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Transfer (in|out)/ })).toBeNull();
  });

  it('moves an amount into a vendor wallet, shows the new balances and refreshes the money', async () => {
    const after = {
      mainBalance: 99_000,
      wallets: [
        { vendorCode: 'SABA', name: 'SABA Sports', balance: 50_000 },
        { vendorCode: 'PG', name: 'PG Soft', balance: 1_000 },
      ],
    };
    const { calls, client } = await renderWallet(transferTo(after));
    client.setQueryData(balanceQuery().queryKey, { sumBalance: 150_000 });
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer in to PG Soft' }));
    const form = within(screen.getByRole('form', { name: 'Transfer in to PG Soft' }));
    fireEvent.change(form.getByLabelText('Amount'), { target: { value: '10' } });
    const fundsBefore = countOf(calls, FUNDS);
    fireEvent.click(form.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('status')).textContent).toBe('₱10.00 moved into PG Soft.');
    const [body] = bodiesOf(calls, TRANSFER);
    expect(body).toMatchObject({ type: 'in', vendorCode: 'PG', amount: 1000 });
    expect(String(body?.requestId)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(screen.queryByRole('form')).toBeNull();
    // The wallets (the query) and the notice (the mutation's callback) may render in either order.
    expect(await vendor('PG Soft').findByText('₱10.00')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Main wallet' })).getByText('₱990.00')).toBeTruthy();
    // The header balance is stale now, and the funds are asked again.
    expect(client.getQueryState(balanceQuery().queryKey)?.isInvalidated).toBe(true);
    await vi.waitFor(() => expect(countOf(calls, FUNDS)).toBeGreaterThan(fundsBefore));
  });

  it('fills in the whole available amount with All, in and out', async () => {
    await renderWallet();
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer out of SABA Sports' }));
    let form = within(screen.getByRole('form', { name: 'Transfer out of SABA Sports' }));
    fireEvent.click(form.getByRole('button', { name: 'All' }));
    expect((form.getByLabelText('Amount') as HTMLInputElement).value).toBe('500.00');
    fireEvent.click(screen.getByRole('button', { name: 'Transfer in to SABA Sports' }));
    form = within(screen.getByRole('form', { name: 'Transfer in to SABA Sports' }));
    fireEvent.click(form.getByRole('button', { name: 'All' }));
    expect((form.getByLabelText('Amount') as HTMLInputElement).value).toBe('1000.00');
    fireEvent.click(form.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('checks the amount before sending anything', async () => {
    const { calls } = await renderWallet();
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer in to PG Soft' }));
    const form = within(screen.getByRole('form', { name: 'Transfer in to PG Soft' }));
    const amount = form.getByLabelText('Amount');
    const submit = form.getByRole('button', { name: 'Confirm' });
    const cases: [string, string][] = [
      ['', 'Please enter an amount.'],
      ['ten', 'Please enter an amount such as 1,000.50.'],
      ['1.234', 'Please use at most two decimals.'],
      ['0.00', 'The amount must be more than 0.'],
    ];
    for (const [text, message] of cases) {
      fireEvent.change(amount, { target: { value: text } });
      fireEvent.click(submit);
      expect(form.getByText(message)).toBeTruthy();
      expect(amount.getAttribute('aria-invalid')).toBe('true');
    }
    expect(countOf(calls, TRANSFER)).toBe(0);
  });

  it("shows the server's message and keeps the request id when the same transfer is tried again", async () => {
    const { calls } = await renderWallet({
      [TRANSFER]: {
        status: 400,
        code: 'insufficient-balance',
        message: 'Insufficient balance for this operation.',
        value: null,
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer out of PG Soft' }));
    const form = within(screen.getByRole('form', { name: 'Transfer out of PG Soft' }));
    fireEvent.change(form.getByLabelText('Amount'), { target: { value: '5' } });
    fireEvent.click(form.getByRole('button', { name: 'Confirm' }));
    expect((await form.findByRole('alert')).textContent).toBe('Insufficient balance for this operation.');
    fireEvent.click(form.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(countOf(calls, TRANSFER)).toBe(2));
    fireEvent.change(form.getByLabelText('Amount'), { target: { value: '6' } });
    fireEvent.click(form.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(countOf(calls, TRANSFER)).toBe(3));
    const ids = bodiesOf(calls, TRANSFER).map((body) => body.requestId);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('recalls every vendor wallet to main', async () => {
    const { calls } = await renderWallet(
      transferTo({ mainBalance: 150_000, wallets: wallets.wallets.map((wallet) => ({ ...wallet, balance: 0 })) }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Recall all' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Every game wallet balance is back in your main wallet.',
    );
    expect(bodiesOf(calls, TRANSFER)).toEqual([{ type: 'recall', requestId: expect.any(String) }]);
    expect(await vendor('SABA Sports').findByText('₱0.00')).toBeTruthy();
    // Nothing is left in the game wallets to recall.
    expect(screen.getByRole('button', { name: 'Recall all' }).hasAttribute('disabled')).toBe(true);
  });
});
