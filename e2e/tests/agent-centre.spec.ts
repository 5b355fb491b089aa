import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { closeWelcome, expect, header, logInFromHeader, registerByUsername, test } from '../accounts.ts';

const BASE_ENTRIES = [
  'Announcement',
  'Overview',
  'Account',
  'Team Management',
  'Team Betting',
  'User Profit and Loss',
  'My Income',
  'Transaction Details',
];

/** Logs a demo agent in from the header and opens its centre (the menu has loaded once it shows). */
async function openAgentCentre(page: Page, account: string) {
  await page.goto('/');
  await logInFromHeader(page, account, 'demo1234');
  await closeWelcome(page);
  await header(page).getByRole('button', { name: 'Agent', exact: true }).click();
  const centre = page.getByRole('dialog', { name: 'Agent' });
  await expect(centre.getByRole('navigation', { name: 'Agent menu' })).toBeAttached();
  return centre;
}

test('an agent sees its team: overview figures and chart, team management, team betting with a CSV export', async ({
  page,
}) => {
  const centre = await openAgentCentre(page, 'agent1');
  const menu = centre.getByRole('navigation', { name: 'Agent menu' });
  await expect(menu.getByRole('button').first()).toHaveText('Announcement');
  expect((await menu.getByRole('button').allTextContents()).slice(0, 8)).toEqual(BASE_ENTRIES);
  await expect(centre.getByRole('heading', { name: 'Announcement' })).toBeVisible();
  await expect(centre.getByText('Team reports are live in the agent centre')).toBeVisible();

  // Overview: the seeded team (agent2's and agent41's members) played in the last 7 days.
  await menu.getByRole('button', { name: 'Overview' }).click();
  const totals = centre.getByRole('region', { name: 'Totals' });
  await expect(totals.getByText(/^\d+ \(\d+ direct\)$/)).toBeVisible();
  const validBets = totals.locator('div').filter({ hasText: 'Valid bets' }).locator('dd');
  await expect(validBets).toHaveText(/^₱[\d,]+\.\d\d$/);
  expect(await validBets.textContent()).not.toBe('₱0.00');
  const chart = centre.getByRole('figure', { name: 'Team profit and valid bets per day' });
  await expect(chart.locator('canvas')).toBeVisible();
  await expect(centre.getByRole('table', { name: 'Per day' }).locator('tbody tr')).toHaveCount(7);
  await centre.getByRole('button', { name: 'Previous 30 days', exact: true }).click();
  await expect(centre.getByRole('table', { name: 'Per day' }).locator('tbody tr')).toHaveCount(30);

  // Team management: a member three levels down, found by its account.
  await menu.getByRole('button', { name: 'Team Management' }).click();
  await centre.getByRole('textbox', { name: 'Member account' }).fill('team06');
  await centre.getByRole('button', { name: 'Search' }).click();
  const row = centre.getByRole('table', { name: 'Team Management' }).locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('team06');
  await expect(row.locator('td').nth(2)).toHaveText('3');
  await expect(row.locator('td').nth(3)).toHaveText('team05');

  // Team betting: one member's bets, and the same rows in the CSV file.
  await menu.getByRole('button', { name: 'Team Betting' }).click();
  await centre.getByRole('button', { name: 'Previous 30 days', exact: true }).click();
  await centre.getByRole('textbox', { name: 'Member account' }).fill('team01');
  await centre.getByRole('button', { name: 'Search' }).click();
  const bets = centre.getByRole('table', { name: 'Team Betting' }).locator('tbody tr');
  await expect(bets.first()).toContainText('team01');
  const shown = await bets.count();
  expect(shown).toBeGreaterThan(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    centre.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^team-bets-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Time,Account,Game,Round,Stake,Payout,Profit,State,Provider');
  expect(lines.length - 1).toBeGreaterThanOrEqual(shown);
  for (const line of lines.slice(1)) expect(line.split(',')[1]).toBe('team01');

  // My income has its chart too.
  await menu.getByRole('button', { name: 'My Income' }).click();
  await expect(centre.getByRole('figure', { name: 'Income per day by kind' }).locator('canvas')).toBeVisible();
});

test('on a phone the centre fills the screen and its menu opens in a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await logInFromHeader(page, 'agent2', 'demo1234');
  await closeWelcome(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await header(page).getByRole('button', { name: 'Agent', exact: true }).click();
  const centre = page.getByRole('dialog', { name: 'Agent' });
  await expect(centre.getByRole('heading', { name: 'Announcement' })).toBeVisible();
  const box = await centre.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });

  const menu = centre.getByRole('navigation', { name: 'Agent menu' });
  await expect(menu).toBeHidden();
  const toggle = centre.getByRole('button', { name: /^Menu/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Overview' }).click();
  await expect(menu).toBeHidden();
  await expect(toggle).toContainText('Overview');
  const chart = centre.getByRole('figure', { name: 'Team profit and valid bets per day' });
  await expect(chart.locator('canvas')).toBeVisible();
  expect((await chart.boundingBox())?.width ?? 999).toBeLessThanOrEqual(390);

  await toggle.click();
  await menu.getByRole('button', { name: 'Team Management' }).click();
  await expect(centre.getByRole('heading', { name: 'Team Management' })).toBeVisible();
  await expect(centre.getByRole('table', { name: 'Team Management' }).locator('tbody tr').first()).toBeVisible();
  await centre.getByRole('button', { name: 'Close' }).click();
  await expect(centre).toBeHidden();
});

test('the direct upline disables a new member, who is signed out, and enables it again', async ({ page, browser }) => {
  // Two people, two logins and a registration: on two busy cores this journey takes over a minute.
  test.setTimeout(150_000);
  await page.goto('/');
  const { username } = await registerByUsername(page, { affiliateCode: 'AGENT2' });

  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  const centre = await openAgentCentre(agentPage, 'agent2');
  await centre.getByRole('navigation', { name: 'Agent menu' }).getByRole('button', { name: 'Team Management' }).click();
  await centre.getByRole('textbox', { name: 'Member account' }).fill(username);
  await centre.getByRole('button', { name: 'Search' }).click();
  const row = centre.getByRole('table', { name: 'Team Management' }).locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Disable ${username}` }).click();
  const confirm = agentPage.getByRole('dialog', { name: 'Disable' });
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(row).toContainText('Disabled');

  // The member's session ended: the next page load finds it gone. The header then shows the visitor's
  // buttons at once and the login form when its code has loaded on demand: on a loaded two-core
  // machine (three browsers, this test's two and another worker's) that took more than ten seconds.
  await page.reload();
  await expect(header(page).getByRole('button', { name: 'Register' })).toBeVisible();
  await expect(header(page).getByRole('textbox', { name: 'Username' })).toBeVisible({ timeout: 30_000 });
  await logInFromHeader(page, username, 'abc12345');
  await expect(page.getByText('Please contact your agent')).toBeVisible();

  await row.getByRole('button', { name: `Enable ${username}` }).click();
  await expect(row).toContainText('Active');
  await agentContext.close();
});
