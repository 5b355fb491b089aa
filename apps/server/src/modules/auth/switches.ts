import { isEnabled, type WhitelabelModId } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { ForbiddenError } from '../../platform/errors.ts';
import { systemRepo } from '../system/system.repo.ts';
import { buildTree } from '../system/system.service.ts';

/** Whether a brand switch is on now (read per request: operators flip them at run time). */
export async function switchOn(db: Db, merchantId: number, modId: WhitelabelModId): Promise<boolean> {
  return isEnabled(buildTree(await systemRepo(db).whitelabelRows(merchantId)), modId);
}

/** Refuses with operation-not-allowed unless the switch is on. */
export async function requireSwitch(db: Db, merchantId: number, modId: WhitelabelModId): Promise<void> {
  if (!(await switchOn(db, merchantId, modId))) throw new ForbiddenError('operation-not-allowed');
}
