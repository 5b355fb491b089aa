import { translate, WEAK_DEFAULT_PASSWORD } from '@arcadia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode } from '../../platform/totp.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { operator, send } from '../../test/requests.ts';
import { maskEmail, maskMobile } from './device.service.ts';
import { createMember, type MemberOptions, nextIp, passwordLogin, sealed, visitor } from './test-kit.ts';

let t: TestApp;
let changeDemo: Awaited<ReturnType<typeof operator>>;
beforeAll(async () => {
  t = await buildTestApp();
  changeDemo = await operator(t.app);
});
afterAll(() => t.close());

let phoneSeq = 200;
const newMobile = () => `918${String(phoneSeq++).padStart(7, '0')}`;

/** A member who has logged in once from IP A, now logging in from IP B: answers the challenge. */
async function challenged(options: MemberOptions = {}) {
  const member = await createMember(t.db, { mobile: newMobile(), email: `p${phoneSeq}@example.com`, ...options });
  const home = visitor();
  expect((await passwordLogin(t.app, home, { username: member.account, password: member.password })).status).toBe(200);
  const away = visitor();
  const response = await passwordLogin(t.app, away, { username: member.account, password: member.password });
  return { member, away, response, challengeId: response.body.value?.challengeId as string };
}

const sendChallengeCode = (challengeId: string, method: string, headers: Record<string, string> = {}) =>
  send(t.app, { method: 'POST', url: '/wps/session/login/challenge', payload: { challengeId, method }, headers });

const verify = (challengeId: string, method: string, code: string, headers: Record<string, string> = {}) =>
  sealed(t.app, '/wps/session/login/verify', { challengeId, method, code }, headers);

async function codeSentTo(recipient: string): Promise<string> {
  const [latest] = await t.app.outbox.sentTo(recipient);
  const code = /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

describe('new device check', () => {
  it('does not challenge a first-ever login, nor a login from a known IP', async () => {
    const member = await createMember(t.db, { mobile: newMobile() });
    const home = visitor();
    expect((await passwordLogin(t.app, home, { username: member.account, password: member.password })).status).toBe(
      200,
    );
    expect(
      (await passwordLogin(t.app, visitor(home.ip), { username: member.account, password: member.password })).status,
    ).toBe(200);
  });

  it('answers 403 verification-required with the challenge, and issues no session', async () => {
    const { member, response } = await challenged();
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('verification-required');
    expect(response.body.value).toEqual({
      challengeId: expect.any(String),
      methods: ['sms', 'email'],
      maskedMobile: expect.stringMatching(/^\+63 918\*+\d{3}$/),
      maskedEmail: expect.stringMatching(/^p\*\*\*@example\.com$/),
    });
    const sessions = await t.db.one<{ n: string }>('SELECT count(*) AS n FROM sessions WHERE member_id = $1', [
      member.id,
    ]);
    expect(Number(sessions?.n)).toBe(1);
  });

  it('completes by SMS: send the code, verify it, get a token; the IP is known from then on', async () => {
    const { member, away, challengeId } = await challenged();
    const sent = await sendChallengeCode(challengeId, 'sms', away.headers);
    expect(sent.status).toBe(200);
    expect(sent.body.value.expiredMinutes).toBeGreaterThan(0);
    const mobile = (await t.db.one<{ mobile: string }>('SELECT mobile FROM members WHERE id = $1', [member.id]))
      ?.mobile;
    const code = await codeSentTo(`+63${mobile}`);

    const verified = await verify(challengeId, 'sms', code, away.headers);
    expect(verified.status).toBe(200);
    expect(verified.body.value).toMatchObject({
      token: expect.any(String),
      firstTimeLogin: false,
      passwordExpired: false,
    });

    const next = await passwordLogin(t.app, visitor(away.ip), { username: member.account, password: member.password });
    expect(next.status).toBe(200);
  });

  it('completes by e-mail', async () => {
    const { away, challengeId } = await challenged({ email: 'Mixed.Case@Example.com' });
    expect((await sendChallengeCode(challengeId, 'email', away.headers)).status).toBe(200);
    const code = await codeSentTo('mixed.case@example.com');
    const verified = await verify(challengeId, 'email', code, away.headers);
    expect(verified.status).toBe(200);
  });

  it('completes with the authenticator when the member has one (totp offered)', async () => {
    const secret = newTotpSecret();
    const { response, challengeId } = await challenged({ totpSecret: secret, mobile: null, email: null });
    expect(response.body.value.methods).toEqual(['totp']);
    expect(response.body.value).toMatchObject({ maskedMobile: null, maskedEmail: null });
    const wrong = await verify(challengeId, 'totp', totpCode(secret, Date.now() - 10 * 60_000));
    expect(wrong.body.code).toBe('invalid-verification-code');
    expect((await verify(challengeId, 'totp', totpCode(secret))).status).toBe(200);
  });

  it('is single use: the same challenge cannot be verified twice', async () => {
    const secret = newTotpSecret();
    const { challengeId } = await challenged({ totpSecret: secret });
    expect((await verify(challengeId, 'totp', totpCode(secret))).status).toBe(200);
    const again = await verify(challengeId, 'totp', totpCode(secret), { 'x-lang': 'CN' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'challenge-expired', message: translate('CN', 'challenge-expired') });
  });

  it('allows five attempts per challenge; after that even the right code is refused', async () => {
    const secret = newTotpSecret();
    const { challengeId } = await challenged({ totpSecret: secret });
    for (let i = 0; i < 5; i++) {
      expect((await verify(challengeId, 'totp', '000000')).body.code).toMatch(/invalid-verification-code/);
    }
    expect((await verify(challengeId, 'totp', totpCode(secret))).body.code).toBe('challenge-expired');
    expect((await sendChallengeCode(challengeId, 'sms')).body.code).toBe('challenge-expired');
  });

  it('expires after ten minutes', async () => {
    const secret = newTotpSecret();
    const { challengeId } = await challenged({ totpSecret: secret });
    const row = await t.db.one<{ minutes: number }>(
      'SELECT round(extract(epoch FROM expires_at - now()) / 60)::int AS minutes FROM device_challenges WHERE id = $1',
      [challengeId],
    );
    expect(row?.minutes).toBe(10);
    await t.db.query("UPDATE device_challenges SET expires_at = now() - interval '1 second' WHERE id = $1", [
      challengeId,
    ]);
    expect((await verify(challengeId, 'totp', totpCode(secret))).body.code).toBe('challenge-expired');
    expect((await sendChallengeCode(challengeId, 'sms')).body.code).toBe('challenge-expired');
  });

  it('refuses a method the member does not have, and an unknown challenge', async () => {
    const { challengeId } = await challenged({ email: null });
    expect((await sendChallengeCode(challengeId, 'email')).body.code).toBe('operation-not-allowed');
    expect((await verify(challengeId, 'totp', '123456')).body.code).toBe('operation-not-allowed');
    expect((await verify('no-such-challenge', 'sms', '123456')).body.code).toBe('challenge-expired');
    expect((await sendChallengeCode('no-such-challenge', 'sms')).body.code).toBe('challenge-expired');
  });

  it('keeps the must-change-password outcome through the challenge', async () => {
    const secret = newTotpSecret();
    const { challengeId } = await challenged({ totpSecret: secret, password: WEAK_DEFAULT_PASSWORD });
    const verified = await verify(challengeId, 'totp', totpCode(secret));
    expect(verified.body.value.passwordExpired).toBe(true);
  });

  it('does not challenge a member with no mobile, e-mail or authenticator', async () => {
    const { response } = await challenged({ mobile: null, email: null });
    expect(response.status).toBe(200);
  });

  it('does not challenge while NEW_DEVICE_CHECK is off', async () => {
    await changeDemo({ switches: { NEW_DEVICE_CHECK: false } });
    const { response } = await challenged();
    await changeDemo({ switches: { NEW_DEVICE_CHECK: true } });
    expect(response.status).toBe(200);
  });

  it('answers bad input with validation-failed in the request language', async () => {
    const headers = { 'x-lang': 'CN', 'x-forwarded-for': nextIp() };
    const cases: [string, Record<string, unknown>][] = [
      ['challengeId', { challengeId: '', method: 'sms', code: '123456' }],
      ['challengeId', { challengeId: 'c'.repeat(65), method: 'sms', code: '123456' }],
      ['method', { challengeId: 'abc', method: 'fax', code: '123456' }],
      ['code', { challengeId: 'abc', method: 'sms', code: '' }],
      ['code', { challengeId: 'abc', method: 'sms', code: '1'.repeat(13) }],
    ];
    for (const [field, body] of cases) {
      const response = await sealed(t.app, '/wps/session/login/verify', body, headers);
      expect(response.status, field).toBe(400);
      // The message names the first field and its rule (issue 35).
      const [first] = response.body.value.fields;
      expect(response.body.message).toBe(
        translate('CN', 'validation-failed', { field: first.field, rule: first.message }),
      );
      expect(response.body.value.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    for (const [field, body] of [
      ['challengeId', { challengeId: '', method: 'sms' }],
      ['method', { challengeId: 'abc', method: 'totp' }],
    ] as const) {
      const response = await send(t.app, {
        method: 'POST',
        url: '/wps/session/login/challenge',
        payload: body,
        headers,
      });
      expect(response.status, field).toBe(400);
      expect(response.body.value.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const plain = await send(t.app, {
      method: 'POST',
      url: '/wps/session/login/verify',
      payload: { challengeId: 'abc', method: 'sms', code: '123456' },
    });
    expect(plain.body.code).toBe('encryption-required');
  });
});

describe('masks', () => {
  it('shows the first and last three digits of a mobile number, and the first letter of an e-mail', () => {
    expect(maskMobile('63', '9171234567')).toBe('+63 917****567');
    expect(maskMobile(null, '12345')).toBe('1***5');
    expect(maskEmail('player@example.com')).toBe('p***@example.com');
  });
});
