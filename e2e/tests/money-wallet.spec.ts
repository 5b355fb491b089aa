import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  accountButton,
  expect,
  headerBalance,
  PASSWORD,
  PAYMENT_PASSWORD,
  registerByUsername,
  test,
} from '../accounts.ts';
import { creditMember } from '../fixtures.ts';

/**
 * A member of AGENT1's downline (registered with the agent's invitation code)
 * is funded by the operator, moves money into a game wallet and back, changes
 * the payment password in My account, sends money to the upline agent, and
 * finds every movement in the account record. The header balance follows
 * without a reload.
 */

/** Credits a member's main wallet through the operator's money desk, as operators would. */
const credit = (request: APIRequestContext, account: string, amount: number) =>
  creditMember(request, account, amount, 'E2E opening balance');

/** The figure in the header strip (without the currency symbol). */

/** Opens a page of the personal centre from its menu; returns the centre. */
async function openPage(page: Page, name: string): Promise<Locator> {
  const centre = page.getByRole('dialog', { name: 'Personal centre' });
  if (!(await centre.isVisible())) await accountButton(page).click();
  await centre.getByRole('navigation', { name: 'Personal centre menu' }).getByRole('button', { name }).click();
  await expect(centre.getByRole('heading', { name, level: 3 })).toBeVisible();
  return centre;
}

/** A yyyy-MM-dd day this many days from today (UTC; far enough from the edges not to matter). */
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a funded member moves money between wallets, pays the upline and reads it all in the account record', async ({
  page,
  request,
}) => {
  // A registration, several money calls and a payment password check: slow on a loaded machine.
  test.slow();
  await page.goto('/');
  const { username } = await registerByUsername(page, { affiliateCode: 'AGENT1' });
  await expect(headerBalance(page)).toHaveText('0.00');

  // The operator credits 1,000.00; the header shows it once the page asks again.
  await credit(request, username, 1_000_00);
  await page.reload();
  await expect(headerBalance(page)).toHaveText('1,000.00');

  // My wallet: 10.00 into the first game wallet, then everything recalled.
  let centre = await openPage(page, 'My wallet');
  await expect(centre.getByRole('region', { name: 'Funds overview' })).toContainText('₱1,000.00');
  const main = centre.getByRole('region', { name: 'Main wallet' });
  await expect(main).toContainText('₱1,000.00');
  const vendor = centre.getByRole('list', { name: 'Game wallets' }).getByRole('listitem').first();
  const vendorName = (await vendor.getAttribute('aria-label')) ?? '';
  await expect(vendor).toContainText('₱0.00');
  await vendor.getByRole('button', { name: `Transfer in to ${vendorName}` }).click();
  const form = vendor.getByRole('form', { name: `Transfer in to ${vendorName}` });
  await form.getByRole('textbox', { name: 'Amount' }).fill('10');
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(centre.getByRole('status')).toHaveText(`₱10.00 moved into ${vendorName}.`);
  await expect(vendor).toContainText('₱10.00');
  await expect(main).toContainText('₱990.00');
  // The total has not changed: the game wallet is still the member's money.
  await expect(headerBalance(page)).toHaveText('1,000.00');

  await main.getByRole('button', { name: 'Recall all' }).click();
  await expect(centre.getByRole('status')).toHaveText('Every game wallet balance is back in your main wallet.');
  await expect(vendor).toContainText('₱0.00');
  await expect(main).toContainText('₱1,000.00');

  // My account: a new payment password (registration set the first one).
  centre = await openPage(page, 'My account');
  await centre.getByRole('button', { name: 'Change payment password' }).click();
  const passwordForm = centre.getByRole('form', { name: 'Payment password' });
  const newPaymentPassword = '135790';
  expect(newPaymentPassword).not.toBe(PAYMENT_PASSWORD);
  await passwordForm.getByRole('textbox', { name: 'Login password' }).fill(PASSWORD);
  await passwordForm.getByRole('textbox', { name: 'New payment password' }).fill(newPaymentPassword);
  await passwordForm.getByRole('textbox', { name: 'Confirm payment password' }).fill(newPaymentPassword);
  await passwordForm.getByRole('button', { name: 'Save' }).click();
  await expect(centre.getByRole('status')).toHaveText('Your payment password has been saved.');

  // Transfer to upline: the old password is refused, the new one sends 25.00 to agent1.
  centre = await openPage(page, 'Transfer to upline');
  await expect(centre.getByText('Main wallet balance')).toBeVisible();
  await expect(centre.getByText('₱1,000.00', { exact: true })).toBeVisible();
  const upline = centre.getByRole('form', { name: 'Transfer to upline' });
  await upline.getByRole('textbox', { name: 'Amount' }).fill('25');
  await upline.getByRole('textbox', { name: 'Payment password' }).fill(PAYMENT_PASSWORD);
  await upline.getByRole('button', { name: 'Transfer' }).click();
  await expect(upline.getByRole('alert')).toHaveText('The payment password is incorrect.');
  await upline.getByRole('textbox', { name: 'Payment password' }).fill(newPaymentPassword);
  await upline.getByRole('button', { name: 'Transfer' }).click();
  await expect(upline.getByRole('status')).toHaveText('₱25.00 sent to your upline agent1.');
  await expect(headerBalance(page)).toHaveText('975.00');
  await expect(centre.getByText('₱975.00', { exact: true })).toBeVisible();
  // A plain member has no downline form.
  await expect(centre.getByRole('form', { name: 'Transfer to downline' })).toHaveCount(0);

  // Account record: the previous 7 days by default, every movement listed.
  centre = await openPage(page, 'Account record');
  const preset7 = centre.getByRole('button', { name: 'Previous 7 days' });
  await expect(preset7).toHaveAttribute('aria-pressed', 'true');
  const rows = centre.getByRole('table', { name: 'Account record' }).getByRole('row');
  await expect(rows.filter({ hasText: 'Upline transfer' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Upline transfer' })).toContainText('-25.00');
  await expect(rows.filter({ hasText: 'Adjustment' })).toContainText('+1,000.00');
  await expect.poll(() => rows.filter({ hasText: 'Wallet transfer' }).count()).toBeGreaterThanOrEqual(2);

  // One type only.
  await centre.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Upline transfer' });
  await expect(rows.filter({ hasText: 'Adjustment' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Upline transfer' })).toHaveCount(1);
  await centre.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'All' });

  // Days long past hold nothing; the 7-day preset brings the movements back.
  await centre.getByLabel('Start date').fill(daysFromToday(-60));
  await centre.getByLabel('End date').fill(daysFromToday(-40));
  await expect(centre.getByText('No records for these filters.')).toBeVisible();
  await expect(preset7).toHaveAttribute('aria-pressed', 'false');
  await preset7.click();
  await expect(preset7).toHaveAttribute('aria-pressed', 'true');
  await expect(rows.filter({ hasText: 'Upline transfer' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Adjustment' })).toHaveCount(1);
});
