import { closeWelcome, expect, expectLoggedIn, inbox, logInFromHeader, registerByUsername, test } from '../accounts.ts';

test('a login from a new device asks for an SMS code first', async ({ page, browser, baseURL }) => {
  // Registration and several logins, each hashing a password: slow on a loaded machine.
  test.slow();
  // The member registers (and so logs in) from this test's own address.
  await page.goto('/');
  const { username, password, mobile = '' } = await registerByUsername(page, { mobile: true });

  // Another browser, somewhere else.
  const elsewhere = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.77' } });
  try {
    const other = await elsewhere.newPage();
    await other.goto('/');
    await logInFromHeader(other, username, password);

    const check = other.getByRole('dialog', { name: 'Verify this device' });
    await expect(check).toContainText('You are logging in from a new device.');
    const masked = `+63 ${mobile.slice(0, 3)}****${mobile.slice(-3)}`;
    await check.getByRole('radio', { name: `SMS to ${masked}` }).check();
    const sms = await inbox(other.request, `+63${mobile}`);
    await check.getByRole('button', { name: 'Get code' }).click();
    await check.getByRole('textbox', { name: 'Verification code' }).fill(await sms.nextCode());
    await check.getByRole('button', { name: 'Verify' }).click();

    await closeWelcome(other, `Welcome back, ${username}!`);
    await expectLoggedIn(other, username);
  } finally {
    await elsewhere.close();
  }
});
