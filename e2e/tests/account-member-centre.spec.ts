import { accountButton, expect, registerByUsername, test, uniqueName } from '../accounts.ts';

test('the member centre opens on My account, where a new nickname shows in the header', async ({ page }) => {
  await page.goto('/');
  const { username } = await registerByUsername(page);

  await accountButton(page).click();
  const centre = page.getByRole('dialog', { name: 'Personal centre' });
  await expect(centre.getByRole('heading', { name: 'My account' })).toBeVisible();
  const menu = centre.getByRole('navigation', { name: 'Personal centre menu' });
  await expect(menu.getByRole('button', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
  await expect(centre.getByText(username, { exact: true }).first()).toBeVisible();

  const nickname = `Nick ${uniqueName()}`;
  await centre.getByRole('button', { name: 'Edit Nickname' }).click();
  await centre.getByRole('textbox', { name: 'Nickname' }).fill(nickname);
  await centre.getByRole('button', { name: 'Save' }).click();
  await expect(centre.getByRole('textbox', { name: 'Nickname' })).toHaveCount(0);
  await expect(centre.getByText(nickname)).toBeVisible();

  await centre.getByRole('button', { name: 'Close' }).click();
  await expect(centre).toBeHidden();
  await expect(accountButton(page)).toContainText(nickname);
});
