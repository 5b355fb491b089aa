import { describe, expect, it } from 'vitest';
import { openEnvelope as open, spki } from '../test/sealed.ts';
import { createSealer, randomNonce, sealWith } from './seal.ts';

describe('seal', () => {
  it('seals a payload that the server key opens, with a time stamp and a nonce', async () => {
    const payload = { type: 'username', username: 'demo', password: 'demo1234 ünïcødé' };
    const { sealed } = await sealWith({ keyId: 'v2', spki }, payload, 1_700_000_000_000);
    expect(sealed.kid).toBe('v2');
    expect(Buffer.from(sealed.iv, 'base64')).toHaveLength(12);
    const envelope = open(sealed);
    expect(envelope.payload).toEqual(payload);
    expect(envelope.ts).toBe(1_700_000_000_000);
    expect(envelope.nonce).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('uses a fresh key, iv and nonce every time', async () => {
    const first = await sealWith({ keyId: 'v2', spki }, { a: 1 });
    const second = await sealWith({ keyId: 'v2', spki }, { a: 1 });
    expect(first.sealed.key).not.toBe(second.sealed.key);
    expect(first.sealed.iv).not.toBe(second.sealed.iv);
    expect(open(first.sealed).nonce).not.toBe(open(second.sealed).nonce);
  });

  it('fails to open when the data was changed (GCM tag)', async () => {
    const { sealed } = await sealWith({ keyId: 'v2', spki }, { a: 1 });
    const data = Buffer.from(sealed.data, 'base64');
    data[0] = (data[0] ?? 0) ^ 1;
    expect(() => open({ ...sealed, data: data.toString('base64') })).toThrow();
  });

  it('fails to open with another one-time key in its place (the AES key is bound to it)', async () => {
    const first = await sealWith({ keyId: 'v2', spki }, { a: 1 });
    const second = await sealWith({ keyId: 'v2', spki }, { a: 1 });
    expect(Buffer.from(first.sealed.key, 'base64')).toHaveLength(65);
    expect(() => open({ ...first.sealed, key: second.sealed.key })).toThrow();
    expect(() => open({ ...first.sealed, key: Buffer.alloc(65, 4).toString('base64') })).toThrow();
  });

  it('fetches the key once, and again after a reset', async () => {
    let loads = 0;
    const sealer = createSealer(async () => {
      loads += 1;
      return { keyId: 'v2', spki };
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
