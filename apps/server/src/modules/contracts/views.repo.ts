import type { ContractKind } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { CONTRACT_COLUMNS, CONTRACT_FROM, type ContractRow } from './contracts.repo.ts';

export interface DownlineRow {
  account: string;
  type: number;
  contract: ContractRow | null;
  offer: ContractRow | null;
}

export interface EventRow {
  id: string;
  at: Date;
  action: string;
  actor: 'upline' | 'member' | 'operator' | 'system';
  reason: string | null;
  contract: ContractRow;
}

export interface FlagRow {
  kind: ContractKind;
  offer: boolean;
  termination: boolean;
}

const asContract = (value: unknown) => (value ? (value as ContractRow) : null);

/** What the contract pages read: the direct downline with their contracts, the history, the menu flags. */
export const contractViewsRepo = (db: Db) => ({
  /** Direct downlines (members.parent_id), by account, each with the contract in force and the caller's waiting offer. */
  async downlines(
    uplineId: string,
    kind: ContractKind,
    filter: { account: string; limit: number; offset: number },
  ): Promise<{ list: DownlineRow[]; total: number }> {
    // Trial accounts (type 4) never hold contracts.
    const match = (account: string) =>
      `m.parent_id = $1 AND m.type <> 4 AND starts_with(lower(m.account), lower(${account}))`;
    const total = await db.one<{ n: string }>(`SELECT count(*)::text AS n FROM members m WHERE ${match('$2')}`, [
      uplineId,
      filter.account,
    ]);
    const rows = await db.query<{ account: string; type: number; contract: unknown; offer: unknown }>(
      `SELECT m.account, m.type,
         (SELECT to_jsonb(x) FROM (SELECT ${CONTRACT_COLUMNS} FROM ${CONTRACT_FROM}
            WHERE c.member_id = m.id AND c.kind = $2 AND c.state = 'active') x) AS contract,
         (SELECT to_jsonb(x) FROM (SELECT ${CONTRACT_COLUMNS} FROM ${CONTRACT_FROM}
            WHERE c.member_id = m.id AND c.kind = $2 AND c.state = 'offered' AND c.upline_id = $1) x) AS offer
         FROM members m WHERE ${match('$3')}
        ORDER BY lower(m.account) LIMIT $4 OFFSET $5`,
      [uplineId, kind, filter.account, filter.limit, filter.offset],
    );
    return {
      total: Number(total?.n ?? 0),
      list: rows.map((row) => ({
        account: row.account,
        type: row.type,
        contract: asContract(row.contract),
        offer: asContract(row.offer),
      })),
    };
  },

  /** Events of the contracts the member is a side of, newest first. */
  async history(memberId: string, kind: ContractKind | null, limit: number, offset: number) {
    const mine = `(c.member_id = $1 OR c.upline_id = $1) AND ($2::text IS NULL OR c.kind = $2)`;
    const total = await db.one<{ n: string }>(
      `SELECT count(*)::text AS n FROM contract_events e JOIN agent_contracts c ON c.id = e.contract_id WHERE ${mine}`,
      [memberId, kind],
    );
    const rows = await db.query<Omit<EventRow, 'contract'> & { contract: unknown }>(
      `SELECT e.id::text AS id, e.at, e.action, e.actor, e.reason,
              (SELECT to_jsonb(x) FROM (SELECT ${CONTRACT_COLUMNS} FROM ${CONTRACT_FROM} WHERE c.id = e.contract_id) x)
                AS contract
         FROM contract_events e JOIN agent_contracts c ON c.id = e.contract_id
        WHERE ${mine}
        ORDER BY e.id DESC LIMIT $3 OFFSET $4`,
      [memberId, kind, limit, offset],
    );
    return {
      total: Number(total?.n ?? 0),
      list: rows.map((row) => ({ ...row, contract: row.contract as ContractRow })),
    };
  },

  /** Per kind the member is a side of: whether an offer or a termination request waits for their answer. */
  flags: (memberId: string) =>
    db.query<FlagRow>(
      `SELECT kind,
              COALESCE(bool_or(state = 'offered' AND member_id = $1), false) AS offer,
              COALESCE(bool_or(state = 'active' AND (
                (member_id = $1 AND termination_requested_by = 'upline') OR
                (upline_id = $1 AND termination_requested_by = 'member'))), false) AS termination
         FROM agent_contracts WHERE member_id = $1 OR upline_id = $1
        GROUP BY kind`,
      [memberId],
    ),
});
