import type { Db } from '../../platform/db/db.ts';

export interface TreeMemberRow {
  id: string;
  account: string;
  type: number;
  parentId: string | null;
  disabled: boolean;
  mayTransfer: boolean;
  mayRegister: boolean;
  directDownline: number;
  downline: number;
}

/** Operators' reads and changes of the agent tree (members.parent_id; member_tree follows by trigger). */
export const opsTreeRepo = (db: Db) => ({
  /** The member by account (any case) within the brand; `lock` holds its row until commit. */
  member: (merchantId: number, account: string, lock = false) =>
    db.one<TreeMemberRow>(
      `SELECT m.id::text AS id, m.account, m.type, m.parent_id::text AS "parentId",
              m.disabled_at IS NOT NULL AS disabled, m.may_transfer AS "mayTransfer", m.may_register AS "mayRegister",
              (SELECT count(*) FILTER (WHERE depth = 1)::int FROM member_tree WHERE ancestor_id = m.id) AS "directDownline",
              (SELECT count(*) FILTER (WHERE depth > 0)::int FROM member_tree WHERE ancestor_id = m.id) AS downline
         FROM members m WHERE m.merchant_id = $1 AND lower(m.account) = lower($2)${lock ? ' FOR UPDATE OF m' : ''}`,
      [merchantId, account],
    ),

  setParent: (memberId: string, parentId: string) =>
    db.query('UPDATE members SET parent_id = $2 WHERE id = $1', [memberId, parentId]),

  setDisabled: (memberId: string, disabled: boolean) =>
    db.query(
      `UPDATE members SET disabled_at = CASE WHEN $2::boolean THEN COALESCE(disabled_at, now()) ELSE NULL END
        WHERE id = $1`,
      [memberId, disabled],
    ),
});
