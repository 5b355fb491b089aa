import {
  captchaAnswer,
  closeWelcome,
  expect,
  expectLoggedIn,
  header,
  logInFromHeader,
  logOut,
  registerByUsername,
  test,
} from '../accounts.ts';

test('register by username, log out, fail a login, then log in with the captcha', async ({ page }) => {
  // Registration and several logins, each hashing a password: slow on a loaded machine.
  test.slow();
  await page.goto('/');
  const { username, password } = await registerByUsername(page);

  await logOut(page);

  // A wrong password: the form says so and asks for a captcha from now on.
  const bar = header(page);
  await expect(bar.getByRole('textbox', { name: 'Captcha' })).toHaveCount(0);
  await logInFromHeader(page, username, 'wrong9999');
  await expect(bar.getByRole('alert')).toHaveText('Incorrect account or password.');
  const captcha = bar.getByRole('textbox', { name: 'Captcha' });
  await expect(captcha).toBeVisible();
  await expect(bar.getByRole('textbox', { name: 'Username' })).toHaveValue(username);

  // The right password and the captcha as the image shows it.
  await bar.getByRole('textbox', { name: 'Password' }).fill(password);
  await captcha.fill(await captchaAnswer(page, bar));
  await bar.getByRole('button', { name: 'Log in' }).click();
  await closeWelcome(page, `Welcome back, ${username}!`);
  await expectLoggedIn(page, username);
});
