import type { Db } from '../../platform/db/db.ts';
import { treeRepo } from '../agent/tree.repo.ts';

export interface Counterparty {
  id: string;
  account: string;
}

/** The agent tree (members.parent_id), always within one brand. */
export const transfersRepo = (db: Db) => ({
  upline: (merchantId: number, memberId: string) =>
    db.one<Counterparty>(
      `SELECT p.id::text AS id, p.account FROM members m
         JOIN members p ON p.id = m.parent_id AND p.merchant_id = m.merchant_id
        WHERE m.merchant_id = $1 AND m.id = $2`,
      [merchantId, memberId],
    ),

  /** The account when it sits anywhere below the agent (the agent tree decides: agent/tree.repo.ts). */
  downline: async (merchantId: number, agentId: string, account: string): Promise<Counterparty | undefined> => {
    const member = await treeRepo(db).downlineMember(merchantId, agentId, account);
    return member && { id: member.id, account: member.account };
  },

  /** Whether the member's upline lets it send money to its own downline. */
  mayTransfer: async (memberId: string) =>
    (await db.one<{ may: boolean }>('SELECT may_transfer AS may FROM members WHERE id = $1', [memberId]))?.may === true,
});
