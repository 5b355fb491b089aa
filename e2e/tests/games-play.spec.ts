import { expect, headerBalance, test } from '../accounts.ts';
import { bettingRecordRows, fundedMember, gameFrame } from '../house-games.ts';

/**
 * A funded member plays the house games for real money: a slot spin in the
 * site's game frame moves the header balance and lands in the betting record;
 * a ticket on the one-minute lottery waits for its draw and settles, in the
 * lottery page's tickets and in the betting record.
 */

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
  const lotto = gameFrame(page);
  await expect(lotto.getByText(/Draw \d{8}-\d{4}/).first()).toBeVisible({ timeout: 20_000 });

  // One Lô ticket on 07 at 10.00. The last seconds of each minute take no bets: buy again once the next draw opens.
  await lotto.getByRole('button', { name: '07', exact: true }).click();
  await lotto.getByLabel(/Stake per number/).fill('10');
  await expect(async () => {
    await lotto.getByRole('button', { name: 'Buy tickets' }).click();
    await expect(lotto.getByText(/Tickets bought for draw/)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  // The stake leaves the main wallet at once; the header follows without a reload.
  await expect(headerBalance(page)).toHaveText('990.00');

  // The draw: within a minute, then settlement; the page refreshes itself (no reload).
  await lotto.getByRole('tab', { name: 'My tickets' }).click();
  const ticket = lotto
    .getByRole('tabpanel')
    .getByText(/Won|Lost/)
    .first();
  await expect(ticket).toBeVisible({ timeout: 150_000 });
  const won = ((await ticket.textContent()) ?? '').includes('Won');

  // The betting record: the ticket settled with its payout or loss.
  await expect(async () => {
    const rows = await bettingRecordRows(page);
    const bet = rows.filter({ hasText: lotteryName }).first();
    await expect(bet).toContainText('Settled', { timeout: 3_000 });
    await expect(bet).toContainText(won ? /\+[\d,]+\.\d\d/ : '-10.00', { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
});
