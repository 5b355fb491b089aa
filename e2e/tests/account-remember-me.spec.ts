import { closeWelcome, expect, header, logInFromHeader, logOut, registerByUsername, test } from '../accounts.ts';

test('Remember me fills the login form next time', async ({ page }) => {
  // Registration and several logins, each hashing a password: slow on a loaded machine.
  test.slow();
  await page.goto('/');
  const { username, password } = await registerByUsername(page);
  await logOut(page);

  const bar = header(page);
  await bar.getByRole('checkbox', { name: 'Remember me' }).check();
  await logInFromHeader(page, username, password);
  await closeWelcome(page);
  await logOut(page);

  await page.reload();
  await expect(bar.getByRole('textbox', { name: 'Username' })).toHaveValue(username);
  await expect(bar.getByRole('textbox', { name: 'Password' })).toHaveValue(password);
  await expect(bar.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
});
