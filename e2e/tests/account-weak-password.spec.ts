import { closeWelcome, expect, expectLoggedIn, logInFromHeader, test } from '../accounts.ts';

/**
 * The seeded weak01 still has the weak default password 123456. Its password
 * changes here for good (until the next fresh database), so only this test
 * may use it.
 */
test('the weak default password must be changed first; then home, logged in', async ({ page }) => {
  await page.goto('/promotions');
  await logInFromHeader(page, 'weak01', '123456');

  const change = page.getByRole('dialog', { name: 'Change password' });
  await expect(change).toContainText('For your security, please set a new password before you continue.');
  // The password just typed is the old one: only the new one is asked for.
  await expect(change.getByRole('textbox', { name: 'Current password' })).toHaveCount(0);
  await change.getByRole('textbox', { name: 'New password', exact: true }).fill('strong2468');
  await change.getByRole('textbox', { name: 'Confirm new password' }).fill('strong2468');
  await change.getByRole('button', { name: 'Submit' }).click();

  await closeWelcome(page);
  await expect(page).toHaveURL(/\/$/);
  await expectLoggedIn(page, 'Weak Password');
});
