import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { get } from '../../test/requests.ts';
import { demoMerchantId, visitor } from '../auth/test-kit.ts';
import { checkCaptcha } from './captcha.service.ts';

let t: TestApp;
let merchantId: number;
beforeAll(async () => {
  t = await buildTestApp();
  merchantId = await demoMerchantId(t.db);
});
afterAll(() => t.close());

const peek = (clientId: string, headers: Record<string, string> = {}) =>
  get(t.app, `/dev/captcha?clientId=${encodeURIComponent(clientId)}`, headers);

describe('GET /dev/captcha', () => {
  it('answers the live captcha of a client id and leaves it usable', async () => {
    const who = visitor();
    expect((await get(t.app, '/wps/captcha', who.headers)).status).toBe(200);
    const first = await peek(who.clientId);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, code: 'ok' });
    expect(first.body.value).toMatch(/^[A-Z2-9]{4}$/);
    // Reading it twice gives the same answer: the peek does not spend it.
    expect((await peek(who.clientId)).body.value).toBe(first.body.value);
    expect(await checkCaptcha(t.app.kv, { merchantId, clientId: who.clientId, answer: first.body.value })).toBe(true);
  });

  it('is not-found for a client without a live captcha, or whose captcha is spent', async () => {
    const who = visitor();
    const none = await peek(who.clientId);
    expect(none.status).toBe(404);
    expect(none.body.code).toBe('not-found');

    await get(t.app, '/wps/captcha', who.headers);
    const answer = (await peek(who.clientId)).body.value as string;
    await checkCaptcha(t.app.kv, { merchantId, clientId: who.clientId, answer });
    expect((await peek(who.clientId)).status).toBe(404);
  });

  it('keeps brands apart: the answer is read for the brand of the Host', async () => {
    const who = visitor();
    await get(t.app, '/wps/captcha', who.headers);
    const other = await peek(who.clientId, { host: 'beta.localhost:8080' });
    expect(other.status).toBe(404);
  });

  it('refuses a malformed client id', async () => {
    for (const clientId of ['short', 'has space in it', 'bad$chars!!']) {
      const { status, body } = await peek(clientId);
      expect(status, clientId).toBe(400);
      expect(body.success).toBe(false);
    }
    expect((await get(t.app, '/dev/captcha')).status).toBe(400);
  });

  it('does not exist in production', async () => {
    const production = await buildTestApp({ NODE_ENV: 'production', MESSAGE_WEBHOOK_URL: 'http://127.0.0.1:9/hook' });
    try {
      const who = visitor();
      await get(production.app, '/wps/captcha', who.headers);
      const { status, body } = await get(production.app, `/dev/captcha?clientId=${who.clientId}`);
      expect(status).toBe(404);
      expect(body.code).toBe('not-found');
    } finally {
      await production.close();
    }
  });
});
