import type { Db } from '../../../platform/db/db.ts';
import { AppError } from '../../../platform/errors.ts';
import { newClientSeed, newServerSeed, seedHash } from './fair.ts';
import { type SeedRow, slotRepo } from './slot.repo.ts';
import { revealedSeedView, seedView } from './views.ts';

/** How many of a revealed pair's rounds the page is given to check. */
export const CHECKED_ROUNDS = 20;

/** The player's active seed pair, made on first play (a fresh server seed, a random client seed). */
export async function ensureSeed(db: Db, playerId: string, clientSeed?: string): Promise<SeedRow> {
  const repo = slotRepo(db);
  for (let attempt = 0; attempt < 3; attempt++) {
    const active = await repo.activeSeed(playerId);
    if (active) return active;
    const serverSeed = newServerSeed();
    const inserted = await repo.insertSeed(playerId, serverSeed, seedHash(serverSeed), clientSeed ?? newClientSeed());
    if (inserted) return inserted;
  }
  throw new AppError('conflict');
}

/** The last revealed pair with its latest rounds, or null before the first rotation. */
export async function previousSeedOf(db: Db, playerId: string) {
  const repo = slotRepo(db);
  const revealed = await repo.lastRevealed(playerId);
  return revealed ? revealedSeedView(revealed, await repo.roundsOfSeed(revealed.id, CHECKED_ROUNDS)) : null;
}

/**
 * Rotation: the active pair ends and its server seed is shown; a new pair starts at nonce 0
 * with the client seed given (or the old one). Rounds already under way keep the pair they
 * took their nonce from, so revealing it cannot change them.
 */
export async function rotateSeed(db: Db, playerId: string, clientSeed?: string) {
  const old = await ensureSeed(db, playerId);
  const { revealed, seed } = await db.tx(async (tx) => {
    const repo = slotRepo(tx);
    const ended = await repo.revealSeed(playerId);
    if (!ended) throw new AppError('conflict');
    const serverSeed = newServerSeed();
    const next = await repo.insertSeed(playerId, serverSeed, seedHash(serverSeed), clientSeed ?? old.clientSeed);
    if (!next) throw new AppError('conflict');
    return { revealed: ended, seed: next };
  });
  const checks = await slotRepo(db).roundsOfSeed(revealed.id, CHECKED_ROUNDS);
  return { seed: seedView(seed), previousSeed: revealedSeedView(revealed, checks) };
}
