import { accountButton, expect, headerBalance, registerByUsername, test } from '../accounts.ts';

/**
 * A new member has logged in today, so the demo brand's daily check-in is reached:
 * Mission activity shows it with a full progress bar and the menu's badge; claiming
 * pays the reward into the wallet (the header balance follows) and the badge drops.
 */
// Phone first: the page is designed at 390 px.
test.use({ viewport: { width: 390, height: 844 } });

test('claims a reached mission in mission activity', async ({ page }) => {
  await page.goto('/');
  await registerByUsername(page);
  await expect(headerBalance(page)).toHaveText('0.00');

  await accountButton(page).click();
  const centre = page.getByRole('dialog', { name: 'Personal centre' });
  const menu = centre.getByRole('navigation', { name: 'Personal centre menu' });
  // On a phone the centre's menu is a drawer behind its Menu button.
  const drawer = centre.getByRole('button', { name: /^Menu/ });
  await drawer.click();
  await menu.getByRole('button', { name: 'Mission activity 1 new' }).click();
  await expect(centre.getByRole('heading', { name: 'Mission activity', level: 3 })).toBeVisible();

  await expect(centre.getByRole('progressbar', { name: 'Daily check-in' })).toHaveAttribute('aria-valuenow', '100');
  await expect(centre.getByRole('progressbar', { name: 'Bet 500 today' })).toHaveAttribute('aria-valuenow', '0');
  await centre.getByRole('button', { name: 'Claim Daily check-in' }).click();
  await expect(centre.getByRole('status')).toHaveText('₱1.00 has been added to your wallet.');
  await expect(headerBalance(page)).toHaveText('1.00');
  await drawer.click();
  await expect(menu.getByRole('button', { name: 'Mission activity', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(centre.getByRole('button', { name: 'Claim Daily check-in' })).toHaveCount(0);

  // The claim puts the member on this week's leaderboard.
  const board = centre.getByRole('region', { name: 'Leaderboard' });
  await expect(board).toContainText('Your place: #');
});
