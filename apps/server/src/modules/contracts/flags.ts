import {
  CONTRACT_FLAG_NAMES,
  CONTRACT_KINDS,
  CONTRACT_SWITCHES,
  type ContractFlag,
  isEnabled,
} from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { systemRepo } from '../system/system.repo.ts';
import { buildTree } from '../system/system.service.ts';
import { contractViewsRepo } from './views.repo.ts';

/**
 * The consolidated contract info of funds/consolidated (endpoints §2): per kind the
 * brand offers, whether something waits for the member's answer (1 an offer, 2 a
 * termination request) and whether they are a side of any contract of it. A kind
 * the brand does not offer is all zeros, so its menu entry stays hidden.
 */
export async function contractFlags(
  db: Db,
  merchantId: number,
  memberId: string,
): Promise<Record<ContractFlag, number>> {
  const tree = buildTree(await systemRepo(db).whitelabelRows(merchantId));
  const rows = new Map((await contractViewsRepo(db).flags(memberId)).map((row) => [row.kind, row]));
  const flags = {} as Record<ContractFlag, number>;
  for (const kind of CONTRACT_KINDS) {
    const names = CONTRACT_FLAG_NAMES[kind];
    const row = isEnabled(tree, CONTRACT_SWITCHES[kind]) ? rows.get(kind) : undefined;
    flags[names.request] = row?.offer ? 1 : row?.termination ? 2 : 0;
    flags[names.info] = row ? 1 : 0;
  }
  return flags;
}
