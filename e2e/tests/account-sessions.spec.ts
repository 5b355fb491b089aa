import {
  accountButton,
  closeWelcome,
  expect,
  expectLoggedIn,
  header,
  logInFromHeader,
  registerByUsername,
  test,
} from '../accounts.ts';

test('a member signs another browser out from My account; it is logged out on its next action', async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  // A registration and a login, each hashing a password: slow on a loaded machine.
  test.slow();
  await page.goto('/');
  const { username, password } = await registerByUsername(page);

  // The same member in a second browser (same address: not a new device).
  const second = await browser.newContext({ baseURL, extraHTTPHeaders });
  try {
    const other = await second.newPage();
    await other.goto('/');
    await logInFromHeader(other, username, password);
    await closeWelcome(other, `Welcome back, ${username}!`);
    await expectLoggedIn(other, username);

    // The first browser sees both sessions in My account and signs the other one out.
    await accountButton(page).click();
    const centre = page.getByRole('dialog', { name: 'Personal centre' });
    const devices = centre.getByRole('region', { name: 'Signed-in devices' });
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    await expect(devices.getByRole('listitem').first()).toContainText('This device');
    await expect(devices.getByRole('listitem').first()).toContainText('Chrome on Linux');
    await devices.getByRole('button', { name: /^Sign out Chrome on Linux at / }).click();
    await expect(devices.getByRole('status')).toHaveText('That device has been signed out.');
    await expect(devices.getByRole('listitem')).toHaveCount(1);

    // The other browser's next action finds its session ended: it is logged out.
    await accountButton(other).click();
    await expect(header(other).getByRole('textbox', { name: 'Username' })).toBeVisible();
    await expect(accountButton(other)).toHaveCount(0);

    // The first browser is still signed in.
    await centre.getByRole('button', { name: 'Close' }).click();
    await expect(centre).toBeHidden();
    await expectLoggedIn(page, username);
  } finally {
    await second.close();
  }
});
