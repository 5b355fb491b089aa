import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
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

/**
 * Seals a payload as the browser does: fetches the server's public key, wraps a
 * fresh AES-256-GCM key with RSA-OAEP-SHA256 and encrypts `{ payload, ts, nonce }`.
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
  const { keyId, spki } =
    response.statusCode === 200
      ? (response.json().value as { keyId: string; spki: string })
      : (knownKeys.get(app) ?? { keyId: '', spki: '' });
  knownKeys.set(app, { keyId, spki });
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const envelope = JSON.stringify({
    payload,
    ts: options.ts ?? Date.now(),
    nonce: options.nonce ?? randomBytes(16).toString('hex'),
  });
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  const data = Buffer.concat([cipher.update(envelope, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const key = publicEncrypt(
    {
      key: createPublicKey({ key: Buffer.from(spki, 'base64'), format: 'der', type: 'spki' }),
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    aesKey,
  );
  return {
    sealed: { kid: keyId, key: key.toString('base64'), iv: iv.toString('base64'), data: data.toString('base64') },
  };
}
