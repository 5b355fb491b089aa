import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkoutToken } from '../../platform/payments/demo-gateway.ts';
import { buildTestApp, listening, type TestApp } from '../../test/harness.ts';
import { bearerHeader, createMember, tokenFor } from '../../test/members.ts';
import { get, send } from '../../test/requests.ts';
import { ledgerCheck } from '../wallet/ledger.service.ts';
import { channelSecret, depositor, postNotice, requestId } from './test-kit.ts';

/** The demo gateway end to end over real HTTP: page, form post, asynchronous signed notice. */
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  base = await listening(t.app);
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await ledgerCheck(t.db)).toEqual([]);
});

async function member() {
  const headers = bearerHeader(await tokenFor(t.db, await createMember(t.db)));
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}${path}`, { ...init, headers: { ...headers, ...init.headers } });
    return (await response.json()) as { code: string; value: Record<string, unknown> };
  };
  return { headers, call };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});

describe('demo gateway', () => {
  it('pays through the hosted page: the notice arrives later and credits the member', async () => {
    const { call } = await member();
    const order = await call('/wps/member/deposits', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ channelCode: 'DEMOPAY', amount: 1_250_00, requestId: requestId() }),
    });
    const { reference, payUrl } = order.value as { reference: string; payUrl: string };

    const page = await fetch(`${base}${payUrl}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('PHP 1,250.00');
    expect(html).toContain(reference);
    expect(html).toMatch(/<button[^>]*aria-label="Pay PHP 1,250.00"[^>]*>Pay<\/button>/);
    expect(html).toMatch(/<button[^>]*>Cancel<\/button>/);

    const paid = await fetch(`${base}${payUrl}/pay`, form({ returnUrl: '/wallet?tab=deposit' }));
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('/wallet?tab=deposit');

    const credited = await until(
      () => call(`/wps/member/deposits/${reference}`),
      (answer) => answer.value.state === 'credited',
    );
    expect(credited.value.state).toBe('credited');
    expect((await call('/wps/v2/wallets/balance')).value.sumBalance).toBe(1_250_00);
  });

  it('cancels through the hosted page and sends the member back to the site', async () => {
    const who = await depositor(t);
    const { reference, payUrl } = (await who.create('DEMOPAY', 60_00)).body.value;
    const cancelled = await fetch(`${base}${payUrl}/cancel`, form({ returnUrl: '//evil.example/x' }));
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`/?deposit=${reference}`);
    const order = await until(
      () => who.order(reference),
      (answer) => answer.body.value.state === 'cancelled',
    );
    expect(order.body.value.state).toBe('cancelled');
    expect(await who.balance()).toBe(0);
  });

  it('serves no page for a forged or altered token', async () => {
    const who = await depositor(t);
    const mine = (await who.create('DEMOPAY', 60_00)).body.value as { reference: string; payUrl: string };
    const other = (await who.create('DEMOPAY', 5_000_00)).body.value as { reference: string };
    const bank = (await who.create('BANK', 5_000_00)).body.value as { reference: string };
    const [merchantId, , signature] = (mine.payUrl.split('/').pop() as string).split('.') as [string, string, string];
    const order = { merchantId: who.member.merchantId, channelCode: 'DEMOPAY', amount: 60_00, currency: 'PHP' };
    const forged = [
      `${merchantId}.${other.reference}.${signature}`, // another order, this order's signature
      `${merchantId}.${bank.reference}.${signature}`,
      checkoutToken({ ...order, reference: mine.reference, secret: 'guessed-secret' }),
      checkoutToken({ ...order, reference: mine.reference, amount: 1, secret: await channelSecret(t, 'DEMOPAY') }),
      'garbage',
    ];
    for (const token of forged) {
      expect((await fetch(`${base}/demo-gateway/checkout/${token}`)).status).toBe(404);
      expect((await fetch(`${base}/demo-gateway/checkout/${token}/pay`, form({}))).status).toBe(404);
    }
    expect((await fetch(`${base}${mine.payUrl}`)).status).toBe(200);
  });
});

describe('production configuration', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await buildTestApp({ NODE_ENV: 'production', MESSAGE_WEBHOOK_URL: 'http://127.0.0.1:9/unused' });
  });
  afterAll(() => prod.close());

  it('refuses the demo gateway: no channel, no orders, no page, no notices', async () => {
    const who = await depositor(prod);
    const channels = await get(prod.app, '/wps/member/deposit/channels', who.headers);
    expect(channels.body.value.channels.map((channel: { code: string }) => channel.code)).toEqual(['BANK']);
    const refused = await who.create('DEMOPAY', 100_00);
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('channel-unavailable');
    expect((await who.create('BANK', 100_00)).status).toBe(200);
    expect((await prod.app.inject({ method: 'GET', url: '/demo-gateway/checkout/x.y' })).statusCode).toBe(404);
    const notice = { reference: 'DX', tradeNo: 'T', amount: 100_00, currency: 'PHP', status: 'paid' as const };
    const answer = await postNotice(prod.app, notice, await channelSecret(prod, 'DEMOPAY'));
    expect(answer.body.code).toBe('channel-unavailable');
    expect((await send(prod.app, { method: 'GET', url: '/wps/member/deposits', headers: who.headers })).status).toBe(
      200,
    );
  });
});
