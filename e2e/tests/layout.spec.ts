import type { Page, TestInfo } from '@playwright/test';
import { expect, header, test } from '../accounts.ts';
import { demoLogin, type Login, seriousFindings, THEMES, TOUR, tourContext, visit, WIDTHS } from '../site-tour.ts';

/**
 * Every route at a phone's and a desktop's width, in both themes, logged in as the demo
 * player: a screenshot of each for the report, no sideways scrolling, and no fixed or
 * sticky part of the page (header, shortcut launcher) lying over something a person
 * would press. At the phone's width, axe-core finds nothing serious or critical. At a small
 * phone's and a tablet's widths (360, 768, 1024 px) the same two checks, without screenshots.
 */

/**
 * The interactive elements a fixed or sticky element covers: each visible one is
 * scrolled to the middle of the screen, and what lies at its centre must be it, a part
 * of it, or something that is not fixed or sticky.
 */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pinned = (element: Element | null, target: Element): Element | null => {
      for (let at = element; at && at !== document.body; at = at.parentElement) {
        const { position } = getComputedStyle(at);
        if ((position === 'fixed' || position === 'sticky') && !at.contains(target)) return at;
      }
      return null;
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
    const name = (element: Element) =>
      (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const found: string[] = [];
    const controls = Array.from(document.querySelectorAll('a[href], button, input, select, textarea, [tabindex="0"]'));
    for (const control of controls.slice(0, 200)) {
      const box = control.getBoundingClientRect();
      if (box.width < 2 || box.height < 2 || getComputedStyle(control).visibility === 'hidden') continue;
      if (control.closest('[inert], [aria-hidden="true"]')) continue;
      control.scrollIntoView({ block: 'center', inline: 'center' });
      const at = control.getBoundingClientRect();
      const hit = document.elementFromPoint(at.left + at.width / 2, at.top + at.height / 2);
      if (!hit || hit === control || control.contains(hit)) continue;
      const cover = pinned(hit, control);
      if (cover) found.push(`${describe(control)} "${name(control)}" under ${describe(cover)}`);
    }
    window.scrollTo(0, 0);
    return found;
  });
}

/** How far the page scrolls sideways (0 when it fits the screen's width). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const shoot = async (page: Page, testInfo: TestInfo, name: string) =>
  testInfo.attach(name, {
    body: await page.screenshot({ fullPage: true, type: 'jpeg', quality: 60 }),
    contentType: 'image/jpeg',
  });

// The tours are the longest tests of the suite: spread them over the workers.
test.describe.configure({ mode: 'parallel' });

let login: Login;

test.beforeAll(async ({ browser, baseURL }) => {
  login = await demoLogin(browser, baseURL ?? '');
});

for (const width of WIDTHS) {
  for (const theme of THEMES) {
    test(`every route at ${width} px in the ${theme} theme: screenshots, nothing covered, no sideways scroll`, async ({
      browser,
      baseURL,
    }, testInfo) => {
      // A slow machine: 23 routes, each loaded, photographed and checked.
      test.setTimeout(420_000);
      const context = await tourContext(browser, baseURL ?? '', width, theme, login);
      const page = await context.newPage();
      for (const route of TOUR) {
        await visit(page, route.path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await shoot(page, testInfo, `${route.name}-${width}-${theme}`);
        expect.soft(await coveredControls(page), `${route.path}: controls under a fixed element`).toEqual([]);
        expect.soft(await sidewaysOverflow(page), `${route.path}: sideways scroll`).toBeLessThanOrEqual(0);
        // axe at a phone's width, where targets are smallest: no serious or critical finding.
        if (width === 390) expect.soft(await seriousFindings(page), `${route.path}: axe`).toEqual([]);
      }
      await context.close();
    });
  }
}

/** The widths between and below the tours' two: a small phone, a tablet upright and lying down. */
const BETWEEN = [360, 768, 1024] as const;

test('every route at 360, 768 and 1024 px: nothing covered, no sideways scroll', async ({ browser, baseURL }) => {
  test.setTimeout(420_000);
  const context = await tourContext(browser, baseURL ?? '', BETWEEN[0], 'dark', login);
  const page = await context.newPage();
  for (const route of TOUR) {
    await page.setViewportSize({ width: BETWEEN[0], height: 780 });
    await visit(page, route.path);
    // One load per route; the page is resized to each width in turn, as a turned tablet would be.
    for (const width of BETWEEN) {
      await page.setViewportSize({ width, height: width < 700 ? 780 : 900 });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const where = `${route.path} at ${width} px`;
      expect.soft(await coveredControls(page), `${where}: controls under a fixed element`).toEqual([]);
      expect.soft(await sidewaysOverflow(page), `${where}: sideways scroll`).toBeLessThanOrEqual(0);
    }
  }
  await context.close();
});

test('the member centre fills a phone with a drawer menu; at 1366 px the betting record shows its Profit column', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  for (const width of WIDTHS) {
    const context = await tourContext(browser, baseURL ?? '', width, 'dark', login);
    const page = await context.newPage();
    await visit(page, '/');
    await header(page)
      .getByRole('button', { name: /Member centre/ })
      .click();
    const centre = page.getByRole('dialog', { name: 'Personal centre' });
    const menu = centre.getByRole('navigation', { name: 'Personal centre menu' });
    if (width < 700) {
      const box = await centre.boundingBox();
      expect(box?.width).toBe(width);
      const toggle = centre.getByRole('button', { name: /^Menu/ });
      await expect(menu).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('button', { name: 'My account' })).toBeFocused();
      // Escape closes the drawer, not the centre, and focus goes back to the menu button.
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(centre).toBeVisible();
      await expect(toggle).toBeFocused();
      await toggle.click();
    }
    await menu.getByRole('button', { name: 'Betting record' }).click();
    if (width < 700) await expect(menu).toBeHidden();
    const table = centre.getByRole('table');
    await expect(table).toBeVisible();
    await shoot(page, testInfo, `member-centre-betting-record-${width}`);
    if (width >= 700) {
      const profit = table.getByRole('columnheader', { name: 'Profit' });
      const panel = await centre.locator('.centre-panel-content').boundingBox();
      const cell = await profit.boundingBox();
      expect(cell && panel && cell.x + cell.width <= panel.x + panel.width).toBe(true);
    }
    await context.close();
  }
});
