import type { APIRequestContext, FrameLocator, Locator, Page } from '@playwright/test';
import { accountButton, expect, headerBalance, registerByUsername, test } from '../accounts.ts';
import { creditMember } from '../fixtures.ts';

/**
 * A funded member plays the house games for real money: a slot spin in the
 * site's game frame moves the header balance and lands in the betting record;
 * a ticket on the one-minute lottery waits for its draw and settles, in the
 * lottery page's tickets and in the betting record.
 */

/** Credits a member's main wallet through the operator's money desk, as operators would. */
const credit = (request: APIRequestContext, account: string, amount: number) =>
  creditMember(request, account, amount, 'E2E games balance');

/** A new member of the demo brand with 1,000.00 in the main wallet, shown in the header. */
async function fundedMember(page: Page, request: APIRequestContext): Promise<string> {
  await page.goto('/');
  const { username } = await registerByUsername(page);
  await credit(request, username, 1_000_00);
  await page.reload();
  await expect(headerBalance(page)).toHaveText('1,000.00');
  return username;
}

/** The game running in the site's frame (the /game page, or the lottery page's stage). */
const gameFrame = (page: Page): FrameLocator => page.frameLocator('main iframe');

/**
 * The rows of the betting record, opened afresh from the personal centre's
 * menu (another page first, so the record asks the server again).
 */
async function bettingRecordRows(page: Page): Promise<Locator> {
  const centre = page.getByRole('dialog', { name: 'Personal centre' });
  if (!(await centre.isVisible())) await accountButton(page).click();
  const menu = centre.getByRole('navigation', { name: 'Personal centre menu' });
  await menu.getByRole('button', { name: 'Account record' }).click();
  await expect(centre.getByRole('heading', { name: 'Account record', level: 3 })).toBeVisible();
  await menu.getByRole('button', { name: 'Betting record' }).click();
  await expect(centre.getByRole('heading', { name: 'Betting record', level: 3 })).toBeVisible();
  return centre.getByRole('table', { name: 'Betting record' }).getByRole('row');
}

test('a slot spin in the game frame moves the header balance and shows in the betting record', async ({
  page,
  request,
}) => {
  // A registration, a launch and a few spins: slow on a loaded machine.
  test.slow();
  await fundedMember(page, request);

  // The slots lobby on the house vendor: the first of its games.
  await page.goto('/rng?type=vassalage&vassalage=ARC');
  await page.getByRole('tab', { name: 'All games' }).click();
  const play = page
    .getByRole('list', { name: 'Games' })
    .getByRole('button', { name: /^Play / })
    .first();
  const gameName = ((await play.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
  expect(gameName, 'an Arcadia slot in the lobby').not.toBe('');
  await play.click();

  // The game page: header only, a back button, the slot in the frame.
  await expect(page).toHaveURL(/\/game\?url=/);
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  const slot = gameFrame(page);
  const spin = slot.getByRole('button', { name: 'Spin', exact: true });
  await expect(spin).toBeEnabled({ timeout: 20_000 });

  // A spin costs the stake and may win; the house page tells the site, the header follows without a reload.
  // A win of exactly the stake leaves the figure where it was, so spin again until it moves.
  await expect(async () => {
    await spin.click();
    await expect(headerBalance(page)).not.toHaveText('1,000.00', { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });

  // The betting record lists the spin: the game, its provider, settled.
  await expect(async () => {
    const rows = await bettingRecordRows(page);
    const spins = rows.filter({ hasText: gameName });
    await expect(spins.first()).toContainText('Arcadia Slots', { timeout: 3_000 });
    await expect(spins.first()).toContainText('Settled', { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  const totals = page.getByRole('dialog', { name: 'Personal centre' }).getByRole('region', { name: 'Totals' });
  await expect(totals).not.toContainText('Stake₱0.00');
});

test('a one-minute lottery ticket is drawn and settled, in its tickets and in the betting record', async ({
  page,
  request,
}) => {
  // A draw every minute, then settlement: up to two minutes of waiting.
  test.slow();
  await fundedMember(page, request);
  const lotteryName = 'Vietnam Lotto 1 Minute (North)';

  await page.goto('/lottery');
  const lotteries = page.getByRole('navigation', { name: 'Lotteries' });
  await lotteries.getByRole('button', { name: new RegExp(lotteryName.replace(/[()]/g, '\\$&')) }).click();
  await expect(page).toHaveURL(/gameCode=ARCV-VN-1/);
  const lotto = page.frameLocator(`main iframe[title="${lotteryName}"]`);
  await expect(lotto.getByRole('heading', { name: lotteryName, level: 1 })).toBeVisible({ timeout: 20_000 });

  // One Lô ticket on 07 at 10.00. The last seconds of each minute take no bets: buy again once the next draw opens.
  const numbers = lotto.getByRole('group', { name: 'Your numbers' });
  await numbers.getByRole('button', { name: '07', exact: true }).click();
  await expect(numbers.getByRole('button', { name: '07', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await lotto.getByRole('spinbutton', { name: 'Stake per number' }).fill('10');
  await expect(async () => {
    await lotto.getByRole('button', { name: 'Buy tickets' }).click();
    await expect(lotto.getByRole('status').filter({ hasText: 'Tickets bought.' })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });

  const tickets = lotto.getByRole('region', { name: 'My tickets' });
  const ticket = tickets.getByRole('row').filter({ hasText: 'LO 07' }).first();
  await expect(ticket).toContainText('10.00');
  const issue = ((await ticket.getByRole('cell').first().textContent()) ?? '').trim();
  expect(issue).toMatch(/^\d{8}-\d{4}$/);

  // The draw: within a minute, then settlement; the page refreshes itself (poll the page, no reload).
  await expect(ticket).toContainText(/Won|Lost/, { timeout: 150_000 });
  // The draw's result: the latest table, or the previous specials once a newer draw has come.
  await expect(lotto.getByRole('region', { name: 'Latest results' })).toContainText(issue);
  const won = (await ticket.textContent())?.includes('Won') ?? false;
  const payoutCell = ticket.getByRole('cell').nth(4);
  if (won) await expect(payoutCell).not.toHaveText(/^(0\.00|—)$/);
  else await expect(payoutCell).toHaveText('0.00');

  // The betting record: the ticket settled with its payout or loss.
  await expect(async () => {
    const rows = await bettingRecordRows(page);
    const bet = rows.filter({ hasText: lotteryName }).first();
    await expect(bet).toContainText('Settled', { timeout: 3_000 });
    await expect(bet).toContainText(won ? /\+[\d,]+\.\d\d/ : '-10.00', { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
});
