import type { Page } from '@playwright/test';
import { expect, header, headerBalance, test } from '../accounts.ts';
import { expectInBettingRecord, fundedMember, gameFrame, openFromLobby, untilBalanceMoves } from '../house-games.ts';

/**
 * Every lobby with house games plays (issue 36): in each category a funded member opens a house
 * game (the vendor's own page, framed by the site), places a bet, and sees the header balance and the
 * betting record move; a free-play guest plays with play money, and the page says so.
 * The slot and the Vietnam lottery journeys are in games-play.spec.ts.
 */

test('originals: a dice roll moves the header balance and lands in the betting record', async ({ page, request }) => {
  test.slow();
  await fundedMember(page, request);
  const dice = await openFromLobby(page, '/rng?type=vassalage&vassalage=ARC', 'Dice');
  await expect(dice.getByRole('heading', { name: 'Dice', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(dice.locator('main')).toContainText(/RTP\s*99%/);
  const roll = dice.getByRole('button', { name: 'Roll', exact: true });
  await untilBalanceMoves(page, '1,000.00', () => roll.click());
  await expectInBettingRecord(page, 'Dice', 'Arcadia Slots');
});

test('originals: mines stakes a round, a tile is revealed, the round is cashed out or lost', async ({
  page,
  request,
}) => {
  test.slow();
  await fundedMember(page, request);
  const mines = await openFromLobby(page, '/rng?type=vassalage&vassalage=ARC', 'Mines');
  await mines.getByRole('button', { name: 'Bet', exact: true }).click();
  // The stake leaves the wallet when the round starts.
  await expect(headerBalance(page)).toHaveText('990.00');
  await mines.getByRole('button', { name: 'Tile 13' }).click();
  const cashOut = mines.getByRole('button', { name: /^Cash out/ });
  const boom = mines.getByText('Boom! You hit a mine.');
  await expect(cashOut.or(boom)).toBeVisible();
  if (await cashOut.isVisible()) await cashOut.click();
  await expectInBettingRecord(page, 'Mines', 'Arcadia Slots');
});

/** Opens one of the e-lottery's games from its provider's list, as a player does. */
async function openElottery(page: Page, game: string) {
  await page.goto('/elott');
  await page.getByRole('button', { name: 'Play Arcadia E-Lottery' }).click();
  const list = page.getByRole('dialog', { name: 'Arcadia E-Lottery' }).getByRole('list', { name: 'Games' });
  await list.getByRole('button', { name: game, exact: true }).click();
  await expect(page).toHaveURL(/\/game\?url=/);
  return gameFrame(page);
}

test('e-lottery: a K3 bet on Big is bought for the open draw and the header balance follows', async ({
  page,
  request,
}) => {
  test.slow();
  await fundedMember(page, request);
  // The provider lists its three draw games; 5D and keno open as K3 does.
  for (const game of ['5D Lotto', 'Keno']) {
    const frame = await openElottery(page, game);
    await expect(frame.getByRole('button', { name: 'Buy tickets' })).toBeVisible({ timeout: 20_000 });
  }
  const k3 = await openElottery(page, 'Fast 3');
  await expect(k3.getByRole('heading', { name: 'Fast 3', level: 1 })).toBeVisible({ timeout: 20_000 });
  await k3.getByRole('button', { name: /^Big/ }).first().click();
  // The last seconds of each draw take no bets: buy again once the next draw opens.
  await expect(async () => {
    await k3.getByRole('button', { name: 'Buy tickets' }).click();
    await expect(headerBalance(page)).toHaveText('990.00', { timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  await expectInBettingRecord(page, 'Fast 3', 'Arcadia E-Lottery', '');
});

for (const [lobby, table, provider] of [
  ['/live', 'Live Baccarat 1', 'Arcadia Live'],
  ['/pvp', 'Baccarat Room 1', 'Arcadia Cards'],
] as const) {
  test(`${lobby}: a baccarat hand at ${table} is dealt and settled`, async ({ page, request }) => {
    test.slow();
    await fundedMember(page, request);
    const frame = await openFromLobby(page, lobby, table);
    await expect(frame.getByRole('region', { name: table })).toBeVisible({ timeout: 20_000 });
    await frame.getByRole('button', { name: 'Chip ₱10.00' }).click();
    await frame.getByRole('button', { name: /^Player, pays 1:1/ }).click();
    await expect(frame.getByRole('button', { name: 'Deal' })).toBeEnabled();
    await frame.getByRole('button', { name: 'Deal' }).click();
    await expect(headerBalance(page)).not.toHaveText('1,000.00', { timeout: 20_000 });
    await expectInBettingRecord(page, table, provider);
  });
}

test('free play: a guest plays the house games with play money, and each page says so', async ({ page }) => {
  test.slow();
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Free play' }).click();
  await expect(headerBalance(page)).not.toHaveText('0.00');
  const balance = async () => (await headerBalance(page).textContent()) ?? '';

  const dice = await openFromLobby(page, '/rng?type=vassalage&vassalage=ARC', 'Dice');
  await expect(dice.getByText('Play money')).toBeVisible({ timeout: 20_000 });
  const roll = dice.getByRole('button', { name: 'Roll', exact: true });
  await untilBalanceMoves(page, await balance(), () => roll.click());

  const slot = await openFromLobby(page, '/rng?type=vassalage&vassalage=ARC', 'Golden Dragon');
  await expect(slot.getByText('Play money')).toBeVisible({ timeout: 20_000 });
  const spin = slot.getByRole('button', { name: 'Spin', exact: true });
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  await untilBalanceMoves(page, await balance(), () => spin.click());

  const table = await openFromLobby(page, '/live', 'Live Baccarat 1');
  await expect(table.getByText('Play money')).toBeVisible({ timeout: 20_000 });
  const before = await balance();
  // Play money has no currency sign.
  await table.getByRole('button', { name: 'Chip 10.00', exact: true }).click();
  await table.getByRole('button', { name: /^Player, pays 1:1/ }).click();
  await table.getByRole('button', { name: 'Deal' }).click();
  await expect(headerBalance(page)).not.toHaveText(before, { timeout: 20_000 });
});
