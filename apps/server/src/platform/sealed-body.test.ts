import {
  constants,
  createCipheriv,
  createPublicKey,
  generateKeyPairSync,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDb } from '../test/harness.ts';
import type { Db } from './db/db.ts';
import { dbKv } from './kv/db-kv.ts';
import { createSealer } from './sealed-body.ts';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await migratedDb());
});
afterAll(() => drop());

/** A body sealed to `spki` as the browser seals it. */
function seal(spki: string, payload: unknown) {
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const envelope = JSON.stringify({ payload, ts: Date.now(), nonce: randomBytes(16).toString('hex') });
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  const data = Buffer.concat([cipher.update(envelope, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const publicKey = createPublicKey({ key: Buffer.from(spki, 'base64'), format: 'der', type: 'spki' });
  const key = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, aesKey);
  return {
    sealed: { kid: 'v1', key: key.toString('base64'), iv: iv.toString('base64'), data: data.toString('base64') },
  };
}

describe('the server key pair', () => {
  it('uses the stored pair when there is one, and opens bodies sealed to it', async () => {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const spki = pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    await db.query('INSERT INTO server_keys (id, private_pem, public_spki) VALUES ($1, $2, $3)', [
      'v1',
      pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      spki,
    ]);
    const sealer = await createSealer(db, dbKv(db));
    expect(sealer.publicKey).toEqual({ keyId: 'v1', spki });
    expect(await sealer.open(seal(spki, { account: 'demo' }))).toEqual({ account: 'demo' });
    // The key is parsed once; every later body opens with it too.
    expect(await sealer.open(seal(spki, { n: 2 }))).toEqual({ n: 2 });
    await expect(sealer.open({ sealed: { kid: 'v1', key: 'AAAA', iv: 'AAAA', data: 'AAAA' } })).rejects.toMatchObject({
      code: 'encryption-required',
    });
  });

  it('creates a pair only when none is stored, and every later start keeps it', async () => {
    await db.query('DELETE FROM server_keys WHERE id = $1', ['v1']);
    const first = await createSealer(db, dbKv(db));
    const second = await createSealer(db, dbKv(db));
    expect(second.publicKey).toEqual(first.publicKey);
    const rows = await db.query<{ n: string }>("SELECT count(*) AS n FROM server_keys WHERE id = 'v1'");
    expect(rows[0]?.n).toBe('1');
    expect(await second.open(seal(first.publicKey.spki, 'hello'))).toBe('hello');
  });
});
