import { expect, test } from '../fixtures.ts';

test('a notice-bar title opens the announcement popup at that notice, nine to a page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('dialog', (dialog) => {
    scripts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/');

  const bar = page.getByRole('region', { name: 'Latest news' });
  // As a person would: the pointer on the bar stops the scrolling titles, then one is clicked.
  await bar.hover();
  await bar.getByRole('button', { name: 'Deposits now credited within 1 minute' }).click();

  const popup = page.getByRole('dialog', { name: 'Announcements' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('heading', { name: 'Deposits now credited within 1 minute' })).toBeVisible();
  await expect(popup.getByText('Bank transfers are now confirmed within one minute')).toBeVisible();

  const titles = popup.getByRole('list', { name: 'Announcement list' }).getByRole('button');
  await expect(titles).toHaveCount(9);
  const pages = popup.getByRole('navigation', { name: 'Announcement pages' });
  await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  // The seeded notice whose content carries a <script>: it must show, and never run.
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await popup.getByRole('button', { name: '128-bit encryption on every page' }).click();
  await expect(popup.getByText('Your data is protected by 128-bit encryption.')).toBeVisible();
  await page.waitForTimeout(500);
  expect(scripts).toEqual([]);

  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
});
