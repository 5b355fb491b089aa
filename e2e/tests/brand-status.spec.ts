import { expect, test } from '../fixtures.ts';

/**
 * The second seeded brand, served at beta.localhost (Chromium sends *.localhost
 * to loopback). Its settings are changed here, not the demo brand's, so the
 * other files can run alongside; the tests of this file run in order.
 */
const BETA = `http://beta.localhost:${process.env.E2E_PORT ?? 8180}`;

test('login first: a closed page sends the visitor to log in; the help centre stays open', async ({ page }) => {
  await page.goto(`${BETA}/rng`);
  await expect(page).toHaveURL(`${BETA}/login`);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();

  await page.goto(`${BETA}/helpmc`);
  await expect(page.getByRole('heading', { name: 'Help center' })).toBeVisible();
  await expect(page).toHaveURL(`${BETA}/helpmc`);
});

test('maintenance turned on by the operator replaces the site, until turned off', async ({ page, ops }) => {
  const endTime = new Date(Date.now() + 2 * 3600_000).toISOString();
  await ops.patch({ maintenance: { on: true, endTime } }, 'beta');
  await page.goto(`${BETA}/`);
  await expect(page.getByRole('heading', { name: 'Game maintenance' })).toBeVisible();
  // Customer service still opens: the live chat, not another maintenance page.
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Customer service' }).click();
  const chat = await popupOpened;
  await expect(chat.getByRole('heading', { name: 'Live chat', level: 2 })).toBeVisible();
  await expect(chat.getByRole('heading', { name: 'Game maintenance' })).toHaveCount(0);
  await chat.close();

  await ops.restore();
  await page.reload();
  await expect(page).toHaveURL(`${BETA}/login`);
  await expect(page.getByRole('heading', { name: 'Game maintenance' })).toHaveCount(0);
});

test('a blocked address sees the region page with its IP, until unblocked', async ({ page, ops }) => {
  await ops.patch({ blockedIpRanges: ['127.0.0.1/32', '::1/128'] }, 'beta');
  await page.goto(`${BETA}/`);
  await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
  await expect(page.getByText(/Your IP: (127\.0\.0\.1|::1)/)).toBeVisible();
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Customer service' }).click();
  const chat = await popupOpened;
  await expect(chat.getByRole('heading', { name: 'Live chat', level: 2 })).toBeVisible();
  await chat.close();

  await ops.restore();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Access restricted' })).toHaveCount(0);
  await expect(page).toHaveURL(`${BETA}/login`);
});
