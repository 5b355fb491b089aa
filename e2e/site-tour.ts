import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { closeWelcome, expect, logInFromHeader } from './accounts.ts';

/**
 * What the layout and accessibility specs share: every route of the route table
 * (its first path; /login and /register are the home page under a modal, so they
 * are left to the account specs), in a context of a given width and theme, logged
 * in as the demo player once and reused.
 */
export const WIDTHS = [390, 1366] as const;
export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

const MODAL_ROUTES = new Set(['login', 'register']);
// Read as text: importing the route table would pull the web app's modules into this workspace's type check.
const table = readFileSync(new URL('../apps/web/src/app/routes.ts', import.meta.url), 'utf8');
export const TOUR = [...table.matchAll(/\{ paths: \['([^']+)'[^\]]*\], name: '(\w+)'/g)]
  .map(([, path = '/', name = '']) => ({ name, path }))
  .filter((route) => !MODAL_ROUTES.has(route.name));

/** The demo player's tab storage after a login: the session lives in sessionStorage, which storageState leaves out. */
export interface Login {
  session: Record<string, string>;
  local: Record<string, string>;
}

/**
 * The tour's one address (the server trusts X-Forwarded-For from loopback): every login of
 * the demo player in a run comes from it, so the second spec's login is not a "new device".
 */
const TOUR_HEADERS = { 'x-forwarded-for': '10.254.254.1' };

/** Logs the demo player in once through the header, as a person does, and keeps the tab's storage. */
export async function demoLogin(browser: Browser, baseURL: string): Promise<Login> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1366, height: 900 },
    extraHTTPHeaders: TOUR_HEADERS,
  });
  const page = await context.newPage();
  await page.goto('/');
  await logInFromHeader(page, 'demo', 'demo1234');
  await closeWelcome(page);
  const login = await page.evaluate(() => ({
    session: Object.fromEntries(Object.entries(sessionStorage)),
    local: Object.fromEntries(Object.entries(localStorage)),
  }));
  await context.close();
  expect(login.session.token, 'the login left a session token').toBeTruthy();
  return login;
}

/** A context of this width and theme, logged in with the stored login when one is given. */
export async function tourContext(
  browser: Browser,
  baseURL: string,
  width: number,
  theme: Theme,
  login?: Login,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width < 700 ? 844 : 900 },
    extraHTTPHeaders: TOUR_HEADERS,
  });
  await context.addInitScript(
    ({ theme, login }) => {
      localStorage.setItem('theme', theme);
      if (!login) return;
      for (const [key, value] of Object.entries(login.local)) if (key !== 'theme') localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(login.session)) sessionStorage.setItem(key, value);
    },
    { theme, login },
  );
  return context;
}

/** Opens a path and waits until its page has rendered: the main area shown, nothing still loading. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main.page')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * axe-core's serious and critical findings on the page as it stands, one line each. Every rule
 * runs. Legacy mode runs axe in the page's own frames (AxeBuilder's default opens a second page to
 * merge the frames' results), and only violations are written out in full: three times faster.
 */
export async function seriousFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${violation.help})`),
    );
}
