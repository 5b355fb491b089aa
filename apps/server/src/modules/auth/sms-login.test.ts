import { translate } from '@arcadia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { operator } from '../../test/requests.ts';
import { sendCode } from '../verification/codes.service.ts';
import { createMember, demoMerchantId, nextIp, sealed, visitor } from './test-kit.ts';

let t: TestApp;
let merchantId: number;
let changeDemo: Awaited<ReturnType<typeof operator>>;
beforeAll(async () => {
  t = await buildTestApp();
  merchantId = await demoMerchantId(t.db);
  changeDemo = await operator(t.app);
});
afterAll(() => t.close());

let phoneSeq = 100;
const newMobile = () => `917${String(phoneSeq++).padStart(7, '0')}`;

/** Sends a login code as /wps/verification/sms/noLogin does and reads it from the outbox. */
async function loginCode(mobile: string): Promise<string> {
  const recipient = `+63${mobile}`;
  await sendCode(
    { db: t.db, kv: t.app.kv, outbox: t.app.outbox },
    { merchantId, purpose: 'login', channel: 'sms', recipient, ip: nextIp(), lang: 'EN', brandName: 'Demo' },
  );
  const [latest] = await t.app.outbox.sentTo(recipient);
  const code = /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1];
  if (!code) throw new Error('no code in the outbox');
  return code;
}

const smsLogin = (mobile: string, code: string, countryCode: string | null = '63', lang = 'EN') =>
  sealed(
    t.app,
    '/wps/session/login',
    { type: 'sms', username: mobile, password: code, ...(countryCode === null ? {} : { countryCode }) },
    { ...visitor().headers, 'x-lang': lang },
  );

describe('sms login', () => {
  it('logs in with the mobile number and the code sent to it (a leading 0 is fine)', async () => {
    const mobile = newMobile();
    await createMember(t.db, { mobile });
    const code = await loginCode(mobile);
    const { status, body } = await smsLogin(`0${mobile}`, code);
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ token: expect.any(String), passwordExpired: false });
  });

  it('uses a code once: the same code again is invalid-verification-code', async () => {
    const mobile = newMobile();
    await createMember(t.db, { mobile });
    const code = await loginCode(mobile);
    expect((await smsLogin(mobile, code)).status).toBe(200);
    const reused = await smsLogin(mobile, code);
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('invalid-verification-code');
  });

  it('refuses an expired code with code-expired', async () => {
    const mobile = newMobile();
    await createMember(t.db, { mobile });
    const code = await loginCode(mobile);
    await t.db.query("UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE recipient = $1", [
      `+63${mobile}`,
    ]);
    const response = await smsLogin(mobile, code, '63', 'CN');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'code-expired', message: translate('CN', 'code-expired') });
  });

  it('refuses a wrong code, and a code never sent', async () => {
    const mobile = newMobile();
    await createMember(t.db, { mobile });
    expect((await smsLogin(mobile, '000000')).body.code).toBe('invalid-verification-code');
    const code = await loginCode(mobile);
    const wrong = code === '111111' ? '222222' : '111111';
    expect((await smsLogin(mobile, wrong)).body.code).toBe('invalid-verification-code');
    expect((await smsLogin(mobile, code)).status).toBe(200);
  });

  it('answers account-not-found for a number no member has', async () => {
    const mobile = newMobile();
    const code = await loginCode(mobile);
    const response = await smsLogin(mobile, code);
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('account-not-found');
  });

  it('refuses a malformed number or country code', async () => {
    expect((await smsLogin('12ab', '123456')).body.code).toBe('invalid-phone-number');
    expect((await smsLogin('9171234567', '123456', null)).body.code).toBe('invalid-phone-number');
    expect((await smsLogin('9171234567', '123456', 'x1')).body.code).toBe('invalid-phone-number');
  });

  it('needs MOBILE_CODE_LOGIN (else operation-not-allowed)', async () => {
    const mobile = newMobile();
    await createMember(t.db, { mobile });
    const code = await loginCode(mobile);
    await changeDemo({ switches: { MOBILE_CODE_LOGIN: false } });
    const refused = await smsLogin(mobile, code, '63', 'CN');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'operation-not-allowed',
      message: translate('CN', 'operation-not-allowed'),
    });
    await changeDemo({ switches: { MOBILE_CODE_LOGIN: true } });
    expect((await smsLogin(mobile, code)).status).toBe(200);
  });

  it('asks no captcha: SMS login after failed password logins still goes through', async () => {
    const mobile = newMobile();
    const member = await createMember(t.db, { mobile });
    const tab = visitor();
    await sealed(t.app, '/wps/session/login', { username: member.account, password: 'wrong-one' }, tab.headers);
    const code = await loginCode(mobile);
    const response = await sealed(
      t.app,
      '/wps/session/login',
      { type: 'sms', username: mobile, password: code, countryCode: '63' },
      tab.headers,
    );
    expect(response.status).toBe(200);
  });
});
