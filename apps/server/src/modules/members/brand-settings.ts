import type { RegisterRule } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { systemRepo } from '../system/system.repo.ts';

export type RuleBook = ReadonlyMap<string, RegisterRule>;

/** The brand's register rules by key, read per request: operators change them at run time. */
export async function registerRules(db: Db, merchantId: number): Promise<RuleBook> {
  const rules = await systemRepo(db).registerRules(merchantId);
  return new Map(rules.map((rule) => [rule.key, rule]));
}
