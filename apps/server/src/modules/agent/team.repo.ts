import { DOWNLINE_CONTROLS, type DownlineControl } from '@arcadia/contracts';
import type { Db, SqlParam } from '../../platform/db/db.ts';
import { DOWNLINE, accountPrefix as prefix } from './tree.repo.ts';

export interface TeamFilter {
  merchantId: number;
  agentId: string;
  /** Account prefix, any case. */
  account: string | null;
  disabled: boolean | null;
  directOnly: boolean;
}

export interface TeamRow {
  id: string;
  account: string;
  nickname: string;
  type: number;
  level: number;
  upline: string;
  disabled: boolean;
  registeredAt: Date;
  lastLoginAt: Date | null;
  balance: string;
  downline: number;
  mayTransfer: boolean;
  mayRegister: boolean;
  manageable: boolean;
}

const WHERE = `m.merchant_id = $1
  AND ($3::text IS NULL OR lower(m.account) LIKE $3)
  AND ($4::boolean IS NULL OR (m.disabled_at IS NOT NULL) = $4)
  AND (NOT $5::boolean OR tree.depth = 1)`;
const params = (f: TeamFilter): SqlParam[] => [f.merchantId, f.agentId, prefix(f.account), f.disabled, f.directOnly];

/** One member's row as team management shows it; balances are main plus game wallets. */
const COLUMNS = `m.id::text AS id, m.account, m.nickname, m.type, tree.depth AS level, p.account AS upline,
  m.disabled_at IS NOT NULL AS disabled, m.created_at AS "registeredAt",
  (SELECT max(h.at) FROM login_history h WHERE h.member_id = m.id) AS "lastLoginAt",
  (SELECT COALESCE(SUM(a.balance), 0)::text FROM ledger_accounts a
    WHERE a.member_id = m.id AND a.kind IN ('member_main', 'member_vendor')) AS balance,
  (SELECT count(*)::int FROM member_tree d WHERE d.ancestor_id = m.id AND d.depth > 0) AS downline,
  m.may_transfer AS "mayTransfer", m.may_register AS "mayRegister", m.parent_id = $2 AS manageable`;

export const teamRepo = (db: Db) => ({
  page: (filter: TeamFilter, limit: number, offset: number) =>
    db.query<TeamRow>(
      `SELECT ${COLUMNS} FROM members m ${DOWNLINE('m.id', '$2')} JOIN members p ON p.id = m.parent_id
        WHERE ${WHERE} ORDER BY tree.depth, lower(m.account), m.id LIMIT $6 OFFSET $7`,
      [...params(filter), limit, offset],
    ),

  async totals(filter: TeamFilter): Promise<{ members: number; balance: number }> {
    const row = await db.one<{ members: number; balance: string }>(
      `SELECT count(DISTINCT m.id)::int AS members, COALESCE(SUM(a.balance), 0)::text AS balance
         FROM members m ${DOWNLINE('m.id', '$2')}
         LEFT JOIN ledger_accounts a ON a.member_id = m.id AND a.kind IN ('member_main', 'member_vendor')
        WHERE ${WHERE}`,
      params(filter),
    );
    return { members: row?.members ?? 0, balance: Number(row?.balance ?? 0) };
  },

  /** One downline member's row, by id. */
  one: (merchantId: number, agentId: string, memberId: string) =>
    db.one<TeamRow>(
      `SELECT ${COLUMNS} FROM members m ${DOWNLINE('m.id', '$2')} JOIN members p ON p.id = m.parent_id
        WHERE m.merchant_id = $1 AND m.id = $3`,
      [merchantId, agentId, memberId],
    ),

  /** Applies what was asked; a field left null stays as it is. */
  update: (
    memberId: string,
    change: { disabled: boolean | null; transfer: boolean | null; register: boolean | null },
  ) =>
    db.query(
      `UPDATE members SET
         disabled_at = CASE WHEN $2::boolean IS NULL THEN disabled_at
                            WHEN $2 THEN COALESCE(disabled_at, now()) ELSE NULL END,
         may_transfer = COALESCE($3::boolean, may_transfer),
         may_register = COALESCE($4::boolean, may_register)
       WHERE id = $1`,
      [memberId, change.disabled, change.transfer, change.register],
    ),
});

/** What a brand lets its agents change for their direct downline (no row: everything). */
export const agentSettingsRepo = (db: Db) => ({
  async controls(merchantId: number): Promise<DownlineControl[]> {
    const row = await db.one<{ controls: DownlineControl[] }>(
      'SELECT downline_controls AS controls FROM merchant_agent_settings WHERE merchant_id = $1',
      [merchantId],
    );
    const allowed = row?.controls ?? DOWNLINE_CONTROLS;
    return DOWNLINE_CONTROLS.filter((control) => allowed.includes(control));
  },

  setControls: (merchantId: number, controls: readonly DownlineControl[]) =>
    db.query(
      `INSERT INTO merchant_agent_settings (merchant_id, downline_controls) VALUES ($1, $2::text[])
       ON CONFLICT (merchant_id) DO UPDATE SET downline_controls = EXCLUDED.downline_controls`,
      [merchantId, controls],
    ),
});
