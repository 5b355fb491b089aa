import type { Page } from '@playwright/test';
import {
  accountButton,
  closeWelcome,
  expect,
  headerBalance,
  logInFromHeader,
  PASSWORD,
  PAYMENT_PASSWORD,
  test,
  uniqueName,
} from '../accounts.ts';
import { creditMember, opsToken } from '../fixtures.ts';

/**
 * An agent opens a downline agent's account from the agent centre with a daily salary
 * offer; the downline accepts it under My account, plays the house slot, and once the
 * brand's daily settlement runs, the salary is in the downline's income (table and chart),
 * its account record and its platform messages.
 */

const DEMO_PASSWORD = 'demo1234';

/** The agent centre's page behind a menu entry. */
async function agentPage(page: Page, entry: string) {
  const centre = page.getByRole('dialog', { name: 'Agent' });
  if (!(await centre.isVisible()))
    await page.getByRole('banner').getByRole('button', { name: 'Agent', exact: true }).click();
  await centre.getByRole('navigation', { name: 'Agent menu' }).getByRole('button', { name: entry }).click();
  await expect(centre.getByRole('heading', { name: entry, level: 3 })).toBeVisible();
  return centre;
}

/** A member-centre page, opened from its menu. */
async function centrePage(page: Page, entry: string) {
  const centre = page.getByRole('dialog', { name: 'Personal centre' });
  if (!(await centre.isVisible())) await accountButton(page).click();
  await centre.getByRole('navigation', { name: 'Personal centre menu' }).getByRole('button', { name: entry }).click();
  await expect(centre.getByRole('heading', { name: entry, level: 3 })).toBeVisible();
  return centre;
}

test('an agent opens a downline with a daily salary offer; the downline accepts, plays and is paid at settlement', async ({
  page,
  browser,
  request,
}) => {
  // Two logins, a registration, a few spins and a settlement: slow on a loaded machine.
  test.slow();
  const player = uniqueName();

  // agent2 (with a 1.5% daily salary from agent1) opens the account with an offer of the same.
  await page.goto('/');
  await logInFromHeader(page, 'agent2', DEMO_PASSWORD);
  await closeWelcome(page);
  let centre = await agentPage(page, 'Account');
  const form = centre.getByRole('form', { name: 'Open a downline account' });
  await form.getByRole('textbox', { name: 'Account name' }).fill(player);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await form.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
  await form.getByRole('textbox', { name: 'Payment password' }).fill(PAYMENT_PASSWORD);
  await form.getByRole('combobox', { name: 'Account type' }).selectOption({ label: 'Agent (type 2)' });
  await form.getByRole('checkbox', { name: /18 or older/ }).check();
  await form.getByRole('checkbox', { name: 'Offer a contract with the account' }).check();
  await form.getByRole('combobox', { name: 'Contract' }).selectOption({ label: 'Daily salary' });
  await form.getByRole('combobox', { name: 'Paid' }).selectOption({ label: 'Daily' });
  await form.getByRole('textbox', { name: 'Rate (%)' }).fill('1.5');
  await form.getByRole('button', { name: 'Open account' }).click();
  await expect(form.getByRole('status')).toHaveText(`Account ${player} is open; your offer waits for its answer.`, {
    timeout: 20_000,
  });

  // The agent's Daily Salary page lists the new downline with the offer waiting.
  centre = await agentPage(page, 'Daily Salary');
  await centre.getByRole('textbox', { name: 'Account' }).fill(player);
  await centre.getByRole('button', { name: 'Search' }).click();
  const row = centre.getByRole('listitem', { name: player });
  await expect(row).toContainText('Offer waiting for an answer');
  await expect(row).toContainText('1.5%');

  // The player, in a browser of their own, accepts under My account.
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.250.1.1' } });
  const playerPage = await context.newPage();
  await playerPage.goto('/');
  await logInFromHeader(playerPage, player, PASSWORD);
  await closeWelcome(playerPage);
  let mine = await centrePage(playerPage, 'My account');
  const contracts = mine.getByRole('region', { name: 'My contracts' });
  const offer = contracts.getByRole('region', { name: 'Offer from agent2' });
  await expect(offer).toContainText('1.5%');
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(contracts.getByRole('region', { name: 'Your contract' })).toContainText('With agent2');
  await expect(offer).toBeHidden();
  await mine.getByRole('button', { name: 'Close' }).click();

  // Funded, the player spins the house slot at a raised bet until the balance moves.
  await creditMember(request, player, 1_000_00, 'E2E contract player');
  await playerPage.reload();
  await expect(headerBalance(playerPage)).toHaveText('1,000.00');
  await playerPage.goto('/rng?type=vassalage&vassalage=ARC');
  await playerPage.getByRole('tab', { name: 'All games' }).click();
  await playerPage
    .getByRole('list', { name: 'Games' })
    .getByRole('button', { name: /^Play / })
    .first()
    .click();
  const slot = playerPage.frameLocator('main iframe');
  const spin = slot.getByRole('button', { name: 'Spin', exact: true });
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  const up = slot.getByRole('button', { name: 'Raise bet' });
  for (let i = 0; i < 5 && (await up.isEnabled()); i += 1) await up.click();
  await expect(async () => {
    await spin.click();
    await expect(headerBalance(playerPage)).not.toHaveText('1,000.00', { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(spin).toBeEnabled({ timeout: 20_000 });

  // Settlement runs as the daily job would once today has closed on the brand's clock.
  const token = await opsToken(request);
  const tomorrow = new Date(Date.now() + 36 * 3_600_000).toISOString();
  const settled = await request.post('/ops/contracts/settle', {
    headers: { authorization: `Bearer ${token}` },
    data: { merchant: 'demo', kinds: ['daily'], asOf: tomorrow },
  });
  expect(settled.ok(), await settled.text()).toBe(true);

  // The salary is in the downline's account record and platform messages…
  await playerPage.goto('/');
  mine = await centrePage(playerPage, 'Account record');
  const rows = mine.getByRole('table', { name: 'Account record' }).getByRole('row');
  await expect(rows.filter({ hasText: 'Salary' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Salary' })).toContainText(/\+\d[\d,]*\.\d\d/);
  mine = await centrePage(playerPage, 'Platform messages');
  await expect(mine.getByText('Salary paid').first()).toBeVisible();
  await mine.getByRole('button', { name: 'Close' }).click();

  // …and in its own agent centre's income, in the table and the chart.
  const income = await agentPage(playerPage, 'My Income');
  await expect(income.getByText('Daily salary').first()).toBeVisible();
  await expect(income.getByRole('figure', { name: 'Income per day by kind' }).locator('canvas')).toBeVisible();
  await context.close();
});
