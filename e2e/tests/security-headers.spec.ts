import type { Frame, Page } from '@playwright/test';
import { accountButton, header } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { openFromLobby } from '../house-games.ts';

/** Adds an inline script to the document, as an injected `<script>` would: the policy must refuse it. */
const tryInlineScript = (target: Page | Frame) =>
  target.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true;';
    document.head.append(script);
    return (window as { inlineRan?: boolean }).inlineRan ?? false;
  });

/**
 * A free-play guest opens the house slot, as a player does: the vendor's page (its own process and
 * origin) in the site's game frame. Answers that frame.
 */
async function gameFrame(page: Page): Promise<Frame> {
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Free play' }).click();
  await expect(accountButton(page)).toBeVisible();
  await openFromLobby(page, '/rng?type=vassalage&vassalage=ARC', 'Golden Dragon');
  await expect.poll(() => page.frames().some((frame) => frame.url().includes('/play/slot/'))).toBe(true);
  const frame = page.frames().find((candidate) => candidate.url().includes('/play/slot/')) as Frame;
  await frame.waitForLoadState();
  return frame;
}

test.describe('the content-security-policy watch', () => {
  test('records an inline script refused in the page and in a game frame, with directive and address', async ({
    page,
    csp,
  }) => {
    const frame = await gameFrame(page);
    expect(await tryInlineScript(page)).toBe(false);
    expect(await tryInlineScript(frame)).toBe(false);

    await expect.poll(() => csp.violations.length).toBe(2);
    expect(csp.violations).toEqual([
      expect.objectContaining({
        directive: 'script-src-elem',
        blocked: 'inline',
        page: expect.stringContaining('/game?'),
      }),
      expect.objectContaining({
        directive: 'script-src-elem',
        blocked: 'inline',
        page: expect.stringContaining('/play/slot/'),
      }),
    ]);
    // The browser's console says so too (the only word of refusals no script hears, such as framing).
    await expect
      .poll(() => csp.messages.join('\n'))
      .toContain('inline script violates the following Content Security Policy directive');
    // Seen and checked: without this the watch fails the test, as the next test shows.
    csp.clear();
  });

  test('fails a test that meets a violation', async ({ page, csp }) => {
    test.fail(true, 'the watch must fail this test: its page ran into the policy');
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await tryInlineScript(page)).toBe(false);
    await expect.poll(() => csp.violations.length).toBe(1);
  });
});

test('security headers are on the home page, an API answer, a house game page and an asset', async ({
  page,
  request,
  baseURL,
}) => {
  const home = await page.goto('/');
  const site = home?.headers() ?? {};
  // Scripts from the site, and the page's inline classic scripts (theme, start-up) by their hashes
  // (server: platform/inline-head.ts).
  expect(site['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*'){0,2};/);
  expect(site['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(site['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(site['x-frame-options']).toBe('DENY');
  expect(site['x-content-type-options']).toBe('nosniff');
  expect(site['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(site['permissions-policy']).toContain('camera=()');

  const api = (await request.get('/wps/system/status')).headers();
  expect(api['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(api['x-content-type-options']).toBe('nosniff');
  expect(api['x-frame-options']).toBe('DENY');

  // The house vendor's game page (its own process): only the site whose launch it carries may frame it.
  // The page as the browser got it in the site's frame (its launch token is single-use: asked again, it is spent).
  const document = page.waitForResponse((response) => new URL(response.url()).pathname === '/play/slot/');
  const frame = await gameFrame(page);
  const launched = await (await document).allHeaders();
  expect(launched['content-security-policy']).toContain(`frame-ancestors ${new URL(baseURL as string).origin}`);
  expect(launched['content-security-policy']).toContain("script-src 'self'");
  expect(launched['x-frame-options']).toBeUndefined();
  expect(launched['x-content-type-options']).toBe('nosniff');
  // Without a launch, nobody may frame it.
  const bare = (await request.get(new URL('/play/slot/', frame.url()).toString())).headers();
  expect(bare['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(bare['x-frame-options']).toBe('DENY');
  // And the site frames only its own pages and the providers' (frame-src).
  expect(site['content-security-policy']).toContain(`frame-src 'self' ${new URL(frame.url()).origin}`);

  await page.goto('/');
  const script = await page.locator('script[type="module"]').first().getAttribute('src');
  expect(script).toMatch(/^\/assets\//);
  const asset = await request.get(new URL(script as string, baseURL).toString());
  expect(asset.ok()).toBe(true);
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  expect(asset.headers()['content-security-policy']).toContain("default-src 'self'");
});
