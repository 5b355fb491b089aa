import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import { raffleRepo } from './raffle.repo.ts';
import { newClientSeed, newServerSeed, seedHash } from './raffle-fair.ts';

/** The member's active seed pair for a raffle, made on first need (its hash is shown before any draw). */
export async function ensureSeed(
  db: Db,
  merchantId: number,
  promotionId: string,
  memberId: string,
  clientSeed?: string,
) {
  const repo = raffleRepo(db);
  for (let attempt = 0; attempt < 3; attempt++) {
    const active = await repo.active(promotionId, memberId);
    if (active) return active;
    const serverSeed = newServerSeed();
    const made = await repo.insertSeed({
      merchantId,
      promotionId,
      memberId,
      serverSeed,
      seedHash: seedHash(serverSeed),
      clientSeed: clientSeed ?? newClientSeed(),
    });
    if (made) return made;
  }
  throw new AppError('conflict');
}
