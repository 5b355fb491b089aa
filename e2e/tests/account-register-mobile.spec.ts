import {
  captchaAnswer,
  closeWelcome,
  expect,
  expectLoggedIn,
  header,
  inbox,
  PASSWORD,
  PAYMENT_PASSWORD,
  test,
  uniqueMobile,
} from '../accounts.ts';

test('register by mobile number with the SMS code, and be logged in', async ({ page }) => {
  const mobile = uniqueMobile();
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Register' }).click();
  const form = page.getByRole('dialog', { name: 'Register' });
  await form.getByRole('tab', { name: 'Mobile' }).click();
  await expect(form.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
  await expect(form.getByRole('textbox', { name: 'Username' })).toHaveCount(0);
  // The mobile form asks for its own captcha within a second of the username form's; it gets it on the retry.
  await expect(form.getByRole('img', { name: 'Captcha' })).toBeVisible();

  await expect(form.getByRole('button', { name: /Country code/ })).toHaveText(/\+63/);
  await form.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  const sms = await inbox(page.request, `+63${mobile}`);
  await form.getByRole('button', { name: 'Get code' }).click();
  // The button counts down once the code is sent.
  await expect(form.getByRole('button', { name: 'Get code' })).toBeDisabled();
  await form.getByRole('textbox', { name: 'Verification code' }).fill(await sms.nextCode());
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await form.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
  await form.getByRole('textbox', { name: 'Payment password' }).fill(PAYMENT_PASSWORD);
  await form.getByRole('textbox', { name: 'Captcha' }).fill(await captchaAnswer(page, form));
  await form.getByRole('checkbox', { name: /18 years of age or older/ }).check();
  await form.getByRole('button', { name: 'Register' }).click();

  // The account is named by its number, shown masked.
  const masked = `${mobile.slice(0, 3)}****${mobile.slice(-3)}`;
  await closeWelcome(page, `Welcome aboard, ${masked}!`);
  await expectLoggedIn(page, masked);
});
