import { closeWelcome, expect, expectLoggedIn, header, inbox, logOut, registerByUsername, test } from '../accounts.ts';

const NEW_PASSWORD = 'xyz98765';

test('forgot password by e-mail: the link sets a new password to log in with', async ({ page }) => {
  // Registration and several logins, each hashing a password: slow on a loaded machine.
  test.slow();
  await page.goto('/');
  const { username, email = '' } = await registerByUsername(page, { email: true });
  await logOut(page);

  await header(page).getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await forgot.getByRole('tab', { name: 'E-mail' }).click();
  await forgot.getByRole('textbox', { name: 'Username' }).fill(username);
  await forgot.getByRole('textbox', { name: 'E-mail' }).fill(email);
  const mail = await inbox(page.request, email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  const sent = page.getByRole('dialog', { name: 'Prompt' });
  await expect(sent).toContainText(
    'If the username and e-mail belong to an account, a password reset link has been sent to that address.',
  );
  await sent.getByRole('button', { name: 'OK' }).click();
  await expect(forgot).toBeHidden();

  const link = (await mail.next()).match(/https?:\/\/\S+\/resetPassword\?token=\S+/)?.[0];
  expect(link, 'a reset link in the e-mail').toBeTruthy();
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password has been changed. You can log in with it now.');

  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('textbox', { name: 'Username' }).fill(username);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await closeWelcome(page, `Welcome back, ${username}!`);
  await expectLoggedIn(page, username);
});

test('forgot password by phone: the SMS code and a new password log the member in', async ({ page }) => {
  // Registration and several logins, each hashing a password: slow on a loaded machine.
  test.slow();
  await page.goto('/');
  const { username, mobile = '' } = await registerByUsername(page, { mobile: true });
  await logOut(page);

  await header(page).getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await forgot.getByRole('tab', { name: 'Mobile' }).click();
  await expect(forgot.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
  await forgot.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  const sms = await inbox(page.request, `+63${mobile}`);
  await forgot.getByRole('button', { name: 'Get code' }).click();
  await forgot.getByRole('textbox', { name: 'Verification code' }).fill(await sms.nextCode());
  await forgot.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await forgot.getByRole('button', { name: 'Submit' }).click();

  await closeWelcome(page, `Welcome back, ${username}!`);
  await expectLoggedIn(page, username);

  // The new password is the one that works from now on.
  await logOut(page);
  await header(page).getByRole('textbox', { name: 'Username' }).fill(username);
  await header(page).getByRole('textbox', { name: 'Password' }).fill(NEW_PASSWORD);
  await header(page).getByRole('button', { name: 'Log in' }).click();
  await closeWelcome(page);
  await expectLoggedIn(page, username);
});
