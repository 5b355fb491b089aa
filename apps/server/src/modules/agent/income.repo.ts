import type { IncomeKind } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';

export interface IncomeFilter {
  merchantId: number;
  memberId: string;
  kind: IncomeKind | null;
  from: Date;
  to: Date;
  offsetMinutes: number;
}

/**
 * What came into the agent's own wallets as income: ledger transfers of type `salary`
 * (metadata.kind daily, hourly or realtime) and `dividend`, and rebates — type `rebate`,
 * or a promotion `bonus` whose reference is a rebate claim (`rebate:…`, as promotions
 * pay rebates). Read from the agent's own entries, so only money it received counts.
 */
const INCOME = `WITH income AS (
  SELECT t.id, t.created_at, t.metadata, e.amount,
         CASE WHEN t.type IN ('salary', 'dividend') THEN t.type ELSE 'rebate' END AS kind,
         to_char((t.created_at AT TIME ZONE 'UTC') + make_interval(mins => $6::int), 'YYYY-MM-DD') AS day
    FROM ledger_accounts a
    JOIN ledger_entries e ON e.account_id = a.id
    JOIN ledger_transfers t ON t.id = e.transfer_id
   WHERE a.merchant_id = $1 AND a.member_id = $2 AND a.kind IN ('member_main', 'member_vendor') AND e.amount > 0
     AND t.created_at >= $3 AND t.created_at < $4
     AND (t.type IN ('salary', 'dividend', 'rebate')
          OR (t.type = 'bonus' AND t.metadata ->> 'reference' LIKE 'rebate:%'))
), picked AS (
  SELECT * FROM income WHERE $5::text IS NULL OR kind = $5
)`;

type Row = {
  total: number;
  id: string | null;
  time: Date | null;
  kind: IncomeKind | null;
  salaryKind: string | null;
  amount: string | null;
  reference: string | null;
  remark: string | null;
};

const SALARY_KINDS = ['daily', 'hourly', 'realtime'] as const;
const salaryKindOf = (kind: IncomeKind | null, value: string | null) =>
  kind === 'salary' ? (SALARY_KINDS.find((known) => known === value) ?? null) : null;

export const incomeRepo = (db: Db) => ({
  /** One page, newest first, with how many rows the filters match (the count comes even past the end). */
  async page(filter: IncomeFilter, limit: number, offset: number) {
    const rows = await db.query<Row>(
      `${INCOME}
       SELECT c.total, p.id::text AS id, p.created_at AS time, p.kind, p.metadata ->> 'kind' AS "salaryKind",
              p.amount::text AS amount, COALESCE(p.metadata ->> 'reference', '') AS reference,
              COALESCE(p.metadata ->> 'remark', '') AS remark
         FROM (SELECT count(*)::int AS total FROM picked) c
         LEFT JOIN LATERAL (SELECT * FROM picked ORDER BY created_at DESC, id DESC LIMIT $7 OFFSET $8) p ON true
        ORDER BY p.created_at DESC, p.id DESC`,
      [...params(filter), limit, offset],
    );
    const list = rows
      .filter((row) => row.id !== null)
      .map((row) => ({
        id: row.id as string,
        time: new Date(row.time as Date).toISOString(),
        kind: row.kind as IncomeKind,
        salaryKind: salaryKindOf(row.kind, row.salaryKind),
        amount: Number(row.amount),
        reference: row.reference ?? '',
        remark: row.remark ?? '',
      }));
    return { total: rows[0]?.total ?? 0, list };
  },

  /** Sums per day and kind over the range, whatever the kind filter (the chart shows every kind). */
  perDay: (filter: IncomeFilter) =>
    db.query<{ day: string; kind: IncomeKind; amount: string }>(
      `${INCOME}
       SELECT day, kind, SUM(amount)::text AS amount FROM income GROUP BY day, kind`,
      params(filter),
    ),
});

const params = (f: IncomeFilter) => [f.merchantId, f.memberId, f.from, f.to, f.kind, f.offsetMinutes];
