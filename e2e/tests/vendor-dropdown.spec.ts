import { expect, test } from '../fixtures.ts';

test('hovering Slots opens its vendors: at most 11 logos and the More tile', async ({ page }) => {
  await page.goto('/');
  const slots = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Slots', exact: true });
  await expect(slots).toHaveAttribute('aria-expanded', 'false');
  await slots.hover();
  await expect(slots).toHaveAttribute('aria-expanded', 'true');

  const vendors = page.getByRole('list', { name: 'Slots vendors' });
  await expect(vendors).toBeVisible();
  // The demo brand has exactly 11 slot vendors, which is when the More tile shows.
  await expect(vendors.getByRole('img')).toHaveCount(11);
  await expect(vendors.getByRole('img', { name: 'PG Soft' })).toBeVisible();
  await expect(vendors.getByRole('link', { name: 'More' })).toBeVisible();
  await expect(vendors.getByRole('listitem')).toHaveCount(12);

  await page.mouse.move(5, 600);
  await expect(vendors).toBeHidden();
});
