import type { Db } from '../../platform/db/db.ts';

export interface TransactionFilter {
  merchantId: number;
  memberId: string;
  type: string | null;
  /** Half-open range of instants [from, to). */
  from: Date | null;
  to: Date | null;
  limit: number;
  offset: number;
}

interface Row {
  total: string;
  id: string | null;
  time: Date | null;
  type: string | null;
  amount: string | null;
  balanceAfter: string | null;
  reference: string | null;
  remark: string | null;
}

/**
 * The member's account record. Entries of the member's wallets are read through
 * ledger_entries_account_recent (account_id, id); each transfer becomes one row whose
 * amount is the net change of the member's total. The running total is a window sum in
 * the order entries were applied (entry ids are taken under the account lock), computed
 * over the whole history before the filters, so balanceAfter is right on every page.
 * The outer LEFT JOIN keeps one row (the count) even for a page past the end.
 */
const SQL = `
WITH mine AS (
  SELECT id FROM ledger_accounts
   WHERE merchant_id = $1 AND member_id = $2 AND kind IN ('member_main', 'member_vendor')
), moves AS (
  SELECT e.transfer_id, SUM(e.amount) AS net, MAX(e.id) AS seq
    FROM ledger_entries e
   WHERE e.account_id IN (SELECT id FROM mine)
   GROUP BY e.transfer_id
), running AS (
  SELECT transfer_id, net, seq, SUM(net) OVER (ORDER BY seq) AS after FROM moves
), picked AS (
  SELECT r.transfer_id, r.net, r.seq, r.after, t.type, t.created_at, t.metadata
    FROM running r JOIN ledger_transfers t ON t.id = r.transfer_id
   WHERE ($3::text IS NULL OR t.type = $3)
     AND ($4::timestamptz IS NULL OR t.created_at >= $4)
     AND ($5::timestamptz IS NULL OR t.created_at < $5)
)
SELECT c.total::text AS total, p.transfer_id::text AS id, p.created_at AS time, p.type,
       p.net::text AS amount, p.after::text AS "balanceAfter",
       COALESCE(p.metadata -> 'references' ->> $2::text, p.metadata ->> 'reference', '') AS reference,
       COALESCE(p.metadata ->> 'remark', '') AS remark
  FROM (SELECT COUNT(*) AS total FROM picked) c
  LEFT JOIN LATERAL (SELECT * FROM picked ORDER BY seq DESC LIMIT $6 OFFSET $7) p ON true
 ORDER BY p.seq DESC`;

export const transactionsRepo = (db: Db) => ({
  async page(filter: TransactionFilter) {
    const rows = await db.query<Row>(SQL, [
      filter.merchantId,
      filter.memberId,
      filter.type,
      filter.from,
      filter.to,
      filter.limit,
      filter.offset,
    ]);
    const total = Number(rows[0]?.total ?? 0);
    const list = rows
      .filter((row) => row.id !== null)
      .map((row) => ({
        id: row.id as string,
        time: new Date(row.time as Date).toISOString(),
        type: row.type as string,
        amount: Number(row.amount),
        balanceAfter: Number(row.balanceAfter),
        reference: row.reference ?? '',
        remark: row.remark ?? '',
      }));
    return { total, list };
  },
});
