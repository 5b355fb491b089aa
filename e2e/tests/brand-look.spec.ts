import type { Page } from '@playwright/test';
import { expect, registerByUsername, test } from '../accounts.ts';

/**
 * A brand's look comes from its settings: the demo brand (localhost) and the beta brand
 * (beta.localhost, Chromium sends *.localhost to loopback) differ in colours, font and
 * logo, not only in name. The art is drawn per game, and the house slot draws its symbols
 * as vector art.
 */
const BETA = `http://beta.localhost:${process.env.E2E_PORT ?? 8180}`;

/** What a person sees of a brand: the header's colour, the primary colour, the font, the logo. */
async function lookOf(page: Page) {
  // The header's logo (found by its place: on beta the login dialog hides the page from the role tree).
  const logo = page.locator('.header-logo img').first();
  await expect(logo).toBeVisible();
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 })
    .toBe(true);
  return page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    const header = document.querySelector('.header-bottom');
    const img = document.querySelector<HTMLImageElement>('.header-logo img');
    return {
      primary: root.getPropertyValue('--primary').trim(),
      header: header ? getComputedStyle(header).backgroundColor : '',
      font: getComputedStyle(document.body).fontFamily,
      logo: img?.currentSrc ?? '',
      logoName: img?.alt ?? '',
    };
  });
}

test('the demo and the beta brand each wear their own colours, font and logo', async ({ page }) => {
  await page.goto('/');
  const demo = await lookOf(page);
  // Beta asks visitors to log in first: its login page wears its look as well.
  await page.goto(`${BETA}/`);
  await expect(page).toHaveURL(`${BETA}/login`);
  const beta = await lookOf(page);

  expect(demo.logoName).toBe('Arcadia');
  expect(beta.logoName).toBe('Beta Play');
  expect(beta.primary).not.toBe(demo.primary);
  expect(beta.header).not.toBe(demo.header);
  expect(beta.font).not.toBe(demo.font);
  expect(beta.font).toContain('Georgia');
  expect(beta.logo).not.toBe(demo.logo);

  // The logo drawings themselves differ (not only their address): the brand's mark and colours.
  // Fetched by the page (Node does not resolve *.localhost as Chromium does).
  const drawing = (url: string) => page.evaluate(async (address) => (await fetch(address)).text(), url);
  const betaLogo = await drawing(beta.logo);
  await page.goto('/');
  const demoLogo = await drawing(demo.logo);
  expect(demoLogo).toContain('Arcadia');
  expect(betaLogo).toContain('Beta Play');
  expect(betaLogo.replace('Beta Play', '')).not.toBe(demoLogo.replace('Arcadia', ''));
});

test('the light theme asks for the light drawings', async ({ page }) => {
  await page.goto('/');
  const logo = page.locator('.header-logo img').first();
  await expect(logo).toHaveAttribute('src', /\/brand\/demo\.svg$/);
  await page.getByRole('button', { name: 'Blue', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(logo).toHaveAttribute('src', /\/brand\/demo\.svg\?theme=light$/);
});

test('every game tile has its own drawing', async ({ page }) => {
  await page.goto('/rng?type=vassalage&vassalage=ARC');
  await page.getByRole('tab', { name: 'All games' }).click();
  const tiles = page.getByRole('list', { name: 'Games' }).locator('.game-card-image img');
  await expect(tiles.nth(1)).toBeVisible();
  const [first, second] = await Promise.all([tiles.nth(0).getAttribute('src'), tiles.nth(1).getAttribute('src')]);
  expect(first).not.toBe(second);
  const draw = async (src: string | null) => (await page.request.get(src ?? '')).text();
  const [one, two] = [await draw(first), await draw(second)];
  const picture = (svg: string) => svg.replace(/<title>.*?<\/title>/, '');
  expect(picture(one)).not.toBe(picture(two));
  expect(one).toContain('<svg');
  // Not the old template: no "7 7 7" and no name written into the picture.
  expect(picture(one)).not.toMatch(/>7</);
});

test('each house slot draws its own symbols, named for what they show, as vector art', async ({ page }) => {
  test.slow();
  await page.goto('/');
  await registerByUsername(page);
  const symbols: Record<string, string[]> = {};
  for (const title of ['Golden Dragon', "Pharaoh's Sun"]) {
    await page.goto('/rng?type=vassalage&vassalage=ARC');
    await page.getByRole('tab', { name: 'All games' }).click();
    await page
      .getByRole('list', { name: 'Games' })
      .getByRole('button', { name: `Play ${title}` })
      .click();
    await expect(page).toHaveURL(/\/game\?url=/);
    const slot = page.frameLocator('main iframe');
    await expect(slot.getByRole('heading', { name: title, level: 2 })).toBeVisible({ timeout: 20_000 });
    const paytable = slot.getByRole('complementary', { name: 'Paytable' });
    const art = paytable.locator('img');
    await expect(art.first()).toBeVisible();
    const sources = await art.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    // A drawing per symbol, each an SVG of its own.
    expect(new Set(sources).size).toBe(sources.length);
    const first = await page.request.get(sources[0] ?? '');
    expect(first.headers()['content-type']).toContain('image/svg+xml');
    expect(await first.text()).toContain('<svg');
    // Named for what they show, never "High symbol 4".
    const names = await paytable
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.textContent ?? ''));
    for (const name of names) expect(name).not.toMatch(/(High|Low) symbol/);
    symbols[title] = sources.map((source) => new URL(source).pathname);
  }
  // Two titles, two symbol sets.
  const [dragon = [], pharaoh = []] = Object.values(symbols);
  expect(dragon.filter((path) => pharaoh.includes(path))).toEqual([]);
});
