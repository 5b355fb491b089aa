import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { safeReturnUrl } from './demo-checkout-page.ts';
import { checkoutToken, checkoutTokenValid, readCheckoutToken } from './demo-gateway.ts';
import { gatewayFor } from './gateways.ts';
import { noticeSender } from './notice-delivery.ts';
import { signNotice, verifySignedNotice } from './signature.ts';

const notice = { reference: 'D261122ABCDEF', tradeNo: 'T1', amount: 100_00, currency: 'PHP', status: 'paid' as const };

describe('notice signatures', () => {
  const body = JSON.stringify(notice);

  it('accepts a body signed with the secret within five minutes', () => {
    expect(verifySignedNotice(body, signNotice('s3cret', body), 's3cret')).toEqual(notice);
    const now = Date.now();
    expect(verifySignedNotice(body, signNotice('s3cret', body, now - 299_000), 's3cret', now)).toEqual(notice);
  });

  it('refuses a wrong secret, a changed body, a stale or missing timestamp, a malformed notice', () => {
    const now = Date.now();
    expect(verifySignedNotice(body, signNotice('other', body), 's3cret')).toBeNull();
    expect(verifySignedNotice(body.replace('10000', '99999'), signNotice('s3cret', body), 's3cret')).toBeNull();
    expect(verifySignedNotice(body, signNotice('s3cret', body, now - 301_000), 's3cret', now)).toBeNull();
    expect(verifySignedNotice(body, { 'x-signature': signNotice('s3cret', body)['x-signature'] }, 's3cret')).toBeNull();
    const odd = JSON.stringify({ ...notice, status: 'maybe' });
    expect(verifySignedNotice(odd, signNotice('s3cret', odd), 's3cret')).toBeNull();
    expect(verifySignedNotice('{', signNotice('s3cret', '{'), 's3cret')).toBeNull();
  });
});

describe('demo checkout tokens', () => {
  const order = { merchantId: 1, channelCode: 'DEMOPAY', reference: 'D261122ABCDEF', amount: 50_00, currency: 'PHP' };

  it('name their order and hold only for its secret, amount and currency', () => {
    const token = checkoutToken({ ...order, secret: 'k' });
    expect(token.length).toBeLessThan(100); // one path segment under the router's parameter limit
    expect(readCheckoutToken(token)).toEqual({ merchantId: 1, reference: order.reference });
    expect(checkoutTokenValid(token, { ...order, secret: 'k' })).toBe(true);
    expect(checkoutTokenValid(token, { ...order, secret: 'j' })).toBe(false);
    expect(checkoutTokenValid(token, { ...order, amount: 1, secret: 'k' })).toBe(false);
    expect(readCheckoutToken('1.D1')).toBeNull();
  });

  it('return only to a path on this site', () => {
    expect(safeReturnUrl('/wallet?tab=1', 'R')).toBe('/wallet?tab=1');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 42, undefined]) {
      expect(safeReturnUrl(bad, 'R1')).toBe('/?deposit=R1');
    }
  });
});

describe('gateway adapters', () => {
  it('refuse the demo gateway under production configuration', () => {
    expect(gatewayFor({ production: false }, 'demo')?.code).toBe('demo');
    expect(gatewayFor({ production: true }, 'demo')).toBeNull();
    expect(gatewayFor({ production: false }, 'unknown')).toBeNull();
    expect(gatewayFor({ production: false }, null)).toBeNull();
  });
});

describe('notice delivery', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** A merchant endpoint that answers `ok` from the given try on (0 = never). */
  async function merchant(okFrom: number) {
    const seen: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
    const listening = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        seen.push({ headers: request.headers, body });
        const ok = okFrom > 0 && seen.length >= okFrom;
        response.writeHead(ok ? 200 : 500, { 'content-type': 'application/json' });
        response.end(JSON.stringify(ok ? { success: true, value: { ok: true } } : { success: false }));
      });
    });
    server = listening;
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(listening.address() as AddressInfo).port}/cb`, seen };
  }

  it('repeats a refused notice with backoff until it is taken', async () => {
    const { url, seen } = await merchant(3);
    const sender = noticeSender();
    sender.send(url, notice, 's3cret', { delays: [0, 10, 20, 30, 40] });
    await expect.poll(() => seen.length, { timeout: 2000 }).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(seen).toHaveLength(3);
    // Every try is the same notice, signed afresh.
    for (const { body, headers } of seen) expect(verifySignedNotice(body, headers, 's3cret')).toEqual(notice);
  });

  it('gives up after the last try, and stops when told', async () => {
    const { url, seen } = await merchant(0);
    const sender = noticeSender();
    let gaveUp = false;
    sender.send(url, notice, 's3cret', { delays: [0, 5, 5, 5, 5], onGiveUp: () => (gaveUp = true) });
    await expect.poll(() => gaveUp, { timeout: 2000 }).toBe(true);
    expect(seen).toHaveLength(5);

    const stopped = noticeSender();
    stopped.send(url, notice, 's3cret', { delays: [200] });
    stopped.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).toHaveLength(5);
  });
});
