import { expect, test } from '../fixtures.ts';

test('the language menu changes the visible text, and the choice survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();

  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('menuitemradio', { name: '中文' }).click();
  await expect(page.getByRole('link', { name: '首页', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('link', { name: '首页', exact: true })).toBeVisible();

  await page.getByRole('button', { name: /语言/ }).click();
  await page.getByRole('menuitemradio', { name: 'Tiếng Việt' }).click();
  await expect(page.getByRole('link', { name: 'Trang chủ', exact: true })).toBeVisible();
});

test('the theme switch sets the page theme, and the choice survives a reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Black' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Blue' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', { name: 'Blue' })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', { name: 'Blue' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Black' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
});
