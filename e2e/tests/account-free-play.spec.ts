import { accountButton, expect, header, test } from '../accounts.ts';

test('free play logs in a trial account, which the member centre turns away', async ({ page }) => {
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Free play' }).click();
  await expect(accountButton(page)).toBeVisible();
  await expect(header(page).getByRole('textbox', { name: 'Username' })).toHaveCount(0);

  const warning = page.getByRole('dialog', { name: 'Prompt' });
  for (const open of [accountButton(page), header(page).getByRole('button', { name: 'Deposit' })]) {
    await open.click();
    await expect(warning).toContainText('Please register a real account to use this feature.');
    await expect(page.getByRole('dialog', { name: 'Personal centre' })).toHaveCount(0);
    await warning.getByRole('button', { name: 'OK' }).click();
    await expect(warning).toBeHidden();
  }
});
