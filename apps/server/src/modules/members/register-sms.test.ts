import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { fieldsOf, freshIp, lastCode } from '../../test/members.ts';
import { registrationKit } from '../../test/registration.ts';
import { operator, send } from '../../test/requests.ts';

let t: TestApp;
let change: Awaited<ReturnType<typeof operator>>;
beforeAll(async () => {
  t = await buildTestApp();
  change = await operator(t.app);
  // The captcha is tested in register.test.ts.
  await setRule('captcha', false);
});
afterAll(() => t.close());

const { setRule, valid, register, memberRow } = registrationKit(() => t);

describe('register with an SMS code', () => {
  const requestCode = (mobileNum: string, variant: string) =>
    send(t.app, {
      method: 'POST',
      url: '/wps/verification/sms/register',
      headers: freshIp(),
      payload: { mobileNum, countryCode: '63', variant },
    });

  it('registers by mobile with the code from the outbox, named by the number', async () => {
    expect((await requestCode('09170000101', 'mobile')).body.value).toEqual({ expiredMinutes: 5 });
    const code = await lastCode(t.app, '+639170000101');
    const payload = {
      mobileNum: '09170000101',
      countryCode: '+63',
      verificationCode: code,
      password: 'mobile123',
      confirmPassword: 'mobile123',
      paymentPassword: '654321',
      registerMethod: 'WEB',
      agreeTerms: true,
      adult: true,
    };
    const { status, body } = await register(payload, {}, 'mobile');
    expect(status).toBe(200);
    expect(body.value.isAgent).toBe(0);
    expect(await memberRow('9170000101')).toMatchObject({
      mobile: '9170000101',
      country_code: '63',
      nickname: '917****101',
      password_set: true,
    });
    // The code was used.
    const reused = await register({ ...payload, mobileNum: '09170000101' }, {}, 'mobile');
    expect(reused.body.code).toBe('mobile-exists');
  });

  it('without MOBILE_REGISTER_PASSWORD needs no password and stores none usable', async () => {
    await change({ switches: { MOBILE_REGISTER_PASSWORD: false } });
    await requestCode('09170000102', 'mobile');
    const payload = {
      mobileNum: '9170000102',
      countryCode: '63',
      verificationCode: await lastCode(t.app, '+639170000102'),
      paymentPassword: '654321',
      registerMethod: 'WEB',
      agreeTerms: true,
      adult: true,
    };
    expect((await register(payload, {}, 'mobile')).status).toBe(200);
    expect(await memberRow('9170000102')).toMatchObject({ password_set: false });
    await change({ switches: { MOBILE_REGISTER_PASSWORD: true } });
  });

  it('needs the number, its code and (by default) the password', async () => {
    const { status, body } = await register({ registerMethod: 'WEB', agreeTerms: true, adult: true }, {}, 'mobile');
    expect(status).toBe(400);
    expect(Object.keys(fieldsOf(body))).toEqual(
      expect.arrayContaining(['mobileNum', 'verificationCode', 'password', 'confirmPassword']),
    );
    const wrongCode = await register(
      valid({ username: undefined, mobileNum: '9170000199', countryCode: '63', verificationCode: '123456' }),
      {},
      'mobile',
    );
    expect(wrongCode.body.code).toBe('invalid-verification-code');
    await change({ switches: { MOBILE_REGISTER: false } });
    expect((await register(valid(), {}, 'mobile')).body.code).toBe('operation-not-allowed');
    await change({ switches: { MOBILE_REGISTER: true } });
  });

  it('asks a username registration with a mobile number for its code', async () => {
    const missing = await register(valid({ mobileNum: '9170000103', countryCode: '63' }));
    expect(fieldsOf(missing.body).verificationCode).toMatchObject({ key: 'input-required' });
    const badPhone = await register(valid({ mobileNum: '9170000103', countryCode: 'PH', verificationCode: '1' }));
    expect(fieldsOf(badPhone.body).mobileNum).toMatchObject({ key: 'phone-format' });

    await requestCode('9170000103', 'username');
    const code = await lastCode(t.app, '+639170000103');
    const payload = valid({
      username: 'WithPhone1',
      mobileNum: '9170000103',
      countryCode: '63',
      verificationCode: code,
    });
    expect((await register(payload)).status).toBe(200);
    expect(await memberRow('WithPhone1')).toMatchObject({ mobile: '9170000103', country_code: '63' });
  });

  it('does not burn the code when another field is wrong', async () => {
    await requestCode('9170000104', 'username');
    const code = await lastCode(t.app, '+639170000104');
    const phone = { mobileNum: '9170000104', countryCode: '63', verificationCode: code };
    expect((await register(valid({ ...phone, password: 'short' }))).status).toBe(400);
    expect((await register(valid({ ...phone, username: 'KeptCode1' }))).status).toBe(200);
  });
});
