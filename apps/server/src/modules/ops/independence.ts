import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import { operatorLinksRepo } from './operator-links.repo.ts';

/**
 * The second person of a two-person rule must be someone else in fact, not only in name:
 * refuses (`ops-not-independent`) when the two operators are linked (operator-links.repo.ts).
 * Called by every decision that completes a two-person action, inside its transaction.
 */
export async function assertIndependent(tx: Db, checkerId: number, makerId: number): Promise<void> {
  if (await operatorLinksRepo(tx).linked(checkerId, makerId)) throw new AppError('ops-not-independent');
}
