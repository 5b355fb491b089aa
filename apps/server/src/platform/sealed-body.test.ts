import { constants, generateKeyPairSync, publicEncrypt, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDb } from '../test/harness.ts';
import { sealTo } from '../test/seal.ts';
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
const seal = (spki: string, payload: unknown) => ({ sealed: sealTo({ keyId: 'v2', spki }, payload) });

describe('the server key pair', () => {
  it('uses the stored pair when there is one, and opens bodies sealed to it', async () => {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const spki = pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    await db.query('INSERT INTO server_keys (id, private_pem, public_spki) VALUES ($1, $2, $3)', [
      'v2',
      pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      spki,
    ]);
    const sealer = await createSealer(db, dbKv(db));
    expect(sealer.publicKey).toEqual({ keyId: 'v2', spki });
    expect(await sealer.open(seal(spki, { account: 'demo' }))).toEqual({ account: 'demo' });
    // The key is parsed once; every later body opens with it too.
    expect(await sealer.open(seal(spki, { n: 2 }))).toEqual({ n: 2 });
    await expect(sealer.open({ sealed: { kid: 'v2', key: 'AAAA', iv: 'AAAA', data: 'AAAA' } })).rejects.toMatchObject({
      code: 'encryption-required',
    });
  });

  it('refuses a body whose AES key was wrapped for the retired RSA key, so the browser fetches the new key', async () => {
    const retired = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await db.query('INSERT INTO server_keys (id, private_pem, public_spki) VALUES ($1, $2, $3)', [
      'v1',
      retired.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      retired.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    ]);
    const sealer = await createSealer(db, dbKv(db));
    expect(sealer.publicKey.keyId).toBe('v2');
    const wrapped = publicEncrypt(
      { key: retired.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      randomBytes(32),
    );
    const old = { ...seal(sealer.publicKey.spki, 'x').sealed, kid: 'v1', key: wrapped.toString('base64') };
    await expect(sealer.open({ sealed: old })).rejects.toMatchObject({ code: 'encryption-required' });
  });

  it('creates a pair only when none is stored, and every later start keeps it', async () => {
    await db.query('DELETE FROM server_keys');
    const first = await createSealer(db, dbKv(db));
    const second = await createSealer(db, dbKv(db));
    expect(second.publicKey).toEqual(first.publicKey);
    const rows = await db.query<{ n: string }>("SELECT count(*) AS n FROM server_keys WHERE id = 'v2'");
    expect(rows[0]?.n).toBe('1');
    expect(await second.open(seal(first.publicKey.spki, 'hello'))).toBe('hello');
  });
});
