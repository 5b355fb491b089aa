import { accountButton, closeWelcome, expect, logInFromHeader, logOut, registerByUsername, test } from '../accounts.ts';

/**
 * A member opens Invite friends in the member centre: link, code and QR code. A friend
 * opens the link, registers with it, and appears in the inviter's list.
 */
test('open the invite page and register a second account with its link', async ({ page }) => {
  test.slow();
  await page.goto('/');
  const inviter = await registerByUsername(page);

  await accountButton(page).click();
  const centre = page.getByRole('dialog', { name: 'Personal centre' });
  await centre
    .getByRole('navigation', { name: 'Personal centre menu' })
    .getByRole('button', { name: 'Invite friends' })
    .click();
  await expect(centre.getByRole('heading', { name: 'Invite friends' })).toBeVisible();
  const code = (await centre.getByTestId('invite-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  const link = (await centre.getByTestId('invite-link').getAttribute('href')) ?? '';
  expect(link).toContain(`/register?referralCode=${code}`);
  await expect(centre.getByRole('img', { name: 'QR code of your invitation link' })).toBeVisible();
  await expect(centre.getByRole('button', { name: 'Copy Invitation link' })).toBeVisible();
  await expect(centre.getByRole('link', { name: 'Share on WhatsApp' })).toBeVisible();
  await expect(centre.getByText('Nobody has registered with your link yet.')).toBeVisible();
  await centre.getByRole('button', { name: 'Close' }).click();
  await logOut(page);

  // The friend follows the link: the register form opens with the code.
  await page.goto(new URL(link).pathname + new URL(link).search);
  const form = page.getByRole('dialog', { name: 'Register' });
  await expect(form.getByText(`You were invited with code ${code}.`)).toBeVisible();
  const friend = await registerByUsername(page, { formOpen: true });
  await logOut(page);

  // Back as the inviter: the friend is listed, waiting for a first deposit.
  await logInFromHeader(page, inviter.username, inviter.password);
  await closeWelcome(page, inviter.username);
  await accountButton(page).click();
  await centre
    .getByRole('navigation', { name: 'Personal centre menu' })
    .getByRole('button', { name: 'Invite friends' })
    .click();
  const masked = `${friend.username.slice(0, 2)}***${friend.username.slice(-1)}`;
  const row = centre.getByRole('table', { name: 'Friends you invited' }).getByRole('row').filter({ hasText: masked });
  await expect(row).toContainText('Waiting for deposit');
  await expect(centre.getByText(/Invited: 1/)).toBeVisible();
});
