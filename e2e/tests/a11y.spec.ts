import { expect, header, test } from '../accounts.ts';
import { demoLogin, type Login, seriousFindings, THEMES, tourContext, visit } from '../site-tour.ts';

/**
 * axe-core over the member centre open as a modal in both themes (every route's axe run
 * is in layout.spec.ts's phone tour), logged in as the demo player. Then the keyboard:
 * a modal keeps focus inside and closes on Escape, a centre's drawer and the shortcut
 * launcher fold on Escape and give focus back, a tab set moves with the arrows.
 */

let login: Login;

test.beforeAll(async ({ browser, baseURL }) => {
  login = await demoLogin(browser, baseURL ?? '');
});

for (const theme of THEMES) {
  // Every route's axe run is part of the phone tour in layout.spec.ts (one visit per route serves both checks).
  test(`axe finds nothing serious in the member centre open over the page, ${theme} theme`, async ({
    browser,
    baseURL,
  }) => {
    const context = await tourContext(browser, baseURL ?? '', 390, theme, login);
    const page = await context.newPage();
    await visit(page, '/');
    await header(page)
      .getByRole('button', { name: /Member centre/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Personal centre' }).getByRole('heading').first()).toBeVisible();
    expect(await seriousFindings(page), `member centre (${theme})`).toEqual([]);
    await context.close();
  });
}

test('the keyboard works every modal, drawer, launcher and tab set', async ({ browser, baseURL }) => {
  const context = await tourContext(browser, baseURL ?? '', 390, 'dark', login);
  const page = await context.newPage();
  await visit(page, '/');

  // The shortcut launcher: opens onto its first shortcut, folds on Escape with focus back on it.
  const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
  const launcher = shortcuts.getByRole('button', { name: 'Shortcuts' });
  await launcher.focus();
  await page.keyboard.press('Enter');
  await expect(launcher).toHaveAttribute('aria-expanded', 'true');
  await expect(shortcuts.getByRole('link', { name: 'Promotions' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(launcher).toHaveAttribute('aria-expanded', 'false');
  await expect(launcher).toBeFocused();

  // The member centre: a modal that keeps Tab inside, its drawer folding on Escape before the centre closes.
  const account = header(page).getByRole('button', { name: /Member centre/ });
  await account.focus();
  await page.keyboard.press('Enter');
  const centre = page.getByRole('dialog', { name: 'Personal centre' });
  await expect(centre).toBeVisible();
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    expect(await centre.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  const toggle = centre.getByRole('button', { name: /^Menu/ });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const menu = centre.getByRole('navigation', { name: 'Personal centre menu' });
  await expect(menu.getByRole('button', { name: 'My account' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('button', { name: 'My wallet' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();
  await expect(account).toBeFocused();

  // A tab set: the help centre's tabs follow the arrow keys, selection with focus.
  await visit(page, '/helpmc?tab=help');
  const tabs = page.getByRole('tablist', { name: 'Help center' });
  await tabs.getByRole('tab', { name: 'Help' }).focus();
  await page.keyboard.press('ArrowRight');
  const feedback = tabs.getByRole('tab', { name: 'Feedback' });
  await expect(feedback).toBeFocused();
  await expect(feedback).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tabs.getByRole('tab', { name: 'Live chat' })).toHaveAttribute('aria-selected', 'true');
  await context.close();
});
