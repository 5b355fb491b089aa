import type { APIRequestContext, FrameLocator, Locator, Page } from '@playwright/test';
import { accountButton, expect, headerBalance, registerByUsername } from './accounts.ts';
import { creditMember } from './fixtures.ts';

/**
 * What the journeys through the house games share: a funded member, the game in the site's frame
 * (served by the house vendor's own process, as any provider's game is), and the betting record.
 */

/** A new member of the demo brand with `amount` (centavos) in the main wallet, shown in the header. */
export async function fundedMember(page: Page, request: APIRequestContext, amount = 1_000_00): Promise<string> {
  await page.goto('/');
  const { username } = await registerByUsername(page);
  await creditMember(request, username, amount, 'E2E games balance');
  await page.reload();
  await expect(headerBalance(page)).toHaveText((amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 }));
  return username;
}

/** The game running in the site's frame (the /game page, or the lottery page's stage). */
export const gameFrame = (page: Page): FrameLocator => page.frameLocator('main iframe');

/** Opens a game from a lobby by its tile, as a player does; the frame shows the vendor's page. */
export async function openFromLobby(page: Page, lobby: string, gameName: string): Promise<FrameLocator> {
  await page.goto(lobby);
  const tab = page.getByRole('tab', { name: 'All games' });
  if (await tab.isVisible().catch(() => false)) await tab.click();
  await page
    .getByRole('list', { name: 'Games' })
    .getByRole('button', { name: `Play ${gameName}` })
    .click();
  await expect(page).toHaveURL(/\/game\?url=/);
  return gameFrame(page);
}

/**
 * The rows of the betting record, opened afresh from the personal centre's
 * menu (another page first, so the record asks the server again).
 */
export async function bettingRecordRows(page: Page): Promise<Locator> {
  const centre = page.getByRole('dialog', { name: 'Personal centre' });
  if (!(await centre.isVisible())) await accountButton(page).click();
  const menu = centre.getByRole('navigation', { name: 'Personal centre menu' });
  await menu.getByRole('button', { name: 'Account record' }).click();
  await expect(centre.getByRole('heading', { name: 'Account record', level: 3 })).toBeVisible();
  await menu.getByRole('button', { name: 'Betting record' }).click();
  await expect(centre.getByRole('heading', { name: 'Betting record', level: 3 })).toBeVisible();
  return centre.getByRole('table', { name: 'Betting record' }).getByRole('row');
}

/** Waits for the betting record to list a bet on `gameName` from `provider` in `state`. */
export async function expectInBettingRecord(page: Page, gameName: string, provider: string, state = 'Settled') {
  await expect(async () => {
    const rows = await bettingRecordRows(page);
    const bet = rows.filter({ hasText: gameName }).first();
    await expect(bet).toContainText(provider, { timeout: 3_000 });
    await expect(bet).toContainText(state, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** Repeats `act` until the header balance leaves `from` (a win of exactly the stake leaves it where it was). */
export async function untilBalanceMoves(page: Page, from: string, act: () => Promise<void>) {
  await expect(async () => {
    await act();
    await expect(headerBalance(page)).not.toHaveText(from, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}
