import type { Db } from '../../platform/db/db.ts';

/** Look-ups the operator's money desk needs: operator routes are not tied to one brand. */
export const opsMoneyRepo = (db: Db) => ({
  memberByAccount: (merchantId: number, account: string) =>
    db.one<{ id: string; account: string }>(
      'SELECT id::text AS id, account FROM members WHERE merchant_id = $1 AND lower(account) = lower($2)',
      [merchantId, account],
    ),
});
