import type { APIRequestContext } from '@playwright/test';
import { expect, opsToken, test } from '../fixtures.ts';

/** The operator API as support uses it: find a live-chat thread by its last message and answer it. */
async function answerChat(request: APIRequestContext, lastMessage: string, text: string) {
  const headers = { authorization: `Bearer ${await opsToken(request)}` };
  const list = await request.get('/ops/chats?merchant=demo&state=open&pageSize=100', { headers });
  expect(list.ok()).toBe(true);
  const threads = ((await list.json()) as { value: { list: { id: string; lastMessage: string }[] } }).value.list;
  const thread = threads.find((entry) => entry.lastMessage === lastMessage);
  expect(thread, 'the thread waits on the support desk').toBeTruthy();
  const answer = await request.post(`/ops/chats/${thread?.id}/messages`, { headers, data: { text } });
  expect(answer.ok()).toBe(true);
}

test('the footer opens the help centre on a topic, and the topics read in turn', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Help' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/help\?topic=faq$/);
  await expect(page.getByRole('heading', { name: 'Help center', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How long does a deposit take?' })).toBeVisible();

  const topics = page.getByRole('navigation', { name: 'Help topics' });
  await expect(topics.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
  await topics.getByRole('link', { name: 'Responsible gaming' }).click();
  await expect(page.getByRole('heading', { name: 'Warning signs' })).toBeVisible();
  await topics.getByRole('link', { name: 'News and blog' }).click();
  await page.getByRole('link', { name: 'Arcadia now on your home screen' }).click();
  await expect(page.getByText('open it like an app, full screen and already logged in')).toBeVisible();
});

test("the side bar's social entry shows the brand's community page", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Telegram' }).click();
  await expect(page.getByRole('heading', { name: 'Join our Telegram channel' })).toBeVisible();
  await expect(page.getByText('Search for Arcadia Official in Telegram.')).toBeVisible();
});

test("the side bar's customer service opens the live chat, and support's answer arrives", async ({ page, request }) => {
  await page.goto('/');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'Customer service' }).click();
  const chat = await popupOpened;
  await expect(chat).toHaveURL(/\/helpmc\?channel=live-chat$/);
  await expect(chat.getByRole('tab', { name: 'Live chat' })).toHaveAttribute('aria-selected', 'true');
  await expect(chat.getByText('No messages yet. Write to start the chat.')).toBeVisible();

  const question = `Where is my deposit? ${Date.now()}`;
  await chat.getByLabel('Type your message').fill(question);
  await chat.getByRole('button', { name: 'Send' }).click();
  const messages = chat.getByRole('list', { name: 'Chat messages' });
  await expect(messages.getByText(question)).toBeVisible();
  await expect(chat.getByLabel('Type your message')).toHaveValue('');

  await answerChat(request, question, 'It is credited now. Anything else?');
  await expect(messages.getByText('It is credited now. Anything else?')).toBeVisible({ timeout: 15_000 });

  // The same page holds the help topics.
  await chat.getByRole('tab', { name: 'Help' }).click();
  await chat.getByText('Privacy policy').click();
  await expect(chat.getByText('Your password is stored only as a one-way hash')).toBeVisible();
});

test('send feedback from the help centre: the word bounds, then a reference', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/help');
  await page.getByRole('navigation', { name: 'Help topics' }).getByRole('link', { name: 'Feedback' }).click();
  const form = page.getByRole('form', { name: 'Send feedback' });
  await form.getByLabel('Question type').selectOption({ label: 'Suggestion' });
  const description = form.getByLabel('Description');
  await description.fill('Add more fishing games');
  await expect(form.getByText('4 words (5–300)')).toBeVisible();
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(form.getByText('Content must be between 5 and 300 words.')).toBeVisible();

  const content = `Please add more fishing games soon ${Date.now()}`;
  await description.fill(content);
  await form.getByLabel('How can we reach you? (optional)').fill('fan@example.com');
  await form.getByRole('button', { name: 'Send feedback' }).click();
  const sent = page.getByRole('status');
  await expect(sent).toContainText(/Thank you! Your feedback was sent \(reference \d+\)\./);

  const headers = { authorization: `Bearer ${await opsToken(request)}` };
  const desk = await request.get('/ops/feedback?merchant=demo&state=open&pageSize=100', { headers });
  const items = ((await desk.json()) as { value: { list: { content: string; contact: string }[] } }).value.list;
  expect(items).toContainEqual(expect.objectContaining({ content, contact: 'fan@example.com' }));
});

test('/down shows the apps with QR codes and the iOS tutorial; the side bar leads there', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The tutorials arrive only after their guide is asked for: the page scrolls to it once they are there.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/wps\/system\/helpCenter\?.*section=download/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  // On a phone the shortcuts fold into their launcher.
  const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
  await shortcuts.getByRole('button', { name: 'Shortcuts' }).click();
  await shortcuts.getByRole('link', { name: 'Android app' }).click();
  await expect(page).toHaveURL(/\/down\?platform=android$/);
  await expect(page.getByRole('heading', { name: 'App download', level: 1 })).toBeVisible();

  for (const name of ['iOS profile', 'Android', 'iPhone and iPad']) {
    const card = page.getByRole('listitem', { name, exact: true });
    const qr = card.getByRole('img', { name: `QR code: ${name}` });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('width', '200');
  }
  const android = page.getByRole('listitem', { name: 'Android', exact: true });
  await expect(android).toHaveAttribute('aria-current', 'true');
  await android.getByRole('button', { name: 'Installation guide' }).click();
  release();
  await expect(page.getByRole('heading', { name: 'Install on Android' })).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Install on iPhone and iPad' })).toBeAttached();
  await expect(page.getByText('VPN & Device Management')).toBeAttached();
});

test('/join shows agent recruitment and acts on it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/join');
  await expect(page.getByRole('heading', { name: 'Become an agent with Arcadia' })).toBeVisible();
  await expect(page.getByText('Your own invitation code')).toBeVisible();

  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Contact customer service' }).click();
  const chat = await popupOpened;
  await expect(chat.getByRole('heading', { name: 'Live chat', level: 2 })).toBeVisible();
  await chat.close();

  await page.getByRole('link', { name: 'Register now' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('dialog', { name: /Register/ })).toBeVisible();
});
