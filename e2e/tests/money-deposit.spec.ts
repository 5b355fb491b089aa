import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, header, headerBalance, registerByUsername, test } from '../accounts.ts';
import { opsToken } from '../fixtures.ts';

/**
 * A new member deposits twice: through the demo payment gateway (away to its
 * checkout page and back, credited without a reload), and by bank transfer
 * with a proof image, which the operator approves.
 */

/** A 1×1 PNG: the server checks a proof's first bytes, not its name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Opens Deposit from the header's button; returns the personal centre. */
async function openDeposit(page: Page): Promise<Locator> {
  await header(page).getByRole('button', { name: 'Deposit', exact: true }).click();
  const centre = page.getByRole('dialog', { name: 'Personal centre' });
  await expect(centre.getByRole('heading', { name: 'Deposit', level: 3 })).toBeVisible();
  return centre;
}

interface OpsDeposit {
  id: string;
  reference: string;
  hasProof: boolean;
}

/** The operator approves a pending deposit order, found by its reference, as the money desk would. */
async function approveDeposit(request: APIRequestContext, reference: string): Promise<OpsDeposit> {
  const token = await opsToken(request);
  const headers = { authorization: `Bearer ${token}` };
  let found: OpsDeposit | undefined;
  // Oldest first: other tests' pending orders may come before this one.
  for (let pageNo = 1; !found; pageNo++) {
    const response = await request.get('/ops/deposits', {
      headers,
      params: { state: 'pending', merchant: 'demo', pageNo, pageSize: 100 },
    });
    expect(response.ok(), `GET /ops/deposits: ${response.status()}`).toBe(true);
    const { list, totalPages } = ((await response.json()) as { value: { list: OpsDeposit[]; totalPages: number } })
      .value;
    found = list.find((order) => order.reference === reference);
    if (pageNo >= totalPages) break;
  }
  expect(found, `pending order ${reference}`).toBeTruthy();
  const approved = await request.post(`/ops/deposits/${found?.id}/approve`, { headers, data: {} });
  expect(approved.ok(), `approve ${reference}: ${approved.status()} ${await approved.text()}`).toBe(true);
  return found as OpsDeposit;
}

test('a gateway deposit: pay on the demo gateway, come back to the order credited and the balance up', async ({
  page,
}) => {
  // A registration (a password hash) and a trip to the gateway and back: slow on a loaded machine.
  test.slow();
  await page.goto('/');
  await registerByUsername(page);
  await expect(headerBalance(page)).toHaveText('0.00');

  const centre = await openDeposit(page);
  const form = centre.getByRole('form', { name: 'New deposit' });
  await form.getByRole('radio', { name: /ArcPay e-wallet/ }).check();
  await expect(form.getByText('₱50.00 – ₱50,000.00')).toBeVisible();
  await form.getByRole('textbox', { name: 'Amount' }).fill('500.00');
  await form.getByRole('button', { name: 'Go to payment' }).click();

  // The demo gateway's checkout page, in this tab.
  await expect(page).toHaveURL(/\/demo-gateway\/checkout\//);
  await expect(page.getByRole('heading', { name: 'Demo payment gateway' })).toBeVisible();
  await expect(page.getByText('PHP 500.00')).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();

  // Back on the site at /?deposit=<reference>: the centre opens at that order and the address is cleaned.
  await expect(page).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has('deposit'));
  const order = centre.getByRole('region', { name: 'Deposit order' });
  await expect(order).toBeVisible();
  // Marks this document: were the page reloaded from here on, the mark would be gone.
  await page.evaluate(() => {
    (window as unknown as { stayed?: boolean }).stayed = true;
  });
  await expect(order.getByText('₱500.00 has been credited to your balance.')).toBeVisible({ timeout: 30_000 });
  await expect(order.getByText('Credited', { exact: true })).toBeVisible();
  await expect(headerBalance(page)).toHaveText('500.00');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  const history = centre.getByRole('table', { name: 'Recent deposits' });
  await expect(history.getByRole('row').nth(1)).toContainText('ArcPay e-wallet');
  await expect(history.getByRole('row').nth(1)).toContainText('Credited');
});

test('a bank transfer deposit: the transfer details, a proof upload, approved by the operator', async ({
  page,
  request,
}) => {
  test.slow();
  await page.goto('/');
  await registerByUsername(page);

  const centre = await openDeposit(page);
  const form = centre.getByRole('form', { name: 'New deposit' });
  await form.getByRole('radio', { name: /Bank transfer/ }).check();
  await form.getByRole('textbox', { name: 'Amount' }).fill('1,000');
  await form.getByRole('button', { name: 'Create order' }).click();

  const order = centre.getByRole('region', { name: 'Deposit order' });
  await expect(order.getByText('Transfer the amount to the account below', { exact: false })).toBeVisible();
  await expect(order.getByText('BDO Unibank')).toBeVisible();
  await expect(order.getByText('Arcadia Gaming Inc.')).toBeVisible();
  await expect(order.getByText('001230045678')).toBeVisible();
  await expect(order.getByRole('button', { name: 'Copy Account number' })).toBeVisible();
  const reference =
    (await order
      .getByText(/^D\d{6}[0-9A-Z]{6}$/)
      .first()
      .textContent()) ?? '';
  expect(reference).toMatch(/^D\d{6}[0-9A-Z]{6}$/);
  await expect(order.getByText(`write ${reference} in the transfer's remark`, { exact: false })).toBeVisible();

  // A file that is not an image is refused here, before any upload; the PNG goes.
  const proof = order.getByLabel('Upload proof');
  await proof.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('paid') });
  await expect(order.getByRole('alert')).toHaveText('Please choose a PNG or JPG image.');
  await proof.setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG });
  await expect(order.getByText('Proof received. We will check it and credit your deposit.')).toBeVisible();

  const approved = await approveDeposit(request, reference);
  expect(approved.hasProof).toBe(true);

  const history = centre.getByRole('table', { name: 'Recent deposits' });
  await centre.getByRole('button', { name: 'Refresh' }).click();
  const row = history.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Credited');
  await expect(row).toContainText('₱1,000.00');
  // The order in hand follows too, and the header balance with it.
  await expect(order.getByText('Credited', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(headerBalance(page)).toHaveText('1,000.00');
});
