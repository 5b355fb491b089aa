import { randomBytes } from 'node:crypto';
import { CLIENT_SEED_PATTERN, seedHash } from '../../games/fair/random.ts';
import type { Db } from '../db/db.ts';
import { VendorError } from '../http/errors.ts';

/**
 * A player's provably-fair seed pair per game family (slots, originals): the server seed's hash
 * is shown before any round is played with it, each round takes the next nonce, and rotating the
 * pair reveals the server seed, so every round played with it can be recomputed by anyone.
 */

export interface SeedPair {
  id: string;
  seedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface Scope {
  vendorCode: string;
  playerId: string;
  family: string;
}

const PAIR = `id::text AS id, seed_hash AS "seedHash", client_seed AS "clientSeed", nonce`;
const newServerSeed = () => randomBytes(32).toString('hex');
const newClientSeed = () => randomBytes(8).toString('hex');

/** The active pair, made on first use. */
export async function activePair(db: Db, scope: Scope): Promise<SeedPair> {
  const found = await db.one<SeedPair>(
    `SELECT ${PAIR} FROM fair_seeds WHERE vendor_code = $1 AND player_id = $2 AND family = $3 AND revealed_at IS NULL`,
    [scope.vendorCode, scope.playerId, scope.family],
  );
  if (found) return found;
  const server = newServerSeed();
  await db.query(
    `INSERT INTO fair_seeds (vendor_code, player_id, family, server_seed, seed_hash, client_seed)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    [scope.vendorCode, scope.playerId, scope.family, server, seedHash(server), newClientSeed()],
  );
  return activePair(db, scope);
}

/** Takes the next nonce of the active pair (inside the round's transaction): what the round is drawn from. */
export async function takeNonce(tx: Db, scope: Scope) {
  await activePair(tx, scope);
  const row = await tx.one<{ id: string; serverSeed: string; clientSeed: string; nonce: number }>(
    `UPDATE fair_seeds SET nonce = nonce + 1
      WHERE vendor_code = $1 AND player_id = $2 AND family = $3 AND revealed_at IS NULL
      RETURNING id::text AS id, server_seed AS "serverSeed", client_seed AS "clientSeed", nonce - 1 AS nonce`,
    [scope.vendorCode, scope.playerId, scope.family],
  );
  if (!row) throw new Error('no active seed pair');
  return row;
}

/** The server seed of a pair, once revealed (a round's verification). */
export const revealedSeed = async (db: Db, id: string) =>
  (
    await db.one<{ serverSeed: string }>(
      'SELECT server_seed AS "serverSeed" FROM fair_seeds WHERE id = $1 AND revealed_at IS NOT NULL',
      [id],
    )
  )?.serverSeed ?? null;

/** Reveals the active pair's server seed and starts a new pair with the client seed asked for (or a new one). */
export async function rotate(db: Db, scope: Scope, clientSeed?: string) {
  if (clientSeed !== undefined && !CLIENT_SEED_PATTERN.test(clientSeed)) {
    throw new VendorError('validation-failed', {
      fields: [{ field: 'clientSeed', key: 'rule.format', message: '1–64 letters, digits, _ or -' }],
    });
  }
  return db.tx(async (tx) => {
    await activePair(tx, scope);
    const old = await tx.one<{ serverSeed: string; seedHash: string; clientSeed: string; nonce: number }>(
      `UPDATE fair_seeds SET revealed_at = now()
        WHERE vendor_code = $1 AND player_id = $2 AND family = $3 AND revealed_at IS NULL
        RETURNING server_seed AS "serverSeed", seed_hash AS "seedHash", client_seed AS "clientSeed", nonce`,
      [scope.vendorCode, scope.playerId, scope.family],
    );
    const server = newServerSeed();
    await tx.query(
      `INSERT INTO fair_seeds (vendor_code, player_id, family, server_seed, seed_hash, client_seed)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [scope.vendorCode, scope.playerId, scope.family, server, seedHash(server), clientSeed ?? newClientSeed()],
    );
    return { revealed: old ?? null, next: await activePair(tx, scope) };
  });
}
