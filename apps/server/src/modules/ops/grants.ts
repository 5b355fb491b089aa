import { MONEY_PERMISSIONS, type OpsPermission, type OpsRole, roleAllows } from '@arcadia/contracts';
import type { OperatorContext } from './operator-context.ts';

/** One role an operator holds: for one brand, or for every brand when `merchantId` is null. */
export interface GrantRow {
  role: OpsRole;
  merchantId: number | null;
}

/** Where each permission of an operator reaches, from their grants. */
export function operatorContext(id: number, username: string, grants: readonly GrantRow[]): OperatorContext {
  const brandsWith = (permission: OpsPermission): number[] | null => {
    const held = grants.filter((grant) => roleAllows(grant.role, permission));
    if (held.some((grant) => grant.merchantId === null)) return null;
    return [...new Set(held.map((grant) => grant.merchantId as number))];
  };
  return {
    id,
    username,
    brandsWith,
    can: (permission, merchantId) => {
      const brands = brandsWith(permission);
      return brands === null || brands.includes(merchantId);
    },
  };
}

/** Whether every one of `ids` lies within `brands` (null: every brand). */
export const within = (brands: number[] | null, ids: readonly (number | null)[]) =>
  brands === null || ids.every((id) => id !== null && brands.includes(id));

/**
 * Whether `after` gives a money permission somewhere `before` did not (a money role at creation,
 * with `before` empty): such a change takes a second owner.
 */
export function widensMoney(before: readonly GrantRow[], after: readonly GrantRow[]): boolean {
  const was = operatorContext(0, '', before);
  const will = operatorContext(0, '', after);
  return MONEY_PERMISSIONS.some((permission) => {
    const had = was.brandsWith(permission);
    const has = will.brandsWith(permission);
    if (had === null) return false;
    return has === null || has.some((id) => !had.includes(id));
  });
}

/** The one brand every grant lies in, or null when they span several brands or every brand. */
export function oneBrand(grants: readonly GrantRow[]): number | null {
  const brands = new Set(grants.map((grant) => grant.merchantId));
  const [only] = brands;
  return brands.size === 1 && only !== undefined ? only : null;
}
