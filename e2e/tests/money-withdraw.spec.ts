import type { APIRequestContext, Locator } from '@playwright/test';
import { accountButton, expect, header, headerBalance, PASSWORD, registerByUsername, test } from '../accounts.ts';
import { creditMember, opsToken } from '../fixtures.ts';

/**
 * A funded member sets a new payment password in My account, binds a bank
 * account and withdraws twice; the operator approves and pays both through
 * the money desk. The member marks the first received and reports the second
 * not received with a statement image. The header balance drops as each
 * amount is held.
 */

/** A 1×1 PNG: the server checks a proof's first bytes, not its name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const NEW_PAYMENT_PASSWORD = '135790';

/** The operator API with one session, as the money desk uses it. */
async function operator(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await opsToken(request)}` };
  const post = async (path: string, data: object = {}) => {
    const response = await request.post(path, { headers, data });
    expect(response.ok(), `POST ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return ((await response.json()) as { value: unknown }).value;
  };
  return {
    /** One operator asks, the second approves: money out of the ordinary takes two. */
    credit: (account: string, amount: number) => creditMember(request, account, amount, 'E2E opening balance'),
    /** Approves and pays a requested withdrawal, found by its reference. */
    async approveAndPay(reference: string): Promise<void> {
      let id: string | undefined;
      // Oldest first: other tests' requests may come before this one.
      for (let pageNo = 1; !id; pageNo++) {
        const response = await request.get('/ops/withdrawals', {
          headers,
          params: { state: 'requested', merchant: 'demo', pageNo, pageSize: 100 },
        });
        expect(response.ok(), `GET /ops/withdrawals: ${response.status()}`).toBe(true);
        const { list, totalPages } = (
          (await response.json()) as { value: { list: { id: string; reference: string }[]; totalPages: number } }
        ).value;
        id = list.find((item) => item.reference === reference)?.id;
        if (pageNo >= totalPages) break;
      }
      expect(id, `requested withdrawal ${reference}`).toBeTruthy();
      await post(`/ops/withdrawals/${id}/approve`);
      await post(`/ops/withdrawals/${id}/pay`);
    },
  };
}

/** Requests a withdrawal on the open Withdraw page; returns its reference. */
async function withdraw(centre: Locator, amount: string): Promise<string> {
  const form = centre.getByRole('form', { name: 'Withdrawal', exact: true });
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await form.getByLabel('Payment password').fill(NEW_PAYMENT_PASSWORD);
  await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const done = form.getByRole('status');
  await expect(done).toContainText('is held until it is paid');
  const reference = /Withdrawal (\S+) requested/.exec((await done.textContent()) ?? '')?.[1] ?? '';
  expect(reference).not.toBe('');
  return reference;
}

test('withdraw to a bound account, paid by the operator, marked received and not received', async ({
  page,
  request,
}) => {
  // A registration, two password checks and a dozen money calls: slow on a loaded machine.
  test.slow();
  const ops = await operator(request);
  await page.goto('/');
  const { username } = await registerByUsername(page);
  await ops.credit(username, 1_000_00);
  await page.reload();
  await expect(headerBalance(page)).toHaveText('1,000.00');

  // My account: a new payment password, confirmed with the login password.
  await accountButton(page).click();
  const centre = page.getByRole('dialog', { name: 'Personal centre' });
  await expect(centre.getByRole('heading', { name: 'My account', level: 3 })).toBeVisible();
  await centre.getByRole('button', { name: 'Change payment password' }).click();
  const passwordForm = centre.getByRole('form', { name: 'Payment password' });
  await passwordForm.getByLabel('Login password').fill(PASSWORD);
  await passwordForm.getByLabel('New payment password').fill(NEW_PAYMENT_PASSWORD);
  await passwordForm.getByLabel('Confirm payment password').fill(NEW_PAYMENT_PASSWORD);
  await passwordForm.getByRole('button', { name: 'Save' }).click();
  await expect(passwordForm).toBeHidden();

  // Withdraw, from the header: limits, balance, then an account to bind.
  await centre.getByRole('button', { name: 'Close' }).click();
  await header(page).getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(centre.getByRole('heading', { name: 'Withdraw', level: 3 })).toBeVisible();
  await expect(centre.getByTestId('withdraw-main-balance')).toHaveText('₱1,000.00');
  await expect(centre.getByText('₱100.00 – ₱50,000.00')).toBeVisible();
  await expect(centre.getByText('0 of 5 used, 5 left')).toBeVisible();
  const bind = centre.getByRole('form', { name: 'Bind a withdrawal account' });
  await bind.getByRole('textbox', { name: 'Bank name' }).fill('BDO Unibank');
  await bind.getByRole('textbox', { name: 'Account name' }).fill('Juan dela Cruz');
  await bind.getByRole('textbox', { name: 'Account number' }).fill('004561237890');
  await bind.getByLabel('Payment password').fill(NEW_PAYMENT_PASSWORD);
  await bind.getByRole('button', { name: 'Bind account' }).click();
  const form = centre.getByRole('form', { name: 'Withdrawal', exact: true });
  await expect(form.getByRole('combobox', { name: 'Withdraw to' })).toHaveText(
    'BDO Unibank · Juan dela Cruz · ********7890',
  );

  // 200.00 is held at once: the header balance drops.
  const first = await withdraw(centre, '200.00');
  await expect(headerBalance(page)).toHaveText('800.00');
  await expect(centre.getByTestId('withdraw-main-balance')).toHaveText('₱800.00');
  const history = centre.getByRole('table', { name: 'My withdrawals' });
  const firstRow = history.getByRole('row').filter({ hasText: first });
  await expect(firstRow).toContainText('Requested');

  // The operator approves and pays; the member is asked whether it arrived.
  await ops.approveAndPay(first);
  await centre.getByRole('button', { name: 'Refresh' }).click();
  await expect(firstRow).toContainText('Paid');
  await expect(firstRow).toContainText(/Auto-received at \d{4}-\d\d-\d\d \d\d:\d\d \(\d+:\d\d left\)/);
  await firstRow.getByRole('button', { name: 'Received', exact: true }).click();
  const received = centre.getByRole('form', { name: `Confirm ${first} received` });
  await received.getByRole('button', { name: 'Confirm received' }).click();
  await expect(received).toBeHidden();
  await expect(firstRow).toContainText('Received');
  await expect(firstRow.getByRole('button')).toHaveCount(0);

  // A second one that never arrives: the report needs a proof image.
  const second = await withdraw(centre, '100');
  await expect(headerBalance(page)).toHaveText('700.00');
  await ops.approveAndPay(second);
  await centre.getByRole('button', { name: 'Refresh' }).click();
  const secondRow = history.getByRole('row').filter({ hasText: second });
  await expect(secondRow).toContainText('Paid');
  await secondRow.getByRole('button', { name: 'Not received', exact: true }).click();
  const report = centre.getByRole('form', { name: `Report ${second} not received` });
  await report.getByRole('button', { name: 'Report not received' }).click();
  await expect(report.getByRole('alert')).toHaveText('Please attach a proof image (PNG or JPG, at most 5 MB).');
  await report.getByLabel('Proof image').setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: PNG });
  await report.getByRole('button', { name: 'Report not received' }).click();
  await expect(report).toBeHidden();
  await expect(secondRow).toContainText('Not received');
  await expect(secondRow.getByRole('button')).toHaveCount(0);
  // Still held: nothing comes back until the operator settles it.
  await expect(headerBalance(page)).toHaveText('700.00');
});
