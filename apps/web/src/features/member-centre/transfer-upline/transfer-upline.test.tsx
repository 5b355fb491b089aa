import type { MemberInfo } from '@arcadia/contracts';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../../lib/auth.ts';
import { balanceQuery } from '../../../lib/balance.ts';
import { useUi } from '../../../lib/ui-store.ts';
import { bodiesOf, countOf, memberFixture, renderMoneyPage } from '../test-support.tsx';
import { TransferUpline } from './transfer-upline.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => {
    useAuth.setState({ token: null, isAgent: null });
    useUi.setState({ memberPanel: { page: null, open: false } });
  });
});

const FUNDS = 'GET /wps/member/info/funds/consolidated';
const UPLINE = 'POST /wps/member/transfer/upline';
const DOWNLINE = 'POST /wps/agent/transfer/downline';
const funds = {
  sumBalance: 80_000,
  mainBalance: 60_000,
  vendorBalance: 20_000,
  pendingWithdrawal: 0,
  pendingDeposit: 0,
};
type Routes = Parameters<typeof renderMoneyPage>[1]['routes'];

async function renderPage(
  routes: Routes = {},
  member: MemberInfo = memberFixture({ toUpline: true, hasPaymentPassword: true }),
) {
  act(() => useAuth.setState({ token: 'tok', isAgent: member.type }));
  return renderMoneyPage(<TransferUpline />, { routes: { [FUNDS]: { value: funds }, ...routes }, member });
}

const failure = (code: string, message: string) => ({ status: 400, code, message, value: null });
const uplineForm = () => within(screen.getByRole('form', { name: 'Transfer to upline' }));

function fill(form: ReturnType<typeof uplineForm>, amount: string, password: string) {
  fireEvent.change(form.getByLabelText('Amount'), { target: { value: amount } });
  fireEvent.change(form.getByLabelText('Payment password'), { target: { value: password } });
  fireEvent.click(form.getByRole('button', { name: 'Transfer' }));
}

describe('Transfer to upline', () => {
  it('shows the main balance and sends to the upline, naming them after', async () => {
    const { calls, client } = await renderPage({ [UPLINE]: { value: { sumBalance: 70_000, upline: 'agent1' } } });
    client.setQueryData(balanceQuery().queryKey, { sumBalance: 80_000 });
    expect((await screen.findByText('₱600.00')).closest('p')?.textContent).toBe('Main wallet balance₱600.00');
    // A plain member has no downline to send to.
    expect(screen.queryByRole('form', { name: 'Transfer to downline' })).toBeNull();
    const form = uplineForm();
    fireEvent.click(form.getByRole('button', { name: 'All' }));
    expect((form.getByLabelText('Amount') as HTMLInputElement).value).toBe('600.00');
    fill(form, '1,000.50', '246810');
    expect((await screen.findByRole('status')).textContent).toBe('₱1,000.50 sent to your upline agent1.');
    expect(bodiesOf(calls, UPLINE)).toEqual([
      { amount: 100_050, paymentPassword: '246810', requestId: expect.any(String) },
    ]);
    expect((form.getByLabelText('Amount') as HTMLInputElement).value).toBe('');
    expect((form.getByLabelText('Payment password') as HTMLInputElement).value).toBe('');
    expect(client.getQueryState(balanceQuery().queryKey)?.isInvalidated).toBe(true);
    await vi.waitFor(() => expect(countOf(calls, FUNDS)).toBe(2));
  });

  it('asks for an amount and the payment password before sending', async () => {
    const { calls } = await renderPage();
    const form = uplineForm();
    fireEvent.click(form.getByRole('button', { name: 'Transfer' }));
    expect(form.getByText('Please enter an amount.')).toBeTruthy();
    expect(form.getByText('Input cannot be empty.')).toBeTruthy();
    expect(countOf(calls, UPLINE)).toBe(0);
  });

  it.each([
    ['wrong-payment-password', 'The payment password is incorrect.'],
    ['insufficient-balance', 'Insufficient balance for this operation.'],
    ['amount-out-of-range', 'The amount must be between 1.00 and 50,000.00.'],
    ['no-upline', 'Your account has no upline to transfer to.'],
  ])("shows the server's %s message", async (code, message) => {
    await renderPage({ [UPLINE]: failure(code, message) });
    const form = uplineForm();
    fill(form, '10', '111111');
    expect((await form.findByRole('alert')).textContent).toBe(message);
    expect(form.queryByRole('button', { name: 'Set it in My account' })).toBeNull();
  });

  it('leads to My account when no payment password is set', async () => {
    await renderPage(
      { [UPLINE]: failure('payment-password-not-set', 'Please set a payment password first.') },
      memberFixture({ toUpline: true, hasPaymentPassword: true }),
    );
    const form = uplineForm();
    fill(form, '10', '111111');
    expect((await form.findByRole('alert')).textContent).toBe('Please set a payment password first.');
    fireEvent.click(form.getByRole('button', { name: 'Set it in My account' }));
    expect(useUi.getState().memberPanel).toEqual({ page: 'securityCenter', open: true });
  });

  it('says up front when the member has no payment password, or no upline', async () => {
    await renderPage({}, memberFixture({ toUpline: false, hasPaymentPassword: false }));
    expect(screen.getByText('Transfers need a payment password.')).toBeTruthy();
    expect(screen.getByText('Your account has no upline to transfer to.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Transfer to upline' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Transfer to downline' })).toBeNull();
  });

  it('lets an agent send to a downline account too', async () => {
    const { calls } = await renderPage(
      { [DOWNLINE]: { value: { sumBalance: 50_000, account: 'player7' } } },
      memberFixture({ type: 41, toUpline: false, hasPaymentPassword: true }),
    );
    const form = within(screen.getByRole('form', { name: 'Transfer to downline' }));
    fireEvent.click(form.getByRole('button', { name: 'Transfer' }));
    expect(form.getAllByText('Input cannot be empty.')).toHaveLength(2);
    fireEvent.change(form.getByLabelText('Downline account'), { target: { value: ' player7 ' } });
    fill(form, '25', '246810');
    expect((await screen.findByRole('status')).textContent).toBe('₱25.00 sent to player7.');
    expect(bodiesOf(calls, DOWNLINE)).toEqual([
      { account: 'player7', amount: 2500, paymentPassword: '246810', requestId: expect.any(String) },
    ]);
  });

  it("shows the server's message for an account outside the downline", async () => {
    await renderPage(
      { [DOWNLINE]: failure('not-in-downline', 'This account is not in your downline.') },
      memberFixture({ type: 1, toUpline: false, hasPaymentPassword: true }),
    );
    const form = within(screen.getByRole('form', { name: 'Transfer to downline' }));
    fireEvent.change(form.getByLabelText('Downline account'), { target: { value: 'stranger' } });
    fill(form, '25', '246810');
    expect((await form.findByRole('alert')).textContent).toBe('This account is not in your downline.');
  });
});
