import { header } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';

/** "₱12,345,678.90" → 12345678.9 */
const amount = (label: string | null) => Number((label ?? '').replace(/[^\d.]/g, ''));

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('home shows the banner, the notice bar, the jackpot and the clock', async ({ page }) => {
  const banner = page.getByRole('region', { name: 'Featured' });
  await expect(banner.getByRole('img').first()).toBeVisible();

  const notices = page.getByRole('region', { name: 'Latest news' });
  await expect(notices.getByRole('button', { name: 'Welcome to Arcadia' })).toBeVisible();

  const jackpot = page.getByTestId('jackpot');
  await expect(jackpot).toHaveAttribute('aria-label', /\d/);
  const before = amount(await jackpot.getAttribute('aria-label'));
  await page.waitForTimeout(3_500);
  expect(amount(await jackpot.getAttribute('aria-label'))).toBeGreaterThan(before);

  const clock = page.getByTestId('clock');
  await expect(clock).toHaveText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  const first = await clock.textContent();
  await page.waitForTimeout(1_200);
  await expect(clock).not.toHaveText(first ?? '');
  const time = (await clock.textContent())?.match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)?.[0];
  expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
});

test('with reduced motion nothing on home moves by itself: the notice bar stands still', async ({ page }) => {
  // The suite's browser asks for reduced motion (playwright.config.ts), as a person may in their settings.
  const notices = page.getByRole('region', { name: 'Latest news' });
  await expect(notices.getByRole('button', { name: 'Welcome to Arcadia' })).toBeVisible();
  const running = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => (animation as CSSAnimation).animationName ?? 'a script animation'),
  );
  expect(running).toEqual([]);
});

test('the footer shows three licence badges and the copyright', async ({ page }) => {
  const footer = page.getByRole('contentinfo');
  const licences = footer.getByRole('region', { name: 'Licensed and regulated' });
  await expect(licences.getByRole('img')).toHaveCount(3);
  await expect(footer.getByText(/©\s*2025/)).toBeVisible();
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('paints the banner from the page itself and loads the login form only when asked', async ({ page }) => {
    // A fresh load with every request watched (beforeEach's load is over by now).
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Featured' });
    await expect(banner.getByRole('img').first()).toBeVisible();
    // The whitelabel info and the banners came with the page: nobody asked for them.
    expect(
      asked.filter((path) => /\/wps\/system\/whitelabel|MCSFE_getBanners|\/wps\/system\/status/.test(path)),
    ).toEqual([]);
    expect(asked.some((path) => path === '/img/banners/home/1.svg')).toBe(true);

    const loginChunk = (path: string) => /^\/assets\/login-(form|modal)-[\w-]+\.js$/.test(path);
    await page.waitForLoadState('networkidle');
    expect(asked.filter(loginChunk)).toEqual([]);
    await header(page).getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog').getByLabel('Username')).toBeVisible();
    expect(asked.filter(loginChunk).length).toBeGreaterThan(0);
  });
});
