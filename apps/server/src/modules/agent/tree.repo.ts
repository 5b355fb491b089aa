import type { Db } from '../../platform/db/db.ts';

/**
 * The one place that says who is in an agent's downline: the closure table
 * `member_tree` (migration 023), which the database keeps in step with
 * members.parent_id. Every read of "my downline" joins it through `DOWNLINE`;
 * a member of another brand can never be there (the database refuses such a
 * parent), and an agent's own row (depth 0) and everyone above it never are.
 */

/**
 * A join that keeps only rows whose `column` is a member of the downline of the
 * agent given as parameter `$agent`, exposing the member's level as `tree.depth`.
 */
export const DOWNLINE = (column: string, agent: string) =>
  `JOIN member_tree tree ON tree.descendant_id = ${column} AND tree.ancestor_id = ${agent} AND tree.depth > 0`;

/** An account-name search: `abc` → `abc%` (compared lower-cased), LIKE's own characters taken literally. */
export const accountPrefix = (text: string | null) =>
  text === null ? null : `${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

export interface DownlineMember {
  id: string;
  account: string;
  type: number;
  /** 1: directly below the agent. */
  level: number;
  parentId: string | null;
}

export const treeRepo = (db: Db) => ({
  /** Whether the member is anywhere below the agent. */
  async inDownline(agentId: string, memberId: string): Promise<boolean> {
    const row = await db.one('SELECT 1 FROM member_tree WHERE ancestor_id = $1 AND descendant_id = $2 AND depth > 0', [
      agentId,
      memberId,
    ]);
    return row !== undefined;
  },

  /** The account (any case) when it is anywhere below the agent; otherwise nothing, whatever the reason. */
  downlineMember: (merchantId: number, agentId: string, account: string) =>
    db.one<DownlineMember>(
      `SELECT m.id::text AS id, m.account, m.type, tree.depth AS level, m.parent_id::text AS "parentId"
         FROM members m ${DOWNLINE('m.id', '$2')}
        WHERE m.merchant_id = $1 AND lower(m.account) = lower($3)`,
      [merchantId, agentId, account],
    ),

  /** How many members are below the agent, and how many of them directly. */
  async sizes(agentId: string): Promise<{ members: number; direct: number }> {
    const row = await db.one<{ members: number; direct: number }>(
      `SELECT count(*)::int AS members, count(*) FILTER (WHERE depth = 1)::int AS direct
         FROM member_tree WHERE ancestor_id = $1 AND depth > 0`,
      [agentId],
    );
    return { members: row?.members ?? 0, direct: row?.direct ?? 0 };
  },

  /** The member's uplines from the top of the tree down to its direct upline. */
  uplines: async (memberId: string): Promise<string[]> =>
    (
      await db.query<{ account: string }>(
        `SELECT m.account FROM member_tree t JOIN members m ON m.id = t.ancestor_id
          WHERE t.descendant_id = $1 AND t.depth > 0 ORDER BY t.depth DESC`,
        [memberId],
      )
    ).map((row) => row.account),
});
