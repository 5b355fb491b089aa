import type { APIRequestContext, Page } from '@playwright/test';
import { expect, PAYMENT_PASSWORD, registerByUsername, test } from '../accounts.ts';
import { creditMember, opsToken } from '../fixtures.ts';

/**
 * A new member earns points the real way, with a settled bet on a house slot, then
 * redeems a reward in the points mall (/pointMall) with an address and the payment
 * password, and sees it in redeem history: in process, then approved by an operator.
 */

/** The member's session token, as the site keeps it. */
const memberToken = async (page: Page) => (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';

/** One spin of the first house slot through its own API, as its page plays it: a bet settled at once. */
async function spinSlot(request: APIRequestContext, token: string, stake: number) {
  const launch = await request.get('/wps/game/launchGame', {
    params: { gameCode: 'ARC-golden-dragon', vendor: 'ARC' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(launch.ok(), `launch: ${launch.status()} ${await launch.text()}`).toBe(true);
  const { url } = ((await launch.json()) as { value: { url: string } }).value;
  // The house vendor's own page API (its own process and origin), as the slot's page calls it.
  const page = new URL(url);
  const launchToken = page.searchParams.get('token') ?? '';
  const session = await request.post(new URL('/api/session', page).href, { data: { launchToken } });
  expect(session.ok(), `slot session: ${session.status()}`).toBe(true);
  const { sessionToken } = ((await session.json()) as { value: { sessionToken: string } }).value;
  const spin = await request.post(new URL('/api/slots/golden-dragon/spin', page).href, {
    headers: { 'x-house-session': sessionToken },
    data: { stake },
  });
  expect(spin.ok(), `spin: ${spin.status()} ${await spin.text()}`).toBe(true);
}

/** The operator API as the content and money desk use it. */
async function operator(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await opsToken(request)}` };
  const send = async (method: 'GET' | 'POST', path: string, data?: object) => {
    const response = await request.fetch(path, { method, headers, ...(data ? { data } : {}) });
    expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return ((await response.json()) as { value: unknown }).value;
  };
  return {
    /** A reward of its own for this test, so its stock and price are known. */
    addReward: async (name: string, points: number) =>
      (await send('POST', '/ops/merchants/demo/point-rewards', {
        kind: 'goods',
        name: { EN: name },
        description: { EN: 'A prize for the browser test.' },
        points,
        amount: 100_00,
        enabled: true,
        startsAt: null,
        endsAt: null,
        art: 'speaker',
        sort: 0,
        stock: 1,
      })) as { id: string },
    async approve(reference: string) {
      const { list } = (await send('GET', '/ops/point-redemptions?merchant=demo&state=in_process&pageSize=100')) as {
        list: { id: string; reference: string }[];
      };
      const id = list.find((row) => row.reference === reference)?.id;
      expect(id, `redemption ${reference} on the desk`).toBeTruthy();
      await send('POST', `/ops/point-redemptions/${id}/approve`, { transactionRef: 'LBC-E2E-1' });
    },
  };
}

test('earn points with a bet, redeem a mall item and see it in redeem history', async ({ page, request }) => {
  // A registration, a credit through two operators, a slot spin and a redemption: slow on a loaded machine.
  test.slow();
  const ops = await operator(request);
  await page.goto('/');
  const { username } = await registerByUsername(page);
  await creditMember(request, username, 1_000_00, 'E2E points mall');
  // 50.00 of valid bets: 5 points at the demo brand's rule of one point per 10.00.
  await spinSlot(request, await memberToken(page), 50_00);
  const prize = `E2E speaker ${Date.now().toString(36)}`;
  await ops.addReward(prize, 5);

  await page.goto('/pointMall');
  await expect(page.getByRole('heading', { name: 'Points mall', level: 1 })).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveText('5');
  await expect(page.getByRole('tab', { name: 'Exchange goods' })).toHaveAttribute('aria-selected', 'true');
  const rewards = page.getByRole('list', { name: 'Rewards' });
  await expect(rewards.getByRole('button', { name: 'Redeem Smartphone' })).toBeDisabled();
  await rewards.getByRole('button', { name: `Redeem ${prize}` }).click();

  const dialog = page.getByRole('dialog', { name: `Redeem ${prize}` });
  await dialog.getByRole('textbox', { name: 'Receiving address' }).fill('12 Rizal Avenue, Ermita, Manila 1000');
  await dialog.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await expect(dialog.getByText('Total: 5 points')).toBeVisible();
  await dialog.getByRole('button', { name: 'Redeem', exact: true }).click();
  const done = dialog.getByRole('status');
  await expect(done).toContainText('is in process');
  const reference = /Redemption (P\w+) is in process/.exec((await done.textContent()) ?? '')?.[1] ?? '';
  expect(reference).not.toBe('');
  await dialog.getByRole('button', { name: 'See redeem history' }).click();
  await expect(dialog).toBeHidden();

  await expect(page).toHaveURL(/tab=history/);
  const history = page.getByRole('table', { name: 'Redeem history' });
  const row = history.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText(prize);
  await expect(row).toContainText('In process');
  await expect(page.getByTestId('points-balance')).toHaveText('0');

  // The operator sends it and approves: the history says so, with the courier's reference.
  await ops.approve(reference);
  await page.reload();
  await expect(row).toContainText('Approved');
  await expect(row).toContainText('Ref. LBC-E2E-1');

  // Point details: earned from the day's bets, then spent on the redemption.
  await page.getByRole('tab', { name: 'Point details' }).click();
  const details = page.getByRole('table', { name: 'Point details' });
  await expect(details.getByRole('row').filter({ hasText: `Redemption ${reference}` })).toContainText('-5');
  await expect(details.getByRole('row').filter({ hasText: 'Valid bets of' })).toContainText('+5');
});
