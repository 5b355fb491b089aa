import { expect, test } from '../fixtures.ts';

test('hovering Slots opens the vendors that play: the house vendor, and no More tile', async ({ page }) => {
  await page.goto('/');
  const slots = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Slots', exact: true });
  await expect(slots).toHaveAttribute('aria-expanded', 'false');
  await slots.hover();
  await expect(slots).toHaveAttribute('aria-expanded', 'true');

  const vendors = page.getByRole('list', { name: 'Slots vendors' });
  await expect(vendors).toBeVisible();
  // The demo lists only vendors with an adapter (issue 36): the house vendor. Third parties wait for a contract.
  await expect(vendors.getByRole('img', { name: 'Arcadia Slots' })).toBeVisible();
  await expect(vendors.getByRole('img', { name: 'PG Soft' })).toHaveCount(0);
  await expect(vendors.getByRole('link', { name: 'More' })).toHaveCount(0);

  await page.mouse.move(5, 600);
  await expect(vendors).toBeHidden();
});
