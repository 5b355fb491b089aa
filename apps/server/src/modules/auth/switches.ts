import { isEnabled, type WhitelabelModId, type WhitelabelNode } from '@arcadia/contracts';
import { perDatabase } from '../../platform/cache.ts';
import { changesOf, SharedCache } from '../../platform/changes.ts';
import type { Db } from '../../platform/db/db.ts';
import { ForbiddenError } from '../../platform/errors.ts';
import { systemRepo } from '../system/system.repo.ts';
import { buildTree } from '../system/system.service.ts';

/** A brand's switches stay in the process this long at most; a change notice drops them at once. */
const SWITCHES_TTL_MS = 60_000;

/**
 * The switch trees of the brands, kept in the process: logins read them on every request and
 * operators flip them rarely. A change to whitelabel_nodes notifies every process (migration
 * 029), which drops the brand's tree; the changing process drops it at once (`forgetSwitches`,
 * from the brand's forget listener). While notices cannot be heard, every read goes to the database.
 */
const switchTrees = perDatabase((db: Db) => {
  const feed = changesOf(db);
  const cache = new SharedCache<WhitelabelNode[]>(feed, SWITCHES_TTL_MS);
  feed.on('brand', (merchantId) => cache.delete(merchantId));
  return cache;
});

/** Drops the brand's switches from this process's cache (the process that changed them). */
export function forgetSwitches(db: Db, merchantId: number): void {
  switchTrees(db).delete(String(merchantId));
}

/** Whether a brand switch is on now (operators flip them at run time: see `switchTrees`). */
export async function switchOn(db: Db, merchantId: number, modId: WhitelabelModId): Promise<boolean> {
  const tree = await switchTrees(db).get(String(merchantId), async () =>
    buildTree(await systemRepo(db).whitelabelRows(merchantId)),
  );
  return isEnabled(tree, modId);
}

/** Refuses with operation-not-allowed unless the switch is on. */
export async function requireSwitch(db: Db, merchantId: number, modId: WhitelabelModId): Promise<void> {
  if (!(await switchOn(db, merchantId, modId))) throw new ForbiddenError('operation-not-allowed');
}
