import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSealer, randomNonce, sealWith } from './seal.ts';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

/** Opens a sealed body the way the server does (platform/sealed-body.ts). */
function open(sealed: { kid: string; key: string; iv: string; data: string }) {
  const aesKey = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(sealed.key, 'base64'),
  );
  const raw = Buffer.from(sealed.data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(sealed.iv, 'base64'));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  const plain = Buffer.concat([decipher.update(raw.subarray(0, raw.length - 16)), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as { payload: unknown; ts: number; nonce: string };
}

describe('seal', () => {
  it('seals a payload that the server key opens, with a time stamp and a nonce', async () => {
    const payload = { type: 'username', username: 'demo', password: 'demo1234 ünïcødé' };
    const { sealed } = await sealWith({ keyId: 'v1', spki }, payload, 1_700_000_000_000);
    expect(sealed.kid).toBe('v1');
    expect(Buffer.from(sealed.iv, 'base64')).toHaveLength(12);
    const envelope = open(sealed);
    expect(envelope.payload).toEqual(payload);
    expect(envelope.ts).toBe(1_700_000_000_000);
    expect(envelope.nonce).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('uses a fresh key, iv and nonce every time', async () => {
    const first = await sealWith({ keyId: 'v1', spki }, { a: 1 });
    const second = await sealWith({ keyId: 'v1', spki }, { a: 1 });
    expect(first.sealed.key).not.toBe(second.sealed.key);
    expect(first.sealed.iv).not.toBe(second.sealed.iv);
    expect(open(first.sealed).nonce).not.toBe(open(second.sealed).nonce);
  });

  it('fails to open when the data was changed (GCM tag)', async () => {
    const { sealed } = await sealWith({ keyId: 'v1', spki }, { a: 1 });
    const data = Buffer.from(sealed.data, 'base64');
    data[0] = (data[0] ?? 0) ^ 1;
    expect(() => open({ ...sealed, data: data.toString('base64') })).toThrow();
  });

  it('fetches the key once, and again after a reset', async () => {
    let loads = 0;
    const sealer = createSealer(async () => {
      loads += 1;
      return { keyId: 'v1', spki };
    });
    await sealer.seal({ a: 1 });
    const { sealed } = await sealer.seal({ b: 2 });
    expect(loads).toBe(1);
    expect(open(sealed).payload).toEqual({ b: 2 });
    sealer.reset();
    await sealer.seal({ c: 3 });
    expect(loads).toBe(2);
  });

  it('makes url-safe nonces of 24 characters', () => {
    expect(randomNonce()).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });
});
