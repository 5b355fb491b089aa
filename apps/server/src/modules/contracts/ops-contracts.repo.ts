import type { ContractKind, ContractState } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { type BrandScope, inScopeSql } from '../approvals/brand-scope.ts';
import { CONTRACT_COLUMNS, CONTRACT_FROM, type ContractRow } from './contracts.repo.ts';

export type OpsContractRow = ContractRow & { merchantCode: string };

export interface OpsPayoutRow {
  id: string;
  merchantCode: string;
  contractId: string;
  kind: ContractKind;
  account: string;
  payer: string | null;
  periodStart: Date;
  periodEnd: Date;
  period: string;
  figures: Record<string, number>;
  amount: number;
  state: 'paid' | 'owed';
  createdAt: Date;
  paidAt: Date | null;
}

/** The operators' reads of contracts and payouts, scoped to the brands their permission reaches. */
export const opsContractsRepo = (db: Db) => ({
  byId: (id: string, scope: BrandScope) =>
    db.one<OpsContractRow>(
      `SELECT ${CONTRACT_COLUMNS}, b.code AS "merchantCode" FROM ${CONTRACT_FROM} JOIN merchants b ON b.id = c.merchant_id
        WHERE c.id = $1 AND ${inScopeSql('c.merchant_id', 2)}`,
      [id, scope],
    ),

  async page(filter: {
    scope: BrandScope;
    account: string | null;
    kind: ContractKind | null;
    state: ContractState | null;
    limit: number;
    offset: number;
  }) {
    const where = `${inScopeSql('c.merchant_id', 1)} AND ($2::text IS NULL OR lower(mm.account) = lower($2))
      AND ($3::text IS NULL OR c.kind = $3) AND ($4::text IS NULL OR c.state = $4)`;
    const params = [filter.scope, filter.account, filter.kind, filter.state];
    const total = await db.one<{ n: string }>(
      `SELECT count(*)::text AS n FROM ${CONTRACT_FROM} WHERE ${where}`,
      params,
    );
    const list = await db.query<OpsContractRow>(
      `SELECT ${CONTRACT_COLUMNS}, b.code AS "merchantCode" FROM ${CONTRACT_FROM} JOIN merchants b ON b.id = c.merchant_id
        WHERE ${where} ORDER BY c.id DESC LIMIT $5 OFFSET $6`,
      [...params, filter.limit, filter.offset],
    );
    return { list, total: Number(total?.n ?? 0) };
  },

  async payouts(filter: {
    scope: BrandScope;
    kind: ContractKind | null;
    account: string | null;
    state: 'paid' | 'owed' | null;
    from: string | null;
    to: string | null;
    limit: number;
    offset: number;
  }) {
    const where = `${inScopeSql('p.merchant_id', 1)} AND ($2::text IS NULL OR p.kind = $2)
      AND ($3::text IS NULL OR lower(pm.account) = lower($3)) AND ($4::text IS NULL OR p.state = $4)
      AND ($5::date IS NULL OR p.period_start >= $5::date) AND ($6::date IS NULL OR p.period_start < $6::date + 1)`;
    const from = `contract_payouts p JOIN members pm ON pm.id = p.member_id LEFT JOIN members py ON py.id = p.payer_id
      JOIN merchants b ON b.id = p.merchant_id`;
    const params = [filter.scope, filter.kind, filter.account, filter.state, filter.from, filter.to];
    const totals = await db.one<{ n: string; paid: string; owed: string }>(
      `SELECT count(*)::text AS n, COALESCE(SUM(p.amount) FILTER (WHERE p.state = 'paid'), 0)::text AS paid,
              COALESCE(SUM(p.amount) FILTER (WHERE p.state = 'owed'), 0)::text AS owed
         FROM ${from} WHERE ${where}`,
      params,
    );
    const list = await db.query<OpsPayoutRow>(
      `SELECT p.id::text AS id, b.code AS "merchantCode", p.contract_id::text AS "contractId", p.kind,
              pm.account, py.account AS payer, p.period_start AS "periodStart", p.period_end AS "periodEnd",
              p.period_label AS period, p.figures, p.amount::float8 AS amount, p.state, p.created_at AS "createdAt",
              p.paid_at AS "paidAt"
         FROM ${from} WHERE ${where} ORDER BY p.period_start DESC, p.id DESC LIMIT $7 OFFSET $8`,
      [...params, filter.limit, filter.offset],
    );
    return {
      list,
      total: Number(totals?.n ?? 0),
      totals: { paid: Number(totals?.paid ?? 0), owed: Number(totals?.owed ?? 0) },
    };
  },
});
