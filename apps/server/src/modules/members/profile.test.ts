import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../platform/passwords.ts';
import { totpCode } from '../../platform/totp.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { bearerHeader, createMember, freshIp, lastCode, tokenFor } from '../../test/members.ts';
import { get, send } from '../../test/requests.ts';
import { sealFor } from '../../test/seal.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A fresh member and a request function acting as them. */
async function asMember(overrides: Parameters<typeof createMember>[1] = {}) {
  const member = await createMember(t.db, overrides);
  const token = await tokenFor(t.db, member);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, lang = 'EN') =>
    send(t.app, { method, url, headers: { ...bearerHeader(token), ...freshIp(), 'x-lang': lang }, payload });
  return { member, token, call };
}

describe('member info', () => {
  it('describes the member: rank, labels, upline, avatar and contacts', async () => {
    const agent = await createMember(t.db, { type: 1 });
    const { member, call } = await asMember({ mobile: '9176660001', email: 'info@example.com' });
    await t.db.query("UPDATE members SET parent_id = $2, labels = '{Gold}' WHERE id = $1", [member.id, agent.id]);
    // Rank 5 of the demo brand (Diamond): lifetime valid bets 1,000,000.00 and deposits 200,000.00.
    await t.db.query(
      'SELECT member_day_add(p_member => $1, p_merchant => $2, p_at => now(), p_valid => 100000000, p_deposit => 20000000)',
      [member.id, member.merchantId],
    );
    const { status, body } = await call('GET', '/wps/member/info');
    expect(status).toBe(200);
    expect(body.value).toMatchObject({
      id: String(member.id),
      account: member.account,
      type: 0,
      toUpline: true,
      clubLabel: { labelName: 'Diamond', rankLevel: 5 },
      memberLabel: [{ labelName: 'VIP' }, { labelName: 'Gold' }],
      mobileNum: '9176660001',
      countryCode: '63',
      email: 'info@example.com',
      payeeName: null,
      language: 'EN',
      hasPaymentPassword: false,
      totpEnabled: false,
      avatarUrl: '/img/avatar/default.svg',
    });
    expect(new Date(body.value.createdAt).getTime()).toBeGreaterThan(0);

    const agentInfo = await get(t.app, '/wps/member/info', bearerHeader(await tokenFor(t.db, agent)));
    expect(agentInfo.body.value).toMatchObject({ toUpline: false, memberLabel: [{ labelName: 'Agent' }] });
  });

  it('is open to trial accounts (with their label), as are the avatar and language', async () => {
    const { call } = await asMember({ type: 4 });
    expect((await call('GET', '/wps/member/info')).body.value.memberLabel).toEqual([{ labelName: 'Trial' }]);
    expect((await call('GET', '/wps/relay/MCSFE_getPlayerAvatar')).body.value).toEqual({
      url: '/img/avatar/default.svg',
    });
    expect((await call('PUT', '/wps/member/language', { language: 'VI' })).status).toBe(200);
  });

  it('needs a session', async () => {
    const { status, body } = await get(t.app, '/wps/member/info', { 'x-lang': 'CN' });
    expect(status).toBe(401);
    expect(body.code).toBe('not-logged-in');
  });
});

describe('language and profile', () => {
  it('stores the language', async () => {
    const { call } = await asMember();
    expect((await call('PUT', '/wps/member/language', { language: 'JA' })).body.value).toBeNull();
    expect((await call('GET', '/wps/member/info')).body.value.language).toBe('JA');
    expect((await call('PUT', '/wps/member/language', { language: 'XX' })).status).toBe(400);
  });

  it('changes nickname and payee name, the payee name by its rule', async () => {
    const { call } = await asMember();
    const { status, body } = await call('PATCH', '/wps/member/profile', {
      nickname: ' Lucky ',
      payeeName: 'Maria Santos',
    });
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ nickname: 'Lucky', payeeName: 'Maria Santos' });
    const bad = await call('PATCH', '/wps/member/profile', { payeeName: 'Maria 2' }, 'CN');
    expect(bad.status).toBe(400);
    expect(bad.body.value.fields[0]).toMatchObject({
      field: 'payeeName',
      key: 'pattern.12',
      message: '请输入 2-50 个字母和空格。',
    });
    const blank = await call('PATCH', '/wps/member/profile', { nickname: '   ' });
    expect(blank.body.value.fields[0]).toMatchObject({ field: 'nickname', key: 'input-required' });
  });

  it('refuses trial accounts with in_need_true_account', async () => {
    const { call } = await asMember({ type: 4 });
    const { status, body } = await call('PATCH', '/wps/member/profile', { nickname: 'Guest' }, 'CN');
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: 'in_need_true_account', message: '请注册真实账号以使用此功能。' });
  });
});

describe('payment password', () => {
  const setPayment = async (token: string, payload: object, lang = 'EN') =>
    send(t.app, {
      method: 'POST',
      url: '/wps/member/paymentPassword',
      headers: { ...bearerHeader(token), 'x-lang': lang },
      payload: await sealFor(t.app, payload),
    });

  it('is confirmed by the login password and follows its rule', async () => {
    const { member, token } = await asMember();
    const wrong = await setPayment(token, { password: 'nope1234', paymentPassword: '246810' }, 'CN');
    expect(wrong).toMatchObject({ status: 400, body: { code: 'wrong-password', message: '当前密码不正确。' } });
    const bad = await setPayment(token, { password: member.password, paymentPassword: '12ab' }, 'CN');
    expect(bad.body.value.fields[0]).toMatchObject({ field: 'paymentPassword', message: '请输入 6 位数字。' });
    expect((await setPayment(token, { password: member.password, paymentPassword: '246810' })).status).toBe(200);
    const row = await t.db.one<{ hash: string }>('SELECT payment_password_hash AS hash FROM members WHERE id = $1', [
      member.id,
    ]);
    expect(await verifyPassword(row?.hash ?? '', '246810')).toBe(true);
  });

  it('stops guessing the login password after ten tries', async () => {
    const { token } = await asMember();
    for (let index = 0; index < 10; index++) {
      expect((await setPayment(token, { password: 'guess1234', paymentPassword: '246810' })).body.code).toBe(
        'wrong-password',
      );
    }
    expect((await setPayment(token, { password: 'guess1234', paymentPassword: '246810' })).status).toBe(429);
  });
});

describe('binding a mobile number or e-mail', () => {
  it('binds a mobile number with the code sent to it', async () => {
    const { call } = await asMember();
    const sent = await call('POST', '/wps/member/bind/code', {
      channel: 'mobile',
      target: '09176660002',
      countryCode: '63',
    });
    expect(sent.body.value).toEqual({ expiredMinutes: 5 });
    const again = await call('POST', '/wps/member/bind/code', {
      channel: 'mobile',
      target: '9176660002',
      countryCode: '63',
    });
    expect(again).toMatchObject({ status: 429, body: { code: 'too-many-requests' } });
    const wrong = await call('POST', '/wps/member/bind', { channel: 'mobile', code: '999999x' });
    expect(wrong.body.code).toBe('invalid-verification-code');
    const bound = await call('POST', '/wps/member/bind', {
      channel: 'mobile',
      code: await lastCode(t.app, '+639176660002'),
    });
    expect(bound.status).toBe(200);
    expect(bound.body.value).toMatchObject({ mobileNum: '9176660002', countryCode: '63' });
  });

  it('binds an e-mail address, and refuses one or a number another member has only to whoever holds it', async () => {
    await createMember(t.db, { email: 'taken@example.com', mobile: '9176660003' });
    const { call } = await asMember();
    // The code request answers as for a free address: it does not say whose it is.
    const takenEmail = await call(
      'POST',
      '/wps/member/bind/code',
      { channel: 'email', target: 'TAKEN@example.com' },
      'CN',
    );
    expect(takenEmail).toMatchObject({ status: 200, body: { value: { expiredMinutes: 5 } } });
    const emailConfirmed = await call(
      'POST',
      '/wps/member/bind',
      { channel: 'email', code: await lastCode(t.app, 'taken@example.com') },
      'CN',
    );
    expect(emailConfirmed).toMatchObject({ status: 409, body: { code: 'email-exists', message: '该邮箱已被注册。' } });
    const takenMobile = await call('POST', '/wps/member/bind/code', {
      channel: 'mobile',
      target: '9176660003',
      countryCode: '63',
    });
    expect(takenMobile.status).toBe(200);
    const mobileConfirmed = await call('POST', '/wps/member/bind', {
      channel: 'mobile',
      code: await lastCode(t.app, '+639176660003'),
    });
    expect(mobileConfirmed.body.code).toBe('mobile-exists');
    const badEmail = await call('POST', '/wps/member/bind/code', { channel: 'email', target: 'not-an-email' });
    expect(badEmail.body.value.fields[0]).toMatchObject({ field: 'target', key: 'pattern.4' });
    const badPhone = await call('POST', '/wps/member/bind/code', {
      channel: 'mobile',
      target: 'abcd',
      countryCode: '63',
    });
    expect(badPhone.body.code).toBe('invalid-phone-number');

    await call('POST', '/wps/member/bind/code', { channel: 'email', target: 'Mine@Example.com' });
    const code = await lastCode(t.app, 'mine@example.com');
    const noPending = await call('POST', '/wps/member/bind', { channel: 'mobile', code });
    expect(noPending.body.code).toBe('invalid-verification-code');
    const bound = await call('POST', '/wps/member/bind', { channel: 'email', code });
    expect(bound.body.value.email).toBe('Mine@Example.com');
    const reused = await call('POST', '/wps/member/bind', { channel: 'email', code });
    expect(reused.body.code).toBe('invalid-verification-code');
  });
});

describe('authenticator (TOTP)', () => {
  it('turns on with a code from the new secret and off with a current one', async () => {
    const { call } = await asMember();
    const setup = await call('POST', '/wps/member/totp/setup');
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl } = setup.body.value;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain('issuer=Arcadia');

    const wrongCode = totpCode(secret) === '000000' ? '111111' : '000000';
    expect((await call('POST', '/wps/member/totp', { code: wrongCode })).body.code).toBe('invalid-verification-code');
    const enabled = await call('POST', '/wps/member/totp', { code: totpCode(secret) });
    expect(enabled.body.value.totpEnabled).toBe(true);
    expect((await call('POST', '/wps/member/totp/setup')).body.code).toBe('conflict');

    expect((await call('DELETE', '/wps/member/totp', { code: wrongCode })).body.code).toBe('invalid-verification-code');
    const disabled = await call('DELETE', '/wps/member/totp', { code: totpCode(secret) });
    expect(disabled.body.value.totpEnabled).toBe(false);
    expect((await call('DELETE', '/wps/member/totp', { code: totpCode(secret) })).body.code).toBe('conflict');
  });

  it('refuses codes of the wrong shape', async () => {
    const { call } = await asMember();
    expect((await call('POST', '/wps/member/totp', { code: '12' })).body.code).toBe('validation-failed');
    expect((await call('POST', '/wps/member/totp', { code: '123456' })).body.code).toBe('invalid-verification-code');
  });
});
