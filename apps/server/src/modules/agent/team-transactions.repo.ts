import type { Db } from '../../platform/db/db.ts';

export interface TeamTransactionFilter {
  merchantId: number;
  agentId: string;
  memberId: string | null;
  type: string | null;
  from: Date;
  to: Date;
}

type Row = {
  total: number;
  credit: string;
  debit: string;
  id: string | null;
  time: Date | null;
  account: string | null;
  type: string | null;
  amount: string | null;
  reference: string | null;
  remark: string | null;
};

/**
 * The downline's account records: each transfer that touched a downline member's
 * wallets, one row per (transfer, member) with the member's net change, as the
 * member's own account record shows it. Game rounds (Team Betting has them) and moves
 * between a member's own wallets are left out, so the brand's money movements are
 * walked by time through their partial index (ledger_transfers_money_time).
 */
const SQL = `
WITH picked AS (
  SELECT t.id, t.created_at, t.type, t.metadata, a.member_id, SUM(e.amount) AS net
    FROM ledger_transfers t
    JOIN ledger_entries e ON e.transfer_id = t.id
    JOIN ledger_accounts a ON a.id = e.account_id AND a.kind IN ('member_main', 'member_vendor')
    JOIN member_tree tree ON tree.descendant_id = a.member_id AND tree.ancestor_id = $2 AND tree.depth > 0
   WHERE t.merchant_id = $1 AND t.type NOT IN ('bet', 'win', 'refund', 'wallet-transfer')
     AND t.created_at >= $3 AND t.created_at < $4
     AND ($5::text IS NULL OR t.type = $5) AND ($6::bigint IS NULL OR a.member_id = $6)
   GROUP BY t.id, t.created_at, t.type, t.metadata, a.member_id
)
SELECT c.total, c.credit, c.debit, p.id::text AS id, p.created_at AS time, m.account, p.type,
       p.net::text AS amount,
       COALESCE(p.metadata -> 'references' ->> p.member_id::text, p.metadata ->> 'reference', '') AS reference,
       COALESCE(p.metadata ->> 'remark', '') AS remark
  FROM (SELECT count(*)::int AS total, COALESCE(SUM(net) FILTER (WHERE net > 0), 0)::text AS credit,
               COALESCE(SUM(net) FILTER (WHERE net < 0), 0)::text AS debit FROM picked) c
  LEFT JOIN LATERAL (SELECT * FROM picked ORDER BY created_at DESC, id DESC, member_id LIMIT $7 OFFSET $8) p ON true
  LEFT JOIN members m ON m.id = p.member_id
 ORDER BY p.created_at DESC, p.id DESC, p.member_id`;

export const teamTransactionsRepo = (db: Db) => ({
  async page(filter: TeamTransactionFilter, limit: number, offset: number) {
    const rows = await db.query<Row>(SQL, [
      filter.merchantId,
      filter.agentId,
      filter.from,
      filter.to,
      filter.type,
      filter.memberId,
      limit,
      offset,
    ]);
    const head = rows[0];
    const credit = Number(head?.credit ?? 0);
    const debit = Number(head?.debit ?? 0);
    const list = rows
      .filter((row) => row.id !== null)
      .map((row) => ({
        id: row.id as string,
        time: new Date(row.time as Date).toISOString(),
        account: row.account ?? '',
        type: row.type ?? '',
        amount: Number(row.amount),
        reference: row.reference ?? '',
        remark: row.remark ?? '',
      }));
    return { total: head?.total ?? 0, totals: { credit, debit, net: credit + debit }, list };
  },
});
