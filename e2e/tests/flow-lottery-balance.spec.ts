import { expect, headerBalance, registerByUsername, test } from '../accounts.ts';
import { creditMember } from '../fixtures.ts';

/**
 * A lottery bet moves the header balance at once: the house lottery page tells the
 * site around its frame how its balance moved, from the very first purchase. The
 * header would otherwise wait for its own refresh (15 s and more), so the figure is
 * awaited for a few seconds only.
 */

/** "1,000.00" → 100000 (minor units). */
const minor = (text: string | null) => Math.round(Number((text ?? '').replace(/,/g, '')) * 100);

test('a lottery bet moves the header balance', async ({ page, request }) => {
  // A registration, a launch and a purchase: slow on a loaded machine.
  test.slow();
  await page.goto('/');
  const { username } = await registerByUsername(page);
  await creditMember(request, username, 1_000_00, 'E2E lottery balance');
  await page.reload();
  await expect(headerBalance(page)).toHaveText('1,000.00');

  // The five-minute lottery in the lottery page's stage; the header as it stands before the bet.
  const lotteryName = 'Vietnam Lotto 5 Minutes (North)';
  await page.goto('/lottery');
  await page
    .getByRole('navigation', { name: 'Lotteries' })
    .getByRole('button', { name: /5 Minutes \(North\)/ })
    .click();
  await expect(
    page.getByRole('button', { name: new RegExp(`^${lotteryName.replace(/[()]/g, '\\$&')}`) }).first(),
  ).toHaveAttribute('aria-pressed', 'true');
  const lotto = page.frameLocator('main iframe');
  await expect(lotto.getByText(/Draw \d{8}-\d{4}/).first()).toBeVisible({ timeout: 20_000 });
  await expect(headerBalance(page)).toHaveText('1,000.00');
  const before = minor(await headerBalance(page).textContent());

  // One Lô ticket on 07 at 25.00; the last seconds of a draw take no bets, so buy again once the next opens.
  await lotto.getByRole('button', { name: '07', exact: true }).click();
  await lotto.getByLabel(/Stake per number/).fill('25');
  await expect(async () => {
    await lotto.getByRole('button', { name: 'Buy tickets' }).click();
    await expect(lotto.getByText(/Tickets bought for draw/)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });

  // The header follows within seconds, by exactly the stake, and agrees with the game's own figure.
  await expect(headerBalance(page)).toHaveText('975.00', { timeout: 5_000 });
  expect(before - minor(await headerBalance(page).textContent())).toBe(25_00);
  await expect(lotto.getByRole('status', { name: 'Balance' })).toHaveText(/975\.00/);
});
