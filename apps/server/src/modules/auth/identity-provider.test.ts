import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/db.ts';
import { migratedDb } from '../../test/harness.ts';
import {
  type DevIdentityProvider,
  devIdentityProvider,
  identityFromClaims,
  jwksIdentityProvider,
} from './identity-provider.ts';

let db: Db;
let drop: () => Promise<void>;
let dev: DevIdentityProvider;
beforeAll(async () => {
  ({ db, drop } = await migratedDb());
  dev = await devIdentityProvider(db);
});
afterAll(() => drop());

describe('identityFromClaims', () => {
  it('reads the channel from firebase.sign_in_provider', () => {
    expect(identityFromClaims({ sub: 'a', email: 'a@b.co', firebase: { sign_in_provider: 'google.com' } })).toEqual({
      subject: 'a',
      email: 'a@b.co',
      channel: 'google',
    });
    expect(identityFromClaims({ sub: 'b', firebase: { sign_in_provider: 'facebook.com' } }).channel).toBe('facebook');
    expect(
      identityFromClaims({ sub: 'c', phone_number: '+639171234567', firebase: { sign_in_provider: 'phone' } }),
    ).toEqual({ subject: 'c', phone: '+639171234567', channel: 'sms' });
  });

  it('refuses a token without subject or with an unknown provider', () => {
    expect(() => identityFromClaims({ firebase: { sign_in_provider: 'google.com' } })).toThrow();
    expect(() => identityFromClaims({ sub: 'a', firebase: { sign_in_provider: 'password' } })).toThrow();
    expect(() => identityFromClaims({ sub: 'a' })).toThrow();
  });
});

describe('development identity provider', () => {
  it('verifies the tokens it issues, for the brand it issued them to', async () => {
    const token = await dev.issue('demo', { channel: 'google', email: 'ann@example.com' });
    const identity = await dev.verify(token, 'demo');
    expect(identity).toMatchObject({ channel: 'google', email: 'ann@example.com' });
    await expect(dev.verify(token, 'other-brand')).rejects.toThrow();
  });

  it('gives the same e-mail or phone the same subject, and different ones different subjects', async () => {
    const subject = async (identity: Parameters<DevIdentityProvider['issue']>[1]) =>
      (await dev.verify(await dev.issue('demo', identity), 'demo')).subject;
    expect(await subject({ channel: 'sms', phone: '+639170000001' })).toBe(
      await subject({ channel: 'sms', phone: '+639170000001' }),
    );
    expect(await subject({ channel: 'sms', phone: '+639170000001' })).not.toBe(
      await subject({ channel: 'sms', phone: '+639170000002' }),
    );
  });

  it('refuses a tampered token, an expired one and one signed by another key', async () => {
    const token = await dev.issue('demo', { channel: 'google', email: 'ann@example.com' });
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decode(payload), email: 'eve@example.com' })).toString('base64url');
    await expect(dev.verify(`${header}.${forged}.${signature}`, 'demo')).rejects.toThrow();

    const other = await generateKeyPair('RS256');
    const foreign = await new SignJWT({ firebase: { sign_in_provider: 'google.com' } })
      .setProtectedHeader({ alg: 'RS256' })
      .setSubject('x')
      .setIssuer('demo')
      .setAudience('demo')
      .setExpirationTime('1h')
      .sign(other.privateKey);
    await expect(dev.verify(foreign, 'demo')).rejects.toThrow();
    await expect(dev.verify('not.a.token', 'demo')).rejects.toThrow();
  });

  it('shares its key through the database: a second process verifies the first one’s tokens', async () => {
    const second = await devIdentityProvider(db);
    const token = await dev.issue('demo', { channel: 'facebook', email: 'fb@example.com' });
    expect((await second.verify(token, 'demo')).channel).toBe('facebook');
  });
});

describe('JWKS identity provider', () => {
  let server: Server;
  let url: string;
  let keys: Awaited<ReturnType<typeof generateKeyPair>>;
  beforeAll(async () => {
    keys = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    server = createServer((_, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks.json`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const sign = (claims: Record<string, unknown>, audience = 'demo', expires: string | number = '1h') =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setSubject('uid-1')
      .setIssuer(audience)
      .setAudience(audience)
      .setExpirationTime(expires)
      .sign(keys.privateKey);

  it('verifies a token against the published keys', async () => {
    const provider = await jwksIdentityProvider(url);
    const token = await sign({ email: 'jo@example.com', firebase: { sign_in_provider: 'google.com' } });
    expect(await provider.verify(token, 'demo')).toEqual({
      subject: 'uid-1',
      email: 'jo@example.com',
      channel: 'google',
    });
  });

  it('refuses another brand’s token and an expired one', async () => {
    const provider = await jwksIdentityProvider(url);
    const claims = { firebase: { sign_in_provider: 'google.com' } };
    await expect(provider.verify(await sign(claims, 'other'), 'demo')).rejects.toThrow();
    const past = Math.floor(Date.now() / 1000) - 60;
    await expect(provider.verify(await sign(claims, 'demo', past), 'demo')).rejects.toThrow();
  });
});

function decode(part: string | undefined): Record<string, unknown> {
  return JSON.parse(Buffer.from(part ?? '', 'base64url').toString());
}
