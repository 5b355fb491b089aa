import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { bearerHeader, fieldsOf, freshIp } from '../../test/members.ts';
import { registrationKit } from '../../test/registration.ts';
import { get, operator, send } from '../../test/requests.ts';
import { captchaKey } from '../captcha/captcha.service.ts';

let t: TestApp;
let change: Awaited<ReturnType<typeof operator>>;
beforeAll(async () => {
  t = await buildTestApp();
  change = await operator(t.app);
  // The captcha has its own tests below; elsewhere it would only add noise.
  await setRule('captcha', false);
});
afterAll(() => t.close());

const { setRule, valid, register, memberRow } = registrationKit(() => t);

describe('register by username', () => {
  it('creates the member with everything given, logs in and links the affiliate agent', async () => {
    const payload = valid({
      username: 'NewPlayer1',
      email: 'new.player@example.com',
      payeeName: 'Juan Dela Cruz',
      whatsapp: '639170000001',
      affiliateCode: 'agent1',
      registerUrl: 'https://localhost/register?x=1',
      domain: 'localhost',
    });
    const { status, body } = await register(payload, { 'x-lang': 'CN', 'x-forwarded-for': '10.9.9.9' });
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ firstTimeLogin: true, passwordExpired: false, isAgent: 0 });

    const row = await memberRow('newplayer1');
    const agent = await t.db.one<{ id: string }>(
      "SELECT id FROM members WHERE account = 'agent1' AND merchant_id = $1",
      [row?.merchant_id as number],
    );
    expect(row).toMatchObject({
      account: 'NewPlayer1',
      nickname: 'NewPlayer1',
      type: 0,
      parent_id: agent?.id,
      email: 'new.player@example.com',
      payee_name: 'Juan Dela Cruz',
      profile: { whatsapp: '639170000001' },
      register_ip: '10.9.9.9',
      register_url: 'https://localhost/register?x=1',
      register_domain: 'localhost',
      register_method: 'WEB',
      language: 'CN',
      password_set: true,
    });
    expect(String(row?.password_hash)).toMatch(/^\$argon2id\$/);
    expect(String(row?.payment_password_hash)).toMatch(/^\$argon2id\$/);
    expect(String(row?.referral_code)).toMatch(/^[A-Z2-9]{8}$/);

    const info = await get(t.app, '/wps/member/info', bearerHeader(body.value.token));
    expect(info.body.value).toMatchObject({ account: 'NewPlayer1', toUpline: true, hasPaymentPassword: true });
  });

  it('reports every failing field in one answer, in the request language', async () => {
    const { status, body } = await register(
      valid({
        username: 'ab',
        password: 'abc',
        confirmPassword: 'xyz',
        paymentPassword: '12',
        email: 'not-an-email',
        whatsapp: 'abc1234',
        payeeName: '12345',
        affiliateCode: 'a!',
        agreeTerms: false,
        adult: false,
      }),
      { 'x-lang': 'CN' },
    );
    expect(status).toBe(400);
    expect(body.code).toBe('validation-failed');
    // The message names the first field and its rule (issue 35); every field is in the value.
    expect(body.message).toBe(`请检查 ${body.value.fields[0].field}：${body.value.fields[0].message}`);
    const fields = fieldsOf(body);
    expect(Object.keys(fields).sort()).toEqual(
      [
        'username',
        'password',
        'confirmPassword',
        'paymentPassword',
        'email',
        'whatsapp',
        'payeeName',
        'affiliateCode',
        'agreeTerms',
        'adult',
      ].sort(),
    );
    expect(fields.username).toMatchObject({
      key: 'pattern.2',
      message: '请输入 4-16 个字符：以字母开头，其后为字母和数字。',
    });
    expect(fields.password).toMatchObject({ key: 'pattern.6', message: '请输入 6-20 个字符，须包含字母和数字。' });
    expect(fields.confirmPassword).toMatchObject({ key: 'passwords-mismatch', message: '两次输入的密码不一致。' });
    expect(fields.paymentPassword).toMatchObject({ key: 'pattern.7', message: '请输入 6 位数字。' });
    expect(fields.email).toMatchObject({ key: 'pattern.4', message: '请输入 6-64 个字符的有效邮箱地址。' });
    expect(fields.whatsapp).toMatchObject({ key: 'pattern.7', message: '请输入 7-15 位数字。' });
    expect(fields.payeeName).toMatchObject({ key: 'pattern.12', message: '请输入 2-50 个字母和空格。' });
    expect(fields.affiliateCode).toMatchObject({ key: 'pattern.5' });
    expect(fields.agreeTerms).toMatchObject({ key: 'terms-required', message: '请同意条款与条件。' });
    expect(fields.adult).toMatchObject({ key: 'age-required', message: '您须年满 18 岁才能注册。' });
  });

  it('requires username, password, confirmation and payment password', async () => {
    const { status, body } = await register({ registerMethod: 'WEB', agreeTerms: true, adult: true });
    expect(status).toBe(400);
    const fields = fieldsOf(body);
    for (const field of ['username', 'password', 'confirmPassword', 'paymentPassword']) {
      expect(fields[field], field).toMatchObject({ key: 'input-required', message: 'Input cannot be empty.' });
    }
  });

  it('ignores fields whose rule is off', async () => {
    const { status } = await register(valid({ username: 'ignoresQq', qqNum: 'not digits', idNumber: '!!' }));
    expect(status).toBe(200);
    expect((await memberRow('ignoresQq'))?.profile).toEqual({});
  });

  it('keeps account names unique regardless of case, and e-mail and mobile unique', async () => {
    expect((await register(valid({ username: 'Twin1', email: 'twin@example.com' }))).status).toBe(200);
    const sameName = await register(valid({ username: 'tWIN1' }), { 'x-lang': 'CN' });
    expect(sameName).toMatchObject({ status: 409, body: { code: 'account-exists', message: '该账号已被占用。' } });
    const sameEmail = await register(valid({ email: 'TWIN@example.com' }));
    expect(sameEmail).toMatchObject({ status: 409, body: { code: 'email-exists' } });
    // The demo member's number; uniqueness is checked before the SMS code is used.
    const sameMobile = await register(
      valid({ mobileNum: '09171234567', countryCode: '63', verificationCode: '000000' }),
    );
    expect(sameMobile).toMatchObject({ status: 409, body: { code: 'mobile-exists' } });
  });

  it('lets only one of two simultaneous registrations of a name succeed', async () => {
    const results = await Promise.all([
      register(valid({ username: 'RaceName' })),
      register(valid({ username: 'racename' })),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(results.find((result) => result.status === 409)?.body.code).toBe('account-exists');
  });

  it('refuses an unknown affiliate code and links a referral code to the referrer', async () => {
    const wrong = await register(valid({ affiliateCode: 'NOPE99' }), { 'x-lang': 'CN' });
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong.body).affiliateCode).toMatchObject({ key: 'invalid-invitation-code', message: '邀请码无效' });
    // A member's code is not an agent's.
    await t.db.query("UPDATE members SET affiliate_code = 'PLAYER1' WHERE account = 'demo'");
    expect((await register(valid({ affiliateCode: 'PLAYER1' }))).status).toBe(400);

    const badReferral = await register(valid({ referralCode: 'NOBODY' }));
    expect(fieldsOf(badReferral.body).referralCode).toMatchObject({ key: 'invalid-invitation-code' });
    const referred = await register(valid({ username: 'Referred1', referralCode: 'demo' }));
    expect(referred.status).toBe(200);
    const demo = await memberRow('demo');
    expect(await memberRow('Referred1')).toMatchObject({ referrer_id: demo?.id, parent_id: null });
  });

  it('ignores invitation codes while their feature is off', async () => {
    await change({ switches: { AFFILIATE: false, REFERRAL_PROMOTION: false } });
    const { status } = await register(valid({ username: 'NoLinks1', affiliateCode: 'NOPE99', referralCode: 'NOBODY' }));
    expect(status).toBe(200);
    expect(await memberRow('NoLinks1')).toMatchObject({ parent_id: null, referrer_id: null });
    await change({ switches: { AFFILIATE: true, REFERRAL_PROMOTION: true } });
  });

  it('needs direct and username registration switched on', async () => {
    for (const off of ['DIRECT_REGISTER', 'USERNAME_REGISTER']) {
      await change({ switches: { [off]: false } });
      const { status, body } = await register(valid());
      expect(status, off).toBe(403);
      expect(body.code).toBe('operation-not-allowed');
      await change({ switches: { [off]: true } });
    }
  });

  it('refuses a plaintext body', async () => {
    const { status, body } = await send(t.app, { method: 'PUT', url: '/wps/member/register', payload: valid() });
    expect(status).toBe(400);
    expect(body.code).toBe('encryption-required');
  });

  it('limits new accounts to ten an hour per address', async () => {
    const ip = { 'x-forwarded-for': '10.200.0.1' };
    for (let index = 0; index < 10; index++) expect((await register(valid(), ip)).status).toBe(200);
    const { status, body } = await register(valid(), ip);
    expect(status).toBe(429);
    expect(body.code).toBe('too-many-requests');
  });
});

describe('captcha on registration', () => {
  beforeAll(() => setRule('captcha', true));
  afterAll(() => setRule('captcha', false));
  const clientId = 'client-register-1';

  const answer = async () => {
    await get(t.app, '/wps/captcha', { 'x-client-id': clientId });
    const merchant = await t.db.one<{ id: number }>("SELECT id FROM merchants WHERE code = 'demo'");
    return (await t.app.kv.get(captchaKey(merchant?.id ?? 0, clientId))) ?? '';
  };

  it('requires it, refuses a wrong answer and accepts the right one once', async () => {
    const missing = await register(valid(), { 'x-client-id': clientId });
    expect(fieldsOf(missing.body).captcha).toMatchObject({ key: 'input-required' });

    await answer();
    const wrong = await register(valid({ captcha: 'ZZZZ' }), { 'x-client-id': clientId, 'x-lang': 'CN' });
    expect(fieldsOf(wrong.body).captcha).toMatchObject({
      key: 'captcha-check-failed',
      message: '图形验证码输入错误或域名不被允许',
    });

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const right = await answer();
    expect((await register(valid({ captcha: right.toLowerCase() }), { 'x-client-id': clientId })).status).toBe(200);
    const again = await register(valid({ captcha: right }), { 'x-client-id': clientId });
    expect(fieldsOf(again.body).captcha).toMatchObject({ key: 'captcha-check-failed' });
  });
});

describe('affiliate check', () => {
  it('names the agent of a valid code, in any case', async () => {
    const { status, body } = await get(t.app, '/wps/agent/affiliate?affiliateCode=agent2', freshIp());
    expect(status).toBe(200);
    expect(body.value).toEqual({ valid: true, agent: 'Agent Two' });
  });

  it('refuses unknown codes and answers operation-not-allowed while the feature is off', async () => {
    const wrong = await get(t.app, '/wps/agent/affiliate?affiliateCode=NOPE', { ...freshIp(), 'x-lang': 'CN' });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'invalid-invitation-code', message: '邀请码无效' } });
    await change({ switches: { AFFILIATE: false } });
    expect((await get(t.app, '/wps/agent/affiliate?affiliateCode=AGENT1', freshIp())).status).toBe(403);
    await change({ switches: { AFFILIATE: true } });
  });

  it('gives each brand its own codes', async () => {
    const beta = await get(t.app, '/wps/agent/affiliate?affiliateCode=AGENT1', {
      host: 'beta.localhost',
      ...freshIp(),
    });
    expect(beta.body.value).toEqual({ valid: true, agent: 'Agent One' });
  });
});
