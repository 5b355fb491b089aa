import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { createMember, freshIp } from '../../test/members.ts';
import { get, operator, send } from '../../test/requests.ts';

let t: TestApp;
let change: Awaited<ReturnType<typeof operator>>;
beforeAll(async () => {
  t = await buildTestApp();
  change = await operator(t.app);
});
afterAll(() => t.close());

const noLogin = (payload: object, headers: Record<string, string> = {}) =>
  send(t.app, { method: 'POST', url: '/wps/verification/sms/noLogin', headers: { ...freshIp(), ...headers }, payload });
const registerCode = (payload: object) =>
  send(t.app, { method: 'POST', url: '/wps/verification/sms/register', headers: freshIp(), payload });
const outbox = async (recipient: string) =>
  (await get(t.app, `/dev/outbox?recipient=${encodeURIComponent(recipient)}`)).body.value as {
    channel: string;
    recipient: string;
    body: string;
  }[];

describe('SMS codes without a session', () => {
  it('sends a login code to a member, in the request language, once a minute', async () => {
    await createMember(t.db, { mobile: '9177770001' });
    const sent = await noLogin(
      { mobileNum: '0917 777-0001', countryCode: '+63', purpose: 'login' },
      { 'x-lang': 'CN' },
    );
    expect(sent).toMatchObject({ status: 200, body: { value: { expiredMinutes: 5 } } });
    const [message] = await outbox('+639177770001');
    expect(message).toMatchObject({ channel: 'sms', recipient: '+639177770001' });
    expect(message?.body).toMatch(/^【Arcadia】您的验证码是 \d{6}，5 分钟内有效。/);

    const again = await noLogin({ mobileNum: '9177770001', countryCode: '63', purpose: 'login' }, { 'x-lang': 'CN' });
    expect(again).toMatchObject({
      status: 429,
      body: { code: 'too-many-requests', message: '请求过于频繁，请 5 分钟后再试。' },
    });
    // The same number may still get a code for another purpose.
    expect((await noLogin({ mobileNum: '9177770001', countryCode: '63', purpose: 'forgot' })).status).toBe(200);
  });

  it('answers a number of no member as any other, sending nothing; refuses bad numbers and switched-off purposes', async () => {
    const unknown = await noLogin({ mobileNum: '9177770099', countryCode: '63', purpose: 'login' });
    expect(unknown).toMatchObject({ status: 200, body: { value: { expiredMinutes: 5 } } });
    expect(await outbox('+639177770099')).toEqual([]);
    const bad = await noLogin({ mobileNum: '91a77770', countryCode: '63', purpose: 'login' });
    expect(bad).toMatchObject({ status: 400, body: { code: 'invalid-phone-number' } });
    const badCountry = await noLogin({ mobileNum: '9177770001', countryCode: 'PH', purpose: 'login' });
    expect(badCountry.body.code).toBe('invalid-phone-number');

    await change({ switches: { MOBILE_CODE_LOGIN: false, FORGOT_BY_PHONE: false } });
    for (const purpose of ['login', 'forgot']) {
      const off = await noLogin({ mobileNum: '9177770001', countryCode: '63', purpose }, { 'x-lang': 'CN' });
      expect(off).toMatchObject({
        status: 403,
        body: { code: 'operation-not-allowed', message: '该功能未开启，请联系客服。' },
      });
    }
    await change({ switches: { MOBILE_CODE_LOGIN: true, FORGOT_BY_PHONE: true } });
  });

  it('only sends for the brand the number belongs to', async () => {
    await createMember(t.db, { mobile: '9177770002', merchant: 'beta' });
    const demo = await noLogin({ mobileNum: '9177770002', countryCode: '63', purpose: 'forgot' });
    expect(demo.status).toBe(200);
    expect(await outbox('+639177770002')).toEqual([]);
    const beta = await noLogin(
      { mobileNum: '9177770002', countryCode: '63', purpose: 'forgot' },
      { host: 'beta.localhost' },
    );
    expect(beta.status).toBe(200);
    expect(await outbox('+639177770002')).toHaveLength(1);
  });
});

describe('registration SMS codes', () => {
  it('sends a code to a new number for either variant', async () => {
    expect((await registerCode({ mobileNum: '9177770010', countryCode: '63' })).status).toBe(200);
    expect((await registerCode({ mobileNum: '9177770011', countryCode: '63', variant: 'mobile' })).status).toBe(200);
    expect(await outbox('+639177770011')).toHaveLength(1);
  });

  it('refuses a number that is already registered', async () => {
    const { status, body } = await registerCode({ mobileNum: '09171234567', countryCode: '63', variant: 'mobile' });
    expect(status).toBe(409);
    expect(body.code).toBe('mobile-exists');
  });

  it('needs REGISTER_SMS_VERIFY for the username variant and MOBILE_REGISTER for the mobile one', async () => {
    await change({ switches: { REGISTER_SMS_VERIFY: false } });
    expect((await registerCode({ mobileNum: '9177770012', countryCode: '63' })).status).toBe(403);
    expect((await registerCode({ mobileNum: '9177770012', countryCode: '63', variant: 'mobile' })).status).toBe(200);
    await change({ switches: { REGISTER_SMS_VERIFY: true, MOBILE_REGISTER: false } });
    expect((await registerCode({ mobileNum: '9177770013', countryCode: '63', variant: 'mobile' })).status).toBe(403);
    await change({ switches: { MOBILE_REGISTER: true } });
  });

  it('validates the request shape', async () => {
    const { status, body } = await registerCode({ mobileNum: '91', countryCode: '63', variant: 'fax' });
    expect(status).toBe(400);
    expect(body.code).toBe('validation-failed');
  });
});

describe('development outbox', () => {
  it('reads an unescaped plus sign as the number it was', async () => {
    await registerCode({ mobileNum: '9177770020', countryCode: '63' });
    const { body } = await get(t.app, '/dev/outbox?recipient=+639177770020');
    expect(body.value).toHaveLength(1);
  });

  it('does not exist in production', async () => {
    const production = await buildTestApp({ NODE_ENV: 'production', MESSAGE_WEBHOOK_URL: 'http://127.0.0.1:9/hook' });
    try {
      const { status, body } = await get(production.app, '/dev/outbox?recipient=%2B639171234567');
      expect(status).toBe(404);
      expect(body.code).toBe('not-found');
    } finally {
      await production.close();
    }
  });
});
