import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { accountButton, expect, headerBalance, registerByUsername, test } from '../accounts.ts';
import { creditMember, opsToken } from '../fixtures.ts';

/**
 * Promotions end to end: a new member applies for a bonus with two images, an operator
 * issues it through the operator API, and the member sees it in bonus details and the
 * balance; a member who played claims a rebate in the reward centre.
 */

/** A 1×1 PNG: the server checks an image's first bytes, not its name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** A JPEG's first bytes are all the server looks at. */
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);

const DAY_MS = 86_400_000;

/** The operator API with the seeded owner's session. */
async function operator(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await opsToken(request)}` };
  return {
    async post(path: string, data: object) {
      const response = await request.post(path, { headers, data });
      expect(response.ok(), `POST ${path}: ${response.status()} ${await response.text()}`).toBe(true);
      return ((await response.json()) as { value: { id: string } }).value;
    },
    async get(path: string, params: Record<string, string | number>) {
      const response = await request.get(path, { headers, params });
      expect(response.ok(), `GET ${path}: ${response.status()}`).toBe(true);
      return ((await response.json()) as { value: { list: { id: string; account: string }[] } }).value;
    },
  };
}

/** A promotion running from yesterday for a week, made by the operator for this test alone. */
async function promotion(request: APIRequestContext, title: string, terms: object, extra: object = {}) {
  const ops = await operator(request);
  const { id } = await ops.post('/ops/promotions', {
    merchant: 'demo',
    title: { EN: title },
    summary: { EN: 'Made by the browser suite' },
    content: { EN: '<p>Show us your <b>best win</b>.</p><script>alert(1)</script>' },
    startsAt: new Date(Date.now() - DAY_MS).toISOString(),
    endsAt: new Date(Date.now() + 7 * DAY_MS).toISOString(),
    terms,
    ...extra,
  });
  return id;
}

const centre = (page: Page) => page.getByRole('dialog', { name: 'Personal centre' });

async function openCentrePage(page: Page, name: string) {
  if (!(await centre(page).isVisible())) await accountButton(page).click();
  await centre(page).getByRole('navigation', { name: 'Personal centre menu' }).getByRole('button', { name }).click();
  await expect(centre(page).getByRole('heading', { name, level: 3 })).toBeVisible();
}

test('apply with two images, have it issued by an operator, see it in bonus details and the balance', async ({
  page,
  request,
}) => {
  const title = `Big win bonus ${randomBytes(3).toString('hex')}`;
  const id = await promotion(
    request,
    title,
    { kind: 'deposit-bonus', percentBp: 100, maxBonus: 500_00, minDeposit: 0 },
    { turnoverMultiple: 2 },
  );
  await page.goto('/');
  const { username } = await registerByUsername(page);

  // The list shows it with the member's state; its page has the rich text, without the script.
  await page.goto('/promotions');
  const card = page.getByRole('list', { name: 'Promotions' }).getByRole('link', { name: title });
  await expect(card).toContainText('Join');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/promoDetail\\?id=${id}$`));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.locator('.promo-content')).toContainText('Show us your best win.');
  await expect(page.locator('.promo-content script')).toHaveCount(0);

  // The application: a comment with its counter, two images with previews.
  const state = page.getByTestId('promo-state-button');
  await expect(state).toHaveText('Join');
  await state.click();
  const form = page.getByRole('form', { name: 'Apply' });
  await form.getByRole('textbox', { name: 'Comment' }).fill('My best spin of the week');
  await expect(form.getByText('24/140')).toBeVisible();
  await form.getByLabel(/^Images/).setInputFiles([
    { name: 'win.png', mimeType: 'image/png', buffer: PNG },
    { name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: JPEG },
  ]);
  const previews = form.getByRole('list', { name: 'Chosen images' });
  await expect(previews.getByRole('img')).toHaveCount(2);
  await expect(form.getByText('Images (2/3)')).toBeVisible();
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Application sent. We will review it soon.')).toBeVisible();
  await expect(state).toHaveText('Applying');

  // The operator finds it on the desk and issues 123.45.
  const ops = await operator(request);
  const desk = await ops.get('/ops/promotion-applications', { merchant: 'demo', state: 'applying', pageSize: 100 });
  const application = desk.list.find((row) => row.account === username);
  expect(application, `${username}'s application on the desk`).toBeTruthy();
  await ops.post(`/ops/promotion-applications/${application?.id}/issue`, { amount: 123_45, note: 'Nice win' });

  await page.reload();
  await expect(page.getByTestId('promo-state-button')).toHaveText('Issued');
  await expect(headerBalance(page)).toHaveText('123.45');
  await openCentrePage(page, 'Bonus details');
  const bonuses = centre(page).getByRole('list', { name: 'Your bonuses' });
  const bonus = bonuses.getByRole('listitem').filter({ hasText: title });
  await expect(bonus).toContainText('Issued');
  await expect(bonus).toContainText('123.45');
  await expect(bonus).toContainText('Turnover ₱0.00 of ₱246.90');
  await expect(centre(page).getByTestId('turnover-remaining')).toContainText('₱246.90');
});

test('claim a rebate in the reward centre after playing', async ({ page, request }) => {
  // A registration, a launch and a few spins: slow on a loaded machine.
  test.slow();
  const title = `Spin rebate ${randomBytes(3).toString('hex')}`;
  await promotion(request, title, { kind: 'rebate', rateBp: 300, minClaim: 1 });
  await page.goto('/');
  const { username } = await registerByUsername(page);
  await creditMember(request, username, 1_000_00, 'E2E rebate balance');
  await page.reload();
  await expect(headerBalance(page)).toHaveText('1,000.00');

  // Spins on a house slot: valid bets, once settled, build up the rebate.
  await page.goto('/rng?type=vassalage&vassalage=ARC');
  await page.getByRole('tab', { name: 'All games' }).click();
  await page
    .getByRole('list', { name: 'Games' })
    .getByRole('button', { name: /^Play / })
    .first()
    .click();
  const spin = page.frameLocator('main iframe').getByRole('button', { name: 'Spin', exact: true });
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  for (let i = 0; i < 3; i++) {
    await spin.click();
    await expect(spin).toBeEnabled({ timeout: 20_000 });
  }

  // The reward centre offers the rebate; claiming it adds it to the balance once.
  await page.goto('/');
  await openCentrePage(page, 'Reward centre');
  const rewards = centre(page).getByRole('list', { name: 'Rewards to claim' });
  const item = rewards.getByRole('listitem').filter({ hasText: title });
  await expect(item).toBeVisible({ timeout: 15_000 });
  const amountText = (await item.locator('.bonus-item-amount').textContent()) ?? '';
  const amount = Math.round(Number(amountText.replace(/[^\d.]/g, '')) * 100);
  expect(amount, `a rebate in "${amountText}"`).toBeGreaterThan(0);
  const before = Math.round(Number(((await headerBalance(page).textContent()) ?? '').replace(/[^\d.]/g, '')) * 100);
  await item.getByRole('button', { name: `Claim ${title}` }).click();
  await expect(
    centre(page)
      .getByRole('status')
      .filter({ hasText: `from ${title} has been added` }),
  ).toBeVisible();
  await expect(item).toHaveCount(0);
  const after = ((before + amount) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
  await expect(headerBalance(page)).toHaveText(after);
  await openCentrePage(page, 'Bonus details');
  await expect(centre(page).getByRole('list', { name: 'Your bonuses' }).getByRole('listitem').first()).toContainText(
    'Claimed',
  );
});
