import type { OpsPermission } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { NotFoundError } from '../../platform/errors.ts';
import type { OperatorContext } from '../ops/operator-context.ts';

/** Brand ids an operator's permission reaches; null means every brand. Queries filter with it. */
export type BrandScope = number[] | null;

/** SQL condition on a merchant id column, with the scope as parameter `$n` (int[] or null). */
export const inScopeSql = (column: string, n: number) => `($${n}::int[] IS NULL OR ${column} = ANY($${n}::int[]))`;

export const inScope = (scope: BrandScope, merchantId: number) => scope === null || scope.includes(merchantId);

/**
 * A brand named by code, if the permission reaches it. A brand outside the scope is
 * "not found", exactly like a brand that does not exist: nothing tells them apart.
 */
export async function scopedBrand(
  db: Db,
  operator: OperatorContext,
  permission: OpsPermission,
  code: string,
): Promise<{ id: number; code: string }> {
  const merchant = await db.one<{ id: number; code: string }>('SELECT id, code FROM merchants WHERE code = $1', [code]);
  if (!merchant || !inScope(operator.brandsWith(permission), merchant.id))
    throw new NotFoundError('merchant-not-found');
  return merchant;
}

/** The scope of a list: one brand (when `code` is given and reached) or every brand the permission reaches. */
export async function listScope(
  db: Db,
  operator: OperatorContext,
  permission: OpsPermission,
  code: string | undefined,
): Promise<BrandScope> {
  if (!code) return operator.brandsWith(permission);
  return [(await scopedBrand(db, operator, permission, code)).id];
}
