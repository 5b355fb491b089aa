import { createHash, generateKeyPairSync } from 'node:crypto';
import type { IDENTITY_CHANNELS } from '@arcadia/contracts';
import type { JWTPayload } from 'jose';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/db.ts';
import { authRepo } from './auth.repo.ts';

/**
 * Sign-in through an outside identity provider (Google, Facebook, phone; the
 * browser gets a firebase-style ID token). The server only verifies tokens:
 * RS256, issuer and audience both the brand code, the channel read from the
 * `firebase.sign_in_provider` claim as Firebase writes it.
 */
export type IdentityChannel = (typeof IDENTITY_CHANNELS)[number];

export interface VerifiedIdentity {
  subject: string;
  email?: string;
  /** E.164, e.g. +639171234567. */
  phone?: string;
  channel: IdentityChannel;
}

export interface IdentityProvider {
  readonly name: string;
  /** Resolves the identity of a valid token for this brand; rejects any other token. */
  verify(idToken: string, brandCode: string): Promise<VerifiedIdentity>;
}

export interface DevIdentityProvider extends IdentityProvider {
  issue(brandCode: string, identity: { channel: IdentityChannel; email?: string; phone?: string }): Promise<string>;
}

const CHANNEL_OF: Record<string, IdentityChannel> = {
  'google.com': 'google',
  'facebook.com': 'facebook',
  phone: 'sms',
};
const PROVIDER_OF: Record<IdentityChannel, string> = { google: 'google.com', facebook: 'facebook.com', sms: 'phone' };

export function identityFromClaims(payload: JWTPayload): VerifiedIdentity {
  const provider = (payload.firebase as { sign_in_provider?: unknown } | undefined)?.sign_in_provider;
  const channel = typeof provider === 'string' ? CHANNEL_OF[provider] : undefined;
  if (!payload.sub || !channel) throw new Error('ID token without subject or sign-in provider');
  const email = typeof payload.email === 'string' ? payload.email : undefined;
  const phone = typeof payload.phone_number === 'string' ? payload.phone_number : undefined;
  return { subject: payload.sub, channel, ...(email ? { email } : {}), ...(phone ? { phone } : {}) };
}

/**
 * Production: the provider's published keys (IDENTITY_JWKS_URL), fetched and cached by jose.
 * jose is loaded with the first provider (the first sign-in by ID token), not at start-up.
 */
export async function jwksIdentityProvider(url: string): Promise<IdentityProvider> {
  const { createRemoteJWKSet, jwtVerify } = await import('jose');
  const keys = createRemoteJWKSet(new URL(url));
  return {
    name: 'jwks',
    async verify(idToken, brandCode) {
      const { payload } = await jwtVerify(idToken, keys, {
        issuer: brandCode,
        audience: brandCode,
        algorithms: ['RS256'],
      });
      return identityFromClaims(payload);
    },
  };
}

const DEV_KEY_ID = 'dev-identity';

/**
 * Development: the server is its own identity provider. Its key pair lives in
 * server_keys, so every process signs and verifies with the same key.
 */
export async function devIdentityProvider(db: Db): Promise<DevIdentityProvider> {
  const { importPKCS8, importSPKI, jwtVerify, SignJWT } = await import('jose');
  const stored = await loadOrCreateKey(db);
  const privateKey = await importPKCS8(stored.privatePem, 'RS256');
  const publicPem = `-----BEGIN PUBLIC KEY-----\n${stored.spki}\n-----END PUBLIC KEY-----`;
  const publicKey = await importSPKI(publicPem, 'RS256');
  return {
    name: 'dev',
    async verify(idToken, brandCode) {
      const { payload } = await jwtVerify(idToken, publicKey, {
        issuer: brandCode,
        audience: brandCode,
        algorithms: ['RS256'],
      });
      return identityFromClaims(payload);
    },
    issue(brandCode, { channel, email, phone }) {
      // The same e-mail or phone always gets the same subject, as a real provider's account would.
      const subject = createHash('sha256')
        .update(`${channel}:${email ?? phone ?? ''}`)
        .digest('hex')
        .slice(0, 28);
      return new SignJWT({
        ...(email ? { email, email_verified: true } : {}),
        ...(phone ? { phone_number: phone } : {}),
        firebase: { sign_in_provider: PROVIDER_OF[channel] },
      })
        .setProtectedHeader({ alg: 'RS256', kid: DEV_KEY_ID })
        .setSubject(subject)
        .setIssuer(brandCode)
        .setAudience(brandCode)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey);
    },
  };
}

/** The development key pair, created by the first process that needs it; the others read the same row. */
async function loadOrCreateKey(db: Db) {
  const repo = authRepo(db);
  const existing = await repo.serverKey(DEV_KEY_ID);
  if (existing) return existing;
  const fresh = generateKeyPairSync('rsa', { modulusLength: 2048 });
  await repo.insertServerKey(DEV_KEY_ID, {
    privatePem: fresh.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    spki: fresh.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
  });
  const stored = await repo.serverKey(DEV_KEY_ID);
  if (!stored) throw new Error('development identity key missing');
  return stored;
}

/** Whether this configuration uses the development provider (and so offers /dev/identity/token). */
export const usesDevIdentity = (config: Config) =>
  config.identityLogin && !config.identityJwksUrl && !config.production;

/**
 * The provider this configuration uses: the JWKS when configured; none when turned off
 * (IDENTITY_JWKS_URL=off: sign-in by ID token is then refused); otherwise the development
 * provider, never in production (which refuses to start without one of the first two).
 */
export async function createIdentityProvider(config: Config, db: Db): Promise<IdentityProvider | null> {
  if (config.identityJwksUrl) return jwksIdentityProvider(config.identityJwksUrl);
  return usesDevIdentity(config) ? devIdentityProvider(db) : null;
}

const providers = new WeakMap<Db, Promise<IdentityProvider | null>>();

/** One provider per app (keyed by its database), for every module that verifies ID tokens. */
export function identityProvider(app: { config: Config; db: Db }): Promise<IdentityProvider | null> {
  let provider = providers.get(app.db);
  if (!provider) {
    provider = createIdentityProvider(app.config, app.db);
    providers.set(app.db, provider);
  }
  return provider;
}

export const isDevProvider = (provider: IdentityProvider | null): provider is DevIdentityProvider =>
  provider?.name === 'dev';
