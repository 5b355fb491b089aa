import type { Db } from '../../platform/db/db.ts';

export interface Counterparty {
  id: string;
  account: string;
}

/** Deeper than any real agent tree; stops the walk should parent links ever form a loop. */
const MAX_DEPTH = 64;

/** The agent tree (members.parent_id), always within one brand. */
export const transfersRepo = (db: Db) => ({
  upline: (merchantId: number, memberId: string) =>
    db.one<Counterparty>(
      `SELECT p.id::text AS id, p.account FROM members m
         JOIN members p ON p.id = m.parent_id AND p.merchant_id = m.merchant_id
        WHERE m.merchant_id = $1 AND m.id = $2`,
      [merchantId, memberId],
    ),

  /**
   * The account when it sits anywhere below the agent. Walks up from the account
   * (a few primary-key reads) rather than down the agent's whole tree.
   */
  downline: (merchantId: number, agentId: string, account: string) =>
    db.one<Counterparty>(
      `WITH RECURSIVE up AS (
         SELECT id, parent_id, 0 AS depth FROM members WHERE merchant_id = $1 AND lower(account) = lower($3)
         UNION ALL
         SELECT m.id, m.parent_id, up.depth + 1 FROM members m JOIN up ON m.id = up.parent_id
          WHERE m.merchant_id = $1 AND up.depth < ${MAX_DEPTH}
       )
       SELECT t.id::text AS id, t.account FROM members t
        WHERE t.merchant_id = $1 AND lower(t.account) = lower($3) AND t.id <> $2
          AND EXISTS (SELECT 1 FROM up WHERE up.parent_id = $2)`,
      [merchantId, agentId, account],
    ),
});
