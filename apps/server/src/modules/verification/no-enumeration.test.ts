import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { createMember, freshIp } from '../../test/members.ts';
import { registrationKit } from '../../test/registration.ts';
import { get, send } from '../../test/requests.ts';
import { sealFor } from '../../test/seal.ts';

/**
 * Code and reset requests must not tell registered numbers and addresses from
 * others: the same status, code and body, a message only to a member, and every
 * limit spent before the lookup. Registration's "taken" answers are limited per IP.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await setRule('captcha', false);
});
afterAll(() => t.close());

const { setRule, valid, register } = registrationKit(() => t);

let phoneSeq = 0;
const newMobile = () => {
  phoneSeq += 1;
  return `9178${String(phoneSeq).padStart(6, '0')}`;
};

const post = (url: string, payload: object, headers: Record<string, string>) =>
  send(t.app, { method: 'POST', url, headers, payload });
const noLogin = (mobileNum: string, purpose: 'login' | 'forgot', headers = freshIp()) =>
  post('/wps/verification/sms/noLogin', { mobileNum, countryCode: '63', purpose }, headers);
const registerCode = (mobileNum: string, headers = freshIp()) =>
  post('/wps/verification/sms/register', { mobileNum, countryCode: '63' }, headers);
const forgotByEmail = (username: string, email: string, headers = freshIp()) =>
  t.app
    .inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { host: 'localhost:8080', 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({ username, email }).toString(),
    })
    .then((response) => ({ status: response.statusCode, body: response.json() }));

/** An answer without its request id, which differs from request to request by design. */
const withoutRequestId = ({ status, body }: { status: number; body: Record<string, unknown> }) => {
  const { requestId: _id, ...rest } = body;
  return { status, body: rest };
};

/** What the development outbox holds for a recipient (it waits for deliveries still under way). */
const messagesTo = async (recipient: string) =>
  (await get(t.app, `/dev/outbox?recipient=${encodeURIComponent(recipient)}`)).body.value as unknown[];

describe('code requests answer the same for every number and address', () => {
  it('login and forgot-password codes by SMS: identical answers, a code only to the member', async () => {
    for (const purpose of ['login', 'forgot'] as const) {
      const registered = newMobile();
      const unregistered = newMobile();
      await createMember(t.db, { mobile: registered });
      const [forMember, forNobody] = [await noLogin(registered, purpose), await noLogin(unregistered, purpose)];
      expect(forNobody).toEqual(forMember);
      expect(forMember).toMatchObject({
        status: 200,
        body: { success: true, code: 'ok', value: { expiredMinutes: 5 } },
      });
      expect(await messagesTo(`+63${registered}`)).toHaveLength(1);
      expect(await messagesTo(`+63${unregistered}`)).toHaveLength(0);
    }
  });

  it('forgot password by e-mail: identical answers, a link only to the member', async () => {
    const member = await createMember(t.db, { email: 'known@example.com' });
    const known = await forgotByEmail(member.account, 'known@example.com');
    const unknown = await forgotByEmail('unknown_player', 'unknown@example.com');
    expect(unknown).toEqual(known);
    expect(known).toMatchObject({ status: 200, body: { success: true, value: null } });
    expect(await messagesTo('known@example.com')).toHaveLength(1);
    expect(await messagesTo('unknown@example.com')).toHaveLength(0);
  });

  it('setting a password by phone answers a number of no member as a wrong code', async () => {
    const registered = newMobile();
    await createMember(t.db, { mobile: registered });
    await noLogin(registered, 'forgot');
    const attempt = async (mobileNum: string) =>
      withoutRequestId(
        await send(t.app, {
          method: 'POST',
          url: '/wps/member/password/verification',
          headers: freshIp(),
          payload: await sealFor(t.app, { mobileNum, countryCode: '63', code: '000000', newPassword: 'phone1234' }),
        }),
      );
    const [forMember, forNobody] = [await attempt(registered), await attempt(newMobile())];
    expect(forNobody).toEqual(forMember);
    expect(forMember).toMatchObject({ status: 400, body: { code: 'invalid-verification-code' } });
  });
});

describe('limits come before the lookup', () => {
  it('a number of no member spends its resend minute like a member’s', async () => {
    const unregistered = newMobile();
    expect((await noLogin(unregistered, 'login')).status).toBe(200);
    expect(await noLogin(unregistered, 'login')).toMatchObject({ status: 429, body: { code: 'too-many-requests' } });
  });

  it('probes of unknown numbers spend the IP budget, so a member’s number then gets nothing', async () => {
    const ip = freshIp();
    for (let probe = 0; probe < 20; probe += 1) expect((await noLogin(newMobile(), 'login', ip)).status).toBe(200);
    const registered = newMobile();
    await createMember(t.db, { mobile: registered });
    expect(await noLogin(registered, 'login', ip)).toMatchObject({ status: 429, body: { code: 'too-many-requests' } });
    expect(await messagesTo(`+63${registered}`)).toHaveLength(0);
  });
});

describe('registration says "taken" at most ten times an hour to an IP', () => {
  it('sms/register: after ten mobile-exists answers, too-many-requests for taken and free numbers alike', async () => {
    const ip = freshIp();
    for (let probe = 0; probe < 10; probe += 1) {
      const taken = newMobile();
      await createMember(t.db, { mobile: taken });
      expect(await registerCode(taken, ip)).toMatchObject({ status: 409, body: { code: 'mobile-exists' } });
    }
    const taken = newMobile();
    await createMember(t.db, { mobile: taken });
    expect(await registerCode(taken, ip)).toMatchObject({ status: 429, body: { code: 'too-many-requests' } });
    const free = newMobile();
    expect(await registerCode(free, ip)).toMatchObject({ status: 429, body: { code: 'too-many-requests' } });
    expect(await messagesTo(`+63${free}`)).toHaveLength(0);
    // Another IP is not affected.
    expect((await registerCode(free)).status).toBe(200);
  });

  it('register: account-exists and email-exists share the budget; then too-many-requests, never taken', async () => {
    const ip = freshIp();
    const member = await createMember(t.db, { email: 'owner.of.name@example.com' });
    for (let probe = 0; probe < 5; probe += 1) {
      expect((await register(valid({ username: member.account }), ip)).body.code).toBe('account-exists');
      expect((await register(valid({ email: 'owner.of.name@example.com' }), ip)).body.code).toBe('email-exists');
    }
    const spent = await register(valid({ username: member.account }), ip);
    expect(spent).toMatchObject({ status: 429, body: { code: 'too-many-requests' } });
    const free = await register(valid(), ip);
    expect(free).toMatchObject({ status: 429, body: { code: 'too-many-requests' } });
    expect((await register(valid({ username: member.account }))).body.code).toBe('account-exists');
  });
});
