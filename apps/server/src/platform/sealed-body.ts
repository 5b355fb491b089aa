import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import type { Db } from './db/db.ts';
import { type Envelope, envelopeOpener, openEnvelope, type SealedBody } from './envelope.ts';
import { AppError } from './errors.ts';
import type { Kv } from './kv/kv.ts';

/**
 * Encrypted request bodies (login, register, passwords). The browser seals
 * `{ payload, ts, nonce }` with AES-256-GCM under a key it agrees with the server's
 * P-256 public key (ECDH with a one-time key of its own, then HKDF). A body older than
 * five minutes, or a nonce seen before, is refused, so a captured request cannot be replayed.
 */
export type { SealedBody };

// v1 was an RSA-OAEP key: a browser still holding it gets encryption-required, fetches this one and seals again.
const KEY_ID = 'v2';
const MAX_AGE_MS = 5 * 60_000;

/** A body opened and checked for age, whose nonce its route claims itself (see `unseal`). */
export interface Unsealed {
  payload: unknown;
  /** The kv key that marks the nonce used, and how long it must live (past the age limit). */
  nonce: NonceClaim;
}

export interface NonceClaim {
  key: string;
  ttlSeconds: number;
}

export interface Sealer {
  publicKey: { keyId: string; spki: string };
  /** Opens a sealed body, refusing one too old or whose nonce was seen before (the nonce is then spent). */
  open(body: unknown): Promise<unknown>;
  /**
   * Opens a sealed body as `open` does but leaves its nonce unclaimed: for a route that claims
   * it in the same round trip as other work of its own (the password login's gate). Such a route
   * must claim it before it acts, and refuse the request with replayed-request when the claim fails.
   */
  unseal(body: unknown): Unsealed;
}

/** Spends a nonce `unseal` left unclaimed; a nonce seen before is refused with replayed-request. */
export async function claimNonce(kv: Kv, nonce: NonceClaim): Promise<void> {
  if (!(await kv.setIfAbsent(nonce.key, '1', nonce.ttlSeconds))) throw new AppError('replayed-request');
}

/** How long a nonce is remembered: twice the age limit, so a body is too old before its nonce is forgotten. */
const NONCE_TTL_SECONDS = (MAX_AGE_MS * 2) / 1000;

const readKey = (db: Db) =>
  db.one<{ privatePem: string; spki: string }>(
    'SELECT private_pem AS "privatePem", public_spki AS spki FROM server_keys WHERE id = $1',
    [KEY_ID],
  );

/**
 * Loads the server key pair, creating it on the first start only (every process then shares
 * it; of processes starting together the first insert wins and all read that one). The
 * private key is parsed once here, not on every sealed request. An ECDH key rather than
 * RSA: opening a body costs the server a fifth to a quarter of an RSA-2048 decryption.
 */
export async function createSealer(db: Db, kv: Kv): Promise<Sealer> {
  let stored = await readKey(db);
  if (!stored) {
    const fresh = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    await db.query(
      'INSERT INTO server_keys (id, private_pem, public_spki) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [
        KEY_ID,
        fresh.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        fresh.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
      ],
    );
    stored = await readKey(db);
  }
  if (!stored) throw new Error('server key missing');
  const opener = envelopeOpener(createPrivateKey(stored.privatePem));

  const unseal = (body: unknown): Unsealed => {
    const sealed = (body as { sealed?: SealedBody } | null)?.sealed;
    if (!sealed || typeof sealed.data !== 'string' || typeof sealed.key !== 'string' || typeof sealed.iv !== 'string') {
      throw new AppError('encryption-required');
    }
    let envelope: Envelope;
    try {
      envelope = openEnvelope(opener, sealed);
    } catch {
      throw new AppError('encryption-required');
    }
    if (typeof envelope.ts !== 'number' || Math.abs(Date.now() - envelope.ts) > MAX_AGE_MS) {
      throw new AppError('replayed-request');
    }
    if (typeof envelope.nonce !== 'string' || envelope.nonce.length < 16 || envelope.nonce.length > 64) {
      throw new AppError('encryption-required');
    }
    return { payload: envelope.payload, nonce: { key: `nonce:${envelope.nonce}`, ttlSeconds: NONCE_TTL_SECONDS } };
  };

  return {
    publicKey: { keyId: KEY_ID, spki: stored.spki },
    unseal,
    async open(body) {
      const { payload, nonce } = unseal(body);
      await claimNonce(kv, nonce);
      return payload;
    },
  };
}
