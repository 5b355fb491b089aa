import { translate } from '@arcadia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { send } from '../../test/requests.ts';
import { demoMerchantId, nextIp, visitor } from '../auth/test-kit.ts';
import { CAPTCHA_TTL_SECONDS, captchaKey, checkCaptcha } from './captcha.service.ts';

let t: TestApp;
let merchantId: number;
beforeAll(async () => {
  t = await buildTestApp();
  merchantId = await demoMerchantId(t.db);
});
afterAll(() => t.close());

const captcha = (headers: Record<string, string>) => send(t.app, { method: 'GET', url: '/wps/captcha', headers });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('GET /wps/captcha', () => {
  it('answers a base64 PNG without a data: prefix and keeps the answer for this client', async () => {
    const who = visitor();
    const { status, body } = await captcha(who.headers);
    expect(status).toBe(200);
    expect(body.value).not.toMatch(/^data:/);
    const png = Buffer.from(body.value, 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(await t.app.kv.get(captchaKey(merchantId, who.clientId))).toMatch(/^[A-Z2-9]{4}$/);
  });

  it('keeps the answer two minutes', async () => {
    const who = visitor();
    await captcha(who.headers);
    const row = await t.db.one<{ seconds: number }>(
      'SELECT extract(epoch FROM expires_at - now())::int AS seconds FROM kv_entries WHERE key = $1',
      [captchaKey(merchantId, who.clientId)],
    );
    expect(row?.seconds).toBeGreaterThan(CAPTCHA_TTL_SECONDS - 5);
    expect(row?.seconds).toBeLessThanOrEqual(CAPTCHA_TTL_SECONDS);
  });

  it('needs an x-client-id of 8–64 letters, digits, _ or -', async () => {
    const ip = nextIp();
    // Without one, the answer binds the captcha by a cookie instead (the original front end; compat.test.ts).
    for (const clientId of ['short', 'has space in it', 'x'.repeat(65), 'bad$chars!']) {
      const headers: Record<string, string> = { 'x-forwarded-for': ip, 'x-lang': 'CN' };
      if (clientId !== undefined) headers['x-client-id'] = clientId;
      const { status, body } = await captcha(headers);
      expect(status, String(clientId)).toBe(400);
      expect(body).toMatchObject({ success: false, code: 'bad-request', message: translate('CN', 'bad-request') });
    }
  });

  it('gives one image a second per client id (429 too-many-requests), then another', async () => {
    const who = visitor();
    expect((await captcha(who.headers)).status).toBe(200);
    const again = await captcha(who.headers);
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('too-many-requests');
    await pause(1100);
    expect((await captcha(who.headers)).status).toBe(200);
  });

  it('caps one IP at sixty images in ten minutes', async () => {
    const ip = nextIp();
    for (let i = 0; i < 60; i++) expect((await captcha(visitor(ip).headers)).status).toBe(200);
    const over = await captcha(visitor(ip).headers);
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('too-many-requests');
    expect((await captcha(visitor().headers)).status).toBe(200);
  });

  it('a new image replaces the previous answer', async () => {
    const who = visitor();
    await captcha(who.headers);
    await pause(1100);
    await captcha(who.headers);
    const latest = (await t.app.kv.get(captchaKey(merchantId, who.clientId))) ?? '';
    expect(await checkCaptcha(t.app.kv, { merchantId, clientId: who.clientId, answer: latest })).toBe(true);
  });
});

describe('checkCaptcha', () => {
  it('accepts the answer in any case, once', async () => {
    const who = visitor();
    await captcha(who.headers);
    const answer = (await t.app.kv.get(captchaKey(merchantId, who.clientId))) ?? '';
    const check = (text: string) => checkCaptcha(t.app.kv, { merchantId, clientId: who.clientId, answer: text });
    expect(await check(` ${answer.toLowerCase()} `)).toBe(true);
    expect(await check(answer)).toBe(false);
  });

  it('spends the captcha on a wrong answer too', async () => {
    const who = visitor();
    await captcha(who.headers);
    const answer = (await t.app.kv.get(captchaKey(merchantId, who.clientId))) ?? '';
    const check = (text: string) => checkCaptcha(t.app.kv, { merchantId, clientId: who.clientId, answer: text });
    expect(await check('WRONG')).toBe(false);
    expect(await check(answer)).toBe(false);
  });

  it('refuses without a client id or an answer', async () => {
    expect(await checkCaptcha(t.app.kv, { merchantId, clientId: null, answer: 'ABCD' })).toBe(false);
    const who = visitor();
    await captcha(who.headers);
    expect(await checkCaptcha(t.app.kv, { merchantId, clientId: who.clientId, answer: '' })).toBe(false);
  });
});
