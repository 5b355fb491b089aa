import type { Page } from '@playwright/test';
import {
  accountButton,
  expect,
  header,
  headerBalance,
  PAYMENT_PASSWORD,
  registerByUsername,
  test,
} from '../accounts.ts';
import { creditMember } from '../fixtures.ts';

/**
 * Money in a game wallet reaches the withdraw page. The demo brand keeps a wallet per game
 * vendor for vendors that hold what they play with; opening a house game moves nothing (it plays
 * from the main wallet, issue 36). Money the member moved into a game wallet shows on the
 * withdraw page, which recalls it to main on the spot; the money is then withdrawn. Customer
 * service, from every entry of the site, opens the help centre with live chat, not an empty page.
 */

/** A new member with 1,000.00, moved into the first game wallet from My wallet; opening a game moves nothing. */
async function moneyInGameWallet(page: Page, request: Parameters<typeof creditMember>[0]) {
  await page.goto('/');
  const { username } = await registerByUsername(page);
  await creditMember(request, username, 1_000_00, 'E2E game wallet');
  await page.reload();
  await expect(headerBalance(page)).toHaveText('1,000.00');
  // A house game opens without moving the balance: the frame shows the whole main wallet.
  await page.goto('/lottery');
  await page
    .getByRole('navigation', { name: 'Lotteries' })
    .getByRole('button', { name: /5 Minutes \(North\)/ })
    .click();
  const lotto = page.frameLocator('main iframe');
  await expect(lotto.getByRole('status', { name: 'Balance' })).toHaveText(/1,000\.00/, { timeout: 20_000 });
  await expect(headerBalance(page)).toHaveText('1,000.00');

  await accountButton(page).click();
  const centre = page.getByRole('dialog', { name: 'Personal centre' });
  await centre
    .getByRole('navigation', { name: 'Personal centre menu' })
    .getByRole('button', { name: 'My wallet' })
    .click();
  const vendor = centre.getByRole('list', { name: 'Game wallets' }).getByRole('listitem').first();
  const vendorName = (await vendor.getAttribute('aria-label')) ?? '';
  await vendor.getByRole('button', { name: `Transfer in to ${vendorName}` }).click();
  const form = vendor.getByRole('form', { name: `Transfer in to ${vendorName}` });
  await form.getByRole('textbox', { name: 'Amount' }).fill('1000');
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(centre.getByRole('status')).toHaveText(`₱1,000.00 moved into ${vendorName}.`);
  await page.keyboard.press('Escape');
  return vendorName;
}

test('a game-wallet balance is recalled to main from the withdraw page, then withdrawn', async ({ page, request }) => {
  // A registration, a launch, a recall, a bound account and a withdrawal: slow on a loaded machine.
  test.slow();
  const vendorName = await moneyInGameWallet(page, request);

  // Withdraw: the main wallet is empty, the game wallet shows with its balance.
  await header(page).getByRole('button', { name: 'Withdraw', exact: true }).click();
  const centre = page.getByRole('dialog', { name: 'Personal centre' });
  await expect(centre.getByRole('heading', { name: 'Withdraw', level: 3 })).toBeVisible();
  await expect(centre.getByTestId('withdraw-main-balance')).toHaveText('₱0.00');
  const wallets = centre.getByRole('region', { name: 'Money in game wallets' });
  await expect(wallets.getByRole('listitem', { name: vendorName })).toContainText('₱1,000.00');

  // Recall all to main, right here: the main balance holds the money, the header total stays.
  await wallets.getByRole('button', { name: 'Recall all to main' }).click();
  await expect(wallets.getByRole('status')).toHaveText('Every game wallet balance is back in your main wallet.');
  await expect(centre.getByTestId('withdraw-main-balance')).toHaveText('₱1,000.00');
  await expect(wallets.getByRole('listitem')).toHaveCount(0);
  await expect(headerBalance(page)).toHaveText('1,000.00');

  // An account to pay to, then the withdrawal: held at once, out of the header balance.
  const bind = centre.getByRole('form', { name: 'Bind a withdrawal account' });
  await bind.getByRole('textbox', { name: 'Bank name' }).fill('BDO Unibank');
  await bind.getByRole('textbox', { name: 'Account name' }).fill('Maria Santos');
  await bind.getByRole('textbox', { name: 'Account number' }).fill('004561230001');
  await bind.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await bind.getByRole('button', { name: 'Bind account' }).click();
  const form = centre.getByRole('form', { name: 'Withdrawal', exact: true });
  await form.getByRole('textbox', { name: 'Amount' }).fill('300.00');
  await form.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(form.getByRole('status')).toContainText('is held until it is paid');
  await expect(centre.getByTestId('withdraw-main-balance')).toHaveText('₱700.00');
  await expect(headerBalance(page)).toHaveText('700.00');
});

test('every customer-service entry of the site opens the help centre with live chat, not an empty page', async ({
  page,
}) => {
  await page.goto('/');
  const entries = [
    page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'Customer service' }),
    page.getByRole('contentinfo').getByRole('link', { name: /Live chat/ }),
  ];
  for (const entry of entries) {
    const opened = page.waitForEvent('popup');
    await entry.click();
    const service = await opened;
    await expect(service).toHaveURL(/\/helpmc\?channel=live-chat$/);
    await expect(service.getByRole('heading', { name: 'Help center', level: 1 })).toBeVisible();
    await expect(service.getByRole('heading', { name: 'Live chat', level: 2 })).toBeVisible();
    await expect(service.getByRole('textbox', { name: 'Type your message' })).toBeVisible();
    // The help topics and feedback are one tab away.
    await service.getByRole('tab', { name: 'Help' }).click();
    await expect(service.getByRole('tabpanel').getByText('Beginner guide')).toBeVisible();
    await service.getByRole('tab', { name: 'Feedback' }).click();
    await expect(service.getByRole('tabpanel').getByRole('button', { name: 'Send feedback' })).toBeVisible();
    await service.close();
  }
  // The maintenance and region pages' buttons: e2e/tests/brand-status.spec.ts (they change a brand's status).
});
