import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../platform/passwords.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import {
  bearerHeader,
  createMember,
  fieldsOf,
  freshIp,
  lastCode,
  type TestMember,
  tokenFor,
} from '../../test/members.ts';
import { get, operator, send } from '../../test/requests.ts';
import { sealFor } from '../../test/seal.ts';

let t: TestApp;
let change: Awaited<ReturnType<typeof operator>>;
beforeAll(async () => {
  t = await buildTestApp();
  change = await operator(t.app);
});
afterAll(() => t.close());

const sealed = async (method: 'POST' | 'PUT', url: string, payload: object, headers: Record<string, string> = {}) =>
  send(t.app, { method, url, headers: { ...freshIp(), ...headers }, payload: await sealFor(t.app, payload) });

const passwordIs = async (member: TestMember, password: string) => {
  const row = await t.db.one<{ hash: string }>('SELECT password_hash AS hash FROM members WHERE id = $1', [member.id]);
  return verifyPassword(row?.hash ?? '', password);
};

const canUse = async (token: string) => (await get(t.app, '/wps/member/info', bearerHeader(token))).status === 200;

describe('change password', () => {
  const changeWith = (token: string, payload: object, headers: Record<string, string> = {}) =>
    sealed('POST', '/wps/member/password', payload, { ...bearerHeader(token), ...headers });

  it('sets the new password, ends every session and answers with a fresh token', async () => {
    const member = await createMember(t.db);
    const [first, second] = [await tokenFor(t.db, member), await tokenFor(t.db, member)];
    const { status, body } = await changeWith(first, {
      oldPassword: member.password,
      newPassword: 'newpass99',
      confirmPassword: 'newpass99',
    });
    expect(status).toBe(200);
    expect(await canUse(first)).toBe(false);
    expect(await canUse(second)).toBe(false);
    expect(await canUse(body.value.token)).toBe(true);
    expect(await passwordIs(member, 'newpass99')).toBe(true);
  });

  it('checks the old password, the rule, the confirmation and refuses the same password', async () => {
    const member = await createMember(t.db);
    const token = await tokenFor(t.db, member);
    const missingOld = await changeWith(token, { newPassword: 'x', confirmPassword: 'y' }, { 'x-lang': 'CN' });
    expect(missingOld.status).toBe(400);
    expect(fieldsOf(missingOld.body)).toMatchObject({
      oldPassword: { key: 'input-required', message: '输入不能为空。' },
      newPassword: { key: 'pattern.6', message: '请输入 6-20 个字符，须包含字母和数字。' },
      confirmPassword: { key: 'passwords-mismatch', message: '两次输入的密码不一致。' },
    });
    const wrongOld = await changeWith(
      token,
      { oldPassword: 'wrong123', newPassword: 'fresh123', confirmPassword: 'fresh123' },
      { 'x-lang': 'CN' },
    );
    expect(wrongOld).toMatchObject({ status: 400, body: { code: 'wrong-password', message: '当前密码不正确。' } });
    const same = await changeWith(token, {
      oldPassword: member.password,
      newPassword: member.password,
      confirmPassword: member.password,
    });
    expect(fieldsOf(same.body).newPassword).toMatchObject({ key: 'password-same' });
    expect(await canUse(token)).toBe(true);
  });

  it('refuses the weak default even where the brand rule would allow it', async () => {
    await t.db.query("UPDATE register_rules SET pattern_id = 1 WHERE key = 'password'");
    const member = await createMember(t.db);
    const weak = await changeWith(
      await tokenFor(t.db, member),
      { oldPassword: member.password, newPassword: '123456', confirmPassword: '123456' },
      { 'x-lang': 'CN' },
    );
    await t.db.query("UPDATE register_rules SET pattern_id = 6 WHERE key = 'password'");
    expect(fieldsOf(weak.body).newPassword).toMatchObject({
      key: 'password-weak',
      message: '该密码过于简单，请换一个。',
    });
  });

  it('needs no old password in a session that must change it, or when none is set', async () => {
    const member = await createMember(t.db, { password: '123456' });
    const forced = await tokenFor(t.db, member, { mustChangePassword: true });
    const blocked = await send(t.app, {
      method: 'PATCH',
      url: '/wps/member/profile',
      headers: bearerHeader(forced),
      payload: { nickname: 'x' },
    });
    expect(blocked.body.code).toBe('password-change-required');
    expect(await canUse(forced)).toBe(true);
    const sameAsWeak = await changeWith(forced, { newPassword: '123456', confirmPassword: '123456' });
    expect(sameAsWeak.status).toBe(400);
    const done = await changeWith(forced, { newPassword: 'better123', confirmPassword: 'better123' });
    expect(done.status).toBe(200);
    expect(await passwordIs(member, 'better123')).toBe(true);

    const noPassword = await createMember(t.db);
    await t.db.query('UPDATE members SET password_set = false WHERE id = $1', [noPassword.id]);
    const set = await changeWith(await tokenFor(t.db, noPassword), {
      newPassword: 'first123',
      confirmPassword: 'first123',
    });
    expect(set.status).toBe(200);
  });

  it('is not for trial accounts', async () => {
    const trial = await createMember(t.db, { type: 4 });
    const { status, body } = await changeWith(
      await tokenFor(t.db, trial),
      { oldPassword: trial.password, newPassword: 'fresh123', confirmPassword: 'fresh123' },
      { 'x-lang': 'CN' },
    );
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: 'in_need_true_account', message: '请注册真实账号以使用此功能。' });
  });
});

describe('forgot password by e-mail', () => {
  const forgot = (username: string, email: string, headers: Record<string, string> = {}) =>
    t.app
      .inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { host: 'localhost:8080', 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: new URLSearchParams({ username, email }).toString(),
      })
      .then((response) => ({ status: response.statusCode, body: response.json() }));

  const lastMail = async (recipient: string) =>
    (await get(t.app, `/dev/outbox?recipient=${encodeURIComponent(recipient)}`)).body.value[0] as {
      channel: string;
      body: string;
    };

  it('mails a single-use link that sets the password and ends every session', async () => {
    const member = await createMember(t.db, { email: 'Forgetful@Example.com' });
    const token = await tokenFor(t.db, member);
    const { status, body } = await forgot(member.account.toUpperCase(), 'forgetful@example.com', {
      ...freshIp(),
      'x-lang': 'CN',
    });
    expect(status).toBe(200);
    expect(body.value).toBeNull();
    const mail = await lastMail('Forgetful@Example.com');
    expect(mail.channel).toBe('email');
    expect(mail.body).toContain('【Arcadia】有人申请重置您的密码。请在 30 分钟内');
    const link = /(http:\/\/localhost:8080\/resetPassword\?token=\S+)/.exec(mail.body)?.[1] ?? '';
    const resetToken = decodeURIComponent(new URL(link).searchParams.get('token') ?? '');
    expect(resetToken.length).toBeGreaterThan(20);

    const reset = await sealed('POST', '/wps/member/password/reset', { token: resetToken, newPassword: 'reset1234' });
    expect(reset.status).toBe(200);
    expect(await passwordIs(member, 'reset1234')).toBe(true);
    expect(await canUse(token)).toBe(false);
    const again = await sealed('POST', '/wps/member/password/reset', { token: resetToken, newPassword: 'other1234' });
    expect(again.body.code).toBe('invalid-verification-code');
  });

  it('refuses a link past its 30 minutes and a password against the rule', async () => {
    const member = await createMember(t.db, { email: 'late@example.com' });
    await forgot(member.account, 'late@example.com', freshIp());
    const link = /token=(\S+)/.exec((await lastMail('late@example.com')).body)?.[1] ?? '';
    const resetToken = decodeURIComponent(link);
    const weak = await sealed('POST', '/wps/member/password/reset', { token: resetToken, newPassword: 'short' });
    expect(fieldsOf(weak.body).newPassword).toMatchObject({ key: 'pattern.6' });
    await t.db.query("UPDATE password_resets SET expires_at = now() - interval '1 minute' WHERE member_id = $1", [
      member.id,
    ]);
    const late = await sealed('POST', '/wps/member/password/reset', { token: resetToken, newPassword: 'late12345' });
    expect(late.body.code).toBe('code-expired');
  });

  it('answers the same when the username and e-mail match no member, and mails nothing', async () => {
    const member = await createMember(t.db, { email: 'owner@example.com' });
    const matching = await forgot(member.account, 'owner@example.com', freshIp());
    const wrongEmail = await forgot(member.account, 'someone.else@example.com', freshIp());
    const noSuchMember = await forgot('nobody_here', 'nobody@example.com', freshIp());
    expect(wrongEmail).toEqual(matching);
    expect(noSuchMember).toEqual(matching);
    expect(matching).toEqual({ status: 200, body: expect.objectContaining({ success: true, value: null }) });
    expect(await lastMail('owner@example.com')).toMatchObject({ channel: 'email' });
    expect(await lastMail('someone.else@example.com')).toBeUndefined();
    expect(await lastMail('nobody@example.com')).toBeUndefined();
  });

  it('limits requests per address and per IP before looking anyone up', async () => {
    const ip = freshIp();
    for (let index = 0; index < 5; index++) {
      expect((await forgot(`stranger${index}`, 'target@example.com', freshIp())).status).toBe(200);
    }
    expect((await forgot('stranger9', 'target@example.com', freshIp())).body.code).toBe('too-many-requests');
    for (let index = 0; index < 20; index++) {
      expect((await forgot(`probe${index}`, `probe${index}@example.com`, ip)).status).toBe(200);
    }
    const member = await createMember(t.db, { email: 'real@example.com' });
    const spent = await forgot(member.account, 'real@example.com', ip);
    expect(spent).toMatchObject({ status: 429, body: { code: 'too-many-requests' } });
    expect(await lastMail('real@example.com')).toBeUndefined();
  });

  it('sends the link to the brand domain when the request names the brand from elsewhere', async () => {
    const member = await createMember(t.db, { email: 'elsewhere@example.com' });
    await forgot(member.account, 'elsewhere@example.com', { ...freshIp(), host: 'evil.example', 'x-merchant': 'demo' });
    expect((await lastMail('elsewhere@example.com')).body).toContain('https://localhost/resetPassword?token=');
  });

  it('limits requests per account', async () => {
    const member = await createMember(t.db, { email: 'many@example.com' });
    for (let index = 0; index < 5; index++) {
      expect((await forgot(member.account, 'many@example.com', freshIp())).status).toBe(200);
    }
    expect((await forgot(member.account, 'many@example.com', freshIp())).status).toBe(429);
  });
});

describe('set password by phone', () => {
  const requestCode = (mobileNum: string) =>
    send(t.app, {
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: freshIp(),
      payload: { mobileNum, countryCode: '63', purpose: 'forgot' },
    });
  const setByPhone = (payload: object) => sealed('POST', '/wps/member/password/verification', payload);

  it('sets the password with the SMS code and logs in, ending other sessions', async () => {
    const member = await createMember(t.db, { mobile: '9175550001' });
    const old = await tokenFor(t.db, member);
    expect((await requestCode('09175550001')).status).toBe(200);
    const code = await lastCode(t.app, '+639175550001');
    const payload = { mobileNum: '09175550001', countryCode: '63', code, newPassword: 'phone1234' };
    const { status, body } = await setByPhone(payload);
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ isAgent: 0, passwordExpired: false });
    expect(await canUse(body.value.token)).toBe(true);
    expect(await canUse(old)).toBe(false);
    expect(await passwordIs(member, 'phone1234')).toBe(true);

    const reused = await setByPhone({ ...payload, newPassword: 'again1234' });
    expect(reused).toMatchObject({ status: 400, body: { code: 'invalid-verification-code' } });
  });

  it('refuses an expired code and a wrong one, and keeps the code when the password is invalid', async () => {
    const member = await createMember(t.db, { mobile: '9175550002' });
    await requestCode('9175550002');
    const code = await lastCode(t.app, '+639175550002');
    const base = { mobileNum: '9175550002', countryCode: '63', code };
    const invalid = await setByPhone({ ...base, newPassword: 'nodigits' });
    expect(fieldsOf(invalid.body).newPassword).toMatchObject({ key: 'pattern.6' });
    const wrong = await setByPhone({
      ...base,
      code: code === '000000' ? '111111' : '000000',
      newPassword: 'phone1234',
    });
    expect(wrong.body.code).toBe('invalid-verification-code');
    await t.db.query(
      "UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE recipient = '+639175550002'",
    );
    const expired = await setByPhone({ ...base, newPassword: 'phone1234' }).then((r) => r.body);
    expect(expired).toMatchObject({
      code: 'code-expired',
      message: 'Verification code has expired, please send again.',
    });
    expect(await passwordIs(member, member.password)).toBe(true);
  });

  it('needs FORGOT_BY_PHONE', async () => {
    await change({ switches: { FORGOT_BY_PHONE: false } });
    const { status, body } = await setByPhone({
      mobileNum: '9175550003',
      countryCode: '63',
      code: '123456',
      newPassword: 'phone1234',
    });
    await change({ switches: { FORGOT_BY_PHONE: true } });
    expect(status).toBe(403);
    expect(body.code).toBe('operation-not-allowed');
  });
});
