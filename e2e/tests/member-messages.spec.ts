import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { accountButton, expect, header, registerByUsername, test } from '../accounts.ts';
import { opsToken } from '../fixtures.ts';

/**
 * An operator writes to a new member through the operator API; the member sees the
 * badges on the avatar and on Platform messages, opens the message to read it, and
 * watches both badges drop.
 */

async function sendMessage(request: APIRequestContext, account: string, title: string, content: string) {
  const response = await request.post(`/ops/members/${account}/messages`, {
    headers: { authorization: `Bearer ${await opsToken(request)}` },
    data: { merchant: 'demo', title: { EN: title }, content: { EN: content }, requestId: randomUUID() },
  });
  expect(response.ok(), `send message: ${response.status()} ${await response.text()}`).toBe(true);
}

test('reading a message drops the badges on the avatar and in the menu', async ({ page, request }) => {
  await page.goto('/');
  const { username } = await registerByUsername(page);
  const avatarBadge = header(page).getByText('1 new');
  await expect(avatarBadge).toHaveCount(0);

  await sendMessage(request, username, 'Your VIP host', 'Hello!\nYour VIP host is here to help.');
  // The page asks for the counts again when it loads (and every minute, and on focus).
  await page.reload();
  await expect(avatarBadge).toBeVisible();

  await accountButton(page).click();
  const centre = page.getByRole('dialog', { name: 'Personal centre' });
  const menu = centre.getByRole('navigation', { name: 'Personal centre menu' });
  await menu.getByRole('button', { name: 'Platform messages 1 new' }).click();
  await expect(centre.getByRole('heading', { name: 'Platform messages', level: 3 })).toBeVisible();
  await expect(centre.getByText('1 unread')).toBeVisible();

  await centre.getByRole('button', { name: /^Your VIP host \(unread\)/ }).click();
  await expect(centre.getByRole('heading', { name: 'Your VIP host' })).toBeVisible();
  await expect(centre.getByText('Your VIP host is here to help.')).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Platform messages', exact: true })).toBeVisible();

  await centre.getByRole('button', { name: 'Back to messages' }).click();
  await expect(centre.getByText('0 unread')).toBeVisible();
  await expect(centre.getByRole('button', { name: /^Your VIP host Message/ })).toBeVisible();

  // The header behind the centre is hidden from assistive technology: look once it is closed.
  await centre.getByRole('button', { name: 'Close' }).click();
  await expect(centre).toBeHidden();
  await expect(accountButton(page)).toBeVisible();
  await expect(avatarBadge).toHaveCount(0);
});
