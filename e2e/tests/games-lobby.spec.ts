import type { APIRequestContext, Page } from '@playwright/test';
import { expect, registerByUsername, test } from '../accounts.ts';

/**
 * The slot lobby as a visitor and then as a new member: the hot tab only when
 * hot games exist, a search for a seeded game, the classification and
 * minimum-bet filters, a favourite that shows in Favourites, a house slot
 * launched into the game page's frame, and the same slot under Recent.
 * (Spinning it and the betting record are games-play.spec.ts.)
 */

interface Game {
  gameCode: string;
  name: string;
}

/** The catalogue as the server lists it to anyone (what the page should show). */
async function catalogue(request: APIRequestContext, query: Record<string, string>) {
  const response = await request.get(`/wps/relay/GCSGAME_gameList?${new URLSearchParams(query)}`);
  expect(response.ok(), `game list: ${response.status()}`).toBe(true);
  return ((await response.json()) as { value: { games: Game[]; total: number } }).value;
}

async function hotSlots(request: APIRequestContext): Promise<Game[]> {
  const response = await request.get('/wps/relay/GCSGAME_hotGamesV2?gameType=RNG');
  expect(response.ok(), `hot games: ${response.status()}`).toBe(true);
  return ((await response.json()) as { value: { list: Game[] } }).value.list;
}

const PAGE_SIZE = 15;
const tabs = (page: Page) => page.getByRole('tablist', { name: 'Game lists' });
const tab = (page: Page, name: string) => tabs(page).getByRole('tab', { name, exact: true });
const games = (page: Page) => page.getByRole('list', { name: 'Games' }).getByRole('listitem');
const card = (page: Page, game: Game) => page.getByTestId(`game-${game.gameCode}`);

test('the slot lobby: hot tab, search, filters, a favourite, a house slot in the frame, then Recent', async ({
  page,
  request,
}) => {
  // A registration, a launch and several lists: slow on a loaded machine.
  test.slow();
  const arc = { gameType: 'RNG', vassalage: 'ARC' };
  const all = await catalogue(request, { ...arc, pageSize: '1' });
  const [first] = all.games;
  const shown = Math.min(all.total, PAGE_SIZE);
  if (!first) throw new Error('the demo catalogue has no ARC slot');
  const hot = await hotSlots(request);

  await page.goto('/rng');
  await expect(page.getByRole('heading', { name: 'Slots', level: 1 })).toBeVisible();
  const house = page.getByRole('list', { name: 'Providers' }).getByRole('button', { name: 'Arcadia Slots' });
  await house.click();
  await expect(house).toHaveAttribute('aria-pressed', 'true');
  await expect(tab(page, 'All games')).toHaveAttribute('aria-selected', 'true');
  await expect(games(page)).toHaveCount(shown);
  // Favourites are for members only; Recent asks a visitor to log in.
  await expect(tab(page, 'Favourites')).toHaveCount(0);

  // The hot tab exists only when the category has hot games, and lists exactly them.
  if (hot.length > 0) {
    await tab(page, 'Hot games').click();
    await expect(page).toHaveURL(/[?&]page=hot/);
    await expect(games(page)).toHaveCount(hot.length);
    await expect(card(page, hot[0] as Game)).toBeVisible();
    await tab(page, 'All games').click();
    await expect(games(page)).toHaveCount(shown);
  } else {
    await expect(tab(page, 'Hot games')).toHaveCount(0);
  }

  // Search by a seeded game's name (the list answers once the typing has paused).
  const search = page.getByRole('searchbox', { name: 'Search games' });
  await search.fill(first.name);
  const found = await catalogue(request, { ...arc, gameName: first.name });
  await expect(card(page, first)).toBeVisible();
  await expect(games(page)).toHaveCount(Math.min(found.total, PAGE_SIZE));

  // A classification replaces the search; a minimum bet replaces the classification.
  await page.getByRole('group', { name: 'Classification' }).getByRole('button', { name: 'Jackpot' }).click();
  await expect(search).toHaveValue('');
  const jackpots = await catalogue(request, { ...arc, gameClassify: 'JP' });
  await expect(games(page)).toHaveCount(Math.min(jackpots.total, PAGE_SIZE));
  await page.getByRole('combobox', { name: 'Minimum bet' }).selectOption('0.05');
  const cheap = await catalogue(request, { ...arc, minBet: '0.05' });
  await expect(games(page)).toHaveCount(Math.min(cheap.total, PAGE_SIZE));
  await expect(page.getByRole('button', { name: 'Jackpot' })).toHaveAttribute('aria-pressed', 'false');

  // A visitor's favourite click asks for a login.
  await tab(page, 'All games').click();
  await card(page, first)
    .getByRole('button', { name: `Add ${first.name} to favourites` })
    .click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: 'Close' }).click();

  // A new member favourites the slot and finds it under Favourites.
  await registerByUsername(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Slots', exact: true }).click();
  await expect(page).toHaveURL(/\/rng/);
  await house.click();
  await card(page, first)
    .getByRole('button', { name: `Add ${first.name} to favourites` })
    .click();
  await expect(card(page, first).getByRole('button', { name: `Remove ${first.name} from favourites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await tab(page, 'Favourites').click();
  await expect(page).toHaveURL(/[?&]page=fav/);
  await expect(games(page)).toHaveCount(1);
  await expect(card(page, first)).toBeVisible();

  // Starting the house slot opens the game page with the slot in its frame.
  await card(page, first)
    .getByRole('button', { name: `Play ${first.name}` })
    .click();
  await expect(page).toHaveURL(/\/game\?/);
  const frame = page.locator(`iframe[title="${first.name}"]`);
  // The house vendor's own page, from its own origin, as any provider's game.
  await expect(frame).toHaveAttribute('src', /\/play\/slot\/\?token=/);
  await expect(page.frameLocator(`iframe[title="${first.name}"]`).locator('body')).not.toBeEmpty();

  // Back in the lobby, Recent lists the slot just launched.
  await page.goto('/rng?page=recent');
  await expect(tab(page, 'Recent')).toHaveAttribute('aria-selected', 'true');
  await expect(card(page, first)).toBeVisible();
});
