import { createCipheriv, createECDH, createPublicKey, hkdfSync, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SEAL_INFO } from '../platform/envelope.ts';
import type { SealedBody } from '../platform/sealed-body.ts';
import { demoHeaders } from './requests.ts';

/** The last key each app gave (see sealFor). */
const knownKeys = new WeakMap<FastifyInstance, { keyId: string; spki: string }>();

export interface SealOptions {
  /** The envelope's time stamp (ms); defaults to now. Tests of stale bodies pass an old one. */
  ts?: number;
  /** The envelope's nonce; defaults to a fresh random one. */
  nonce?: string;
}

/** The server's P-256 public key (base64 SPKI DER) as the raw uncompressed point ECDH takes. */
const pointOf = (spki: string): Buffer => {
  const { x = '', y = '' } = createPublicKey({ key: Buffer.from(spki, 'base64'), format: 'der', type: 'spki' }).export({
    format: 'jwk',
  });
  return Buffer.concat([Buffer.from([4]), Buffer.from(x, 'base64url'), Buffer.from(y, 'base64url')]);
};

/**
 * Seals a payload to a public key as the browser does (apps/web/src/lib/seal.ts): a one-time
 * P-256 key pair, ECDH with the server's key, HKDF to an AES-256-GCM key that encrypts
 * `{ payload, ts, nonce }`.
 */
export function sealTo(key: { keyId: string; spki: string }, payload: unknown, options: SealOptions = {}): SealedBody {
  const oneTime = createECDH('prime256v1');
  const publicRaw = oneTime.generateKeys();
  const aesKey = Buffer.from(hkdfSync('sha256', oneTime.computeSecret(pointOf(key.spki)), publicRaw, SEAL_INFO, 32));
  const iv = randomBytes(12);
  const envelope = JSON.stringify({
    payload,
    ts: options.ts ?? Date.now(),
    nonce: options.nonce ?? randomBytes(16).toString('hex'),
  });
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  const data = Buffer.concat([cipher.update(envelope, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    kid: key.keyId,
    key: publicRaw.toString('base64'),
    iv: iv.toString('base64'),
    data: data.toString('base64'),
  };
}

/**
 * Seals a payload as the browser does: fetches the server's public key and seals to it (sealTo).
 * The result is the request body of an encrypted endpoint.
 */
export async function sealFor(
  app: FastifyInstance,
  payload: unknown,
  options: SealOptions = {},
): Promise<{ sealed: SealedBody }> {
  const response = await app.inject({ method: 'GET', url: '/wps/system/publicKey', headers: demoHeaders });
  // A server that cannot answer its key now (an outage) gets a body sealed with the key it gave
  // before, as a browser that loaded the page earlier would send: the request then meets the outage.
  const key =
    response.statusCode === 200
      ? (response.json().value as { keyId: string; spki: string })
      : (knownKeys.get(app) ?? { keyId: '', spki: '' });
  knownKeys.set(app, key);
  return { sealed: sealTo(key, payload, options) };
}
