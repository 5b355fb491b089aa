import { translate } from '@arcadia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { operator, send } from '../../test/requests.ts';
import { linkIdentity } from './identity.service.ts';
import { identityProvider, isDevProvider } from './identity-provider.ts';
import { createMember, demoMerchantId, sealed, visitor } from './test-kit.ts';

let t: TestApp;
let merchantId: number;
let changeDemo: Awaited<ReturnType<typeof operator>>;
beforeAll(async () => {
  t = await buildTestApp();
  merchantId = await demoMerchantId(t.db);
  changeDemo = await operator(t.app);
  await changeDemo({ switches: { FIREBASE_LOGIN: true } });
});
afterAll(() => t.close());

const devToken = async (body: Record<string, unknown>) => {
  const response = await send(t.app, { method: 'POST', url: '/dev/identity/token', payload: body });
  expect(response.status).toBe(200);
  return response.body.value.idToken as string;
};
const identityLogin = (firebaseChannel: string, firebaseIdToken: string, lang = 'EN') =>
  sealed(
    t.app,
    '/wps/session/login/firebase',
    { firebaseChannel, firebaseIdToken },
    { ...visitor().headers, 'x-lang': lang },
  );

describe('login by identity provider (firebase)', () => {
  it('answers 404 account-not-found for an identity linked to no member (the browser offers registration)', async () => {
    const token = await devToken({ channel: 'google', email: 'new.person@example.com' });
    const response = await identityLogin('google', token, 'CN');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'account-not-found', message: translate('CN', 'account-not-found') });
  });

  it('logs in the member linked to the identity', async () => {
    const member = await createMember(t.db);
    const token = await devToken({ channel: 'facebook', email: 'linked@example.com' });
    const provider = await identityProvider(t.app);
    const identity = await provider?.verify(token, 'demo');
    if (!identity) throw new Error('no identity');
    await linkIdentity(t.db, merchantId, member.id, identity);
    const response = await identityLogin('facebook', token);
    expect(response.status).toBe(200);
    expect(response.body.value).toMatchObject({ token: expect.any(String), passwordExpired: false, isAgent: 0 });
  });

  it('links a phone identity to the member with that mobile number, then logs in by the link', async () => {
    const member = await createMember(t.db, { mobile: '9175550001' });
    const token = await devToken({ channel: 'sms', phone: '+639175550001' });
    expect((await identityLogin('sms', token)).status).toBe(200);
    const link = await t.db.one<{ memberId: string }>(
      `SELECT member_id AS "memberId" FROM member_identities WHERE channel = 'sms'`,
    );
    expect(link?.memberId).toBe(member.id);
    await t.db.query('UPDATE members SET mobile = NULL WHERE id = $1', [member.id]);
    expect((await identityLogin('sms', await devToken({ channel: 'sms', phone: '+639175550001' }))).status).toBe(200);
  });

  it('refuses a token of another channel, a forged token and one for another brand with invalid-identity-token', async () => {
    const token = await devToken({ channel: 'google', email: 'x@example.com' });
    expect((await identityLogin('facebook', token)).body.code).toBe('invalid-identity-token');
    const [header, payload] = token.split('.');
    const forged = await identityLogin('google', `${header}.${payload}.c2lnbmF0dXJl`, 'CN');
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({
      code: 'invalid-identity-token',
      message: translate('CN', 'invalid-identity-token'),
    });
    const provider = await identityProvider(t.app);
    if (!isDevProvider(provider)) throw new Error('development provider expected');
    const otherBrand = await provider.issue('other', { channel: 'google', email: 'x@example.com' });
    expect((await identityLogin('google', otherBrand)).body.code).toBe('invalid-identity-token');
  });

  it('needs FIREBASE_LOGIN (else operation-not-allowed)', async () => {
    const token = await devToken({ channel: 'google', email: 'x@example.com' });
    await changeDemo({ switches: { FIREBASE_LOGIN: false } });
    const refused = await identityLogin('google', token);
    await changeDemo({ switches: { FIREBASE_LOGIN: true } });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('operation-not-allowed');
  });

  it('answers bad input with validation-failed naming the field', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['firebaseChannel', { firebaseChannel: 'twitter', firebaseIdToken: 'x'.repeat(20) }],
      ['firebaseIdToken', { firebaseChannel: 'google', firebaseIdToken: 'short' }],
      ['firebaseIdToken', { firebaseChannel: 'google', firebaseIdToken: 'x'.repeat(8193) }],
    ];
    for (const [field, body] of cases) {
      const response = await sealed(t.app, '/wps/session/login/firebase', body, { 'x-lang': 'CN' });
      expect(response.status, field).toBe(400);
      // The message names the first field and its rule (issue 35).
      const [first] = response.body.value.fields;
      expect(response.body.message).toBe(
        translate('CN', 'validation-failed', { field: first.field, rule: first.message }),
      );
      expect(response.body.value.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const plain = await send(t.app, {
      method: 'POST',
      url: '/wps/session/login/firebase',
      payload: { firebaseChannel: 'google', firebaseIdToken: 'x'.repeat(20) },
    });
    expect(plain.body.code).toBe('encryption-required');
  });
});

describe('POST /dev/identity/token', () => {
  it('needs an e-mail for Google and Facebook and an E.164 phone for sms', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['email', { channel: 'google' }],
      ['email', { channel: 'facebook', email: 'not-an-email' }],
      ['phone', { channel: 'sms', email: 'a@b.co' }],
      ['phone', { channel: 'sms', phone: '09171234567' }],
      ['channel', { channel: 'twitter', email: 'a@b.co' }],
    ];
    for (const [field, body] of cases) {
      const response = await send(t.app, {
        method: 'POST',
        url: '/dev/identity/token',
        payload: body,
        headers: { 'x-lang': 'CN' },
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe('validation-failed');
      expect(response.body.value.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
  });
});

describe('in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await buildTestApp({ NODE_ENV: 'production', MESSAGE_WEBHOOK_URL: 'http://127.0.0.1:9/unused' });
    await (await operator(prod.app))({ switches: { FIREBASE_LOGIN: true } });
  });
  afterAll(() => prod.close());

  it('offers no development token endpoint and, without IDENTITY_JWKS_URL, no identity login', async () => {
    const dev = await send(prod.app, {
      method: 'POST',
      url: '/dev/identity/token',
      payload: { channel: 'google', email: 'a@b.co' },
    });
    expect(dev.status).toBe(404);
    const login = await sealed(prod.app, '/wps/session/login/firebase', {
      firebaseChannel: 'google',
      firebaseIdToken: 'x'.repeat(40),
    });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('operation-not-allowed');
  });
});
