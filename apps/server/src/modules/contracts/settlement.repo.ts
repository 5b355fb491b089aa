import type { ContractKind } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { CONTRACT_COLUMNS, CONTRACT_FROM, type ContractRow } from './contracts.repo.ts';

export interface DueContract extends ContractRow {
  nextPeriodStart: Date;
  nextPeriodEnd: Date;
}

export interface PayoutRow {
  id: string;
  merchantId: number;
  contractId: string;
  kind: ContractKind;
  memberId: string;
  member: string;
  payerId: string | null;
  payer: string | null;
  periodStart: Date;
  periodLabel: string;
  amount: number;
}

const PAYOUT = `SELECT p.id::text AS id, p.merchant_id AS "merchantId", p.contract_id::text AS "contractId", p.kind,
  p.member_id::text AS "memberId", pm.account AS member, p.payer_id::text AS "payerId", py.account AS payer,
  p.period_start AS "periodStart", p.period_label AS "periodLabel", p.amount::float8 AS amount
  FROM contract_payouts p JOIN members pm ON pm.id = p.member_id LEFT JOIN members py ON py.id = p.payer_id`;

/** What settlement reads and writes; the amounts' sources are member_day_stats (stats module) and decided bets. */
export const settlementRepo = (db: Db) => ({
  /**
   * Holds settlement of one brand's kind for the rest of the transaction: a job and an
   * operator's run (or two processes' jobs) settle one after the other, never side by side.
   */
  lock: (merchantId: number, kind: ContractKind) =>
    db.query(`SELECT pg_advisory_xact_lock(hashtext('contracts.settle:' || $2::text), $1::int)`, [merchantId, kind]),

  brands: () =>
    db.query<{ id: number; gmtOffsetMinutes: number }>(
      'SELECT id, gmt_offset_min AS "gmtOffsetMinutes" FROM merchants ORDER BY id',
    ),

  payer: async (merchantId: number): Promise<'house' | 'upline'> =>
    (
      await db.one<{ payer: 'house' | 'upline' }>('SELECT payer FROM contract_settings WHERE merchant_id = $1', [
        merchantId,
      ])
    )?.payer ?? 'house',

  setPayer: (merchantId: number, payer: 'house' | 'upline') =>
    db.query(
      `INSERT INTO contract_settings (merchant_id, payer) VALUES ($1, $2)
       ON CONFLICT (merchant_id) DO UPDATE SET payer = EXCLUDED.payer`,
      [merchantId, payer],
    ),

  /** Contracts of the kind with a period closed by `cutoff` still to settle (in force or ended since). */
  due: (merchantId: number, kind: ContractKind, cutoff: Date, limit: number) =>
    db.query<DueContract>(
      `SELECT ${CONTRACT_COLUMNS}, c.next_period_start AS "nextPeriodStart", c.next_period_end AS "nextPeriodEnd"
         FROM ${CONTRACT_FROM}
        WHERE c.merchant_id = $1 AND c.kind = $2 AND c.next_period_end IS NOT NULL AND c.next_period_end <= $3
        ORDER BY c.id LIMIT $4`,
      [merchantId, kind, cutoff, limit],
    ),

  /** Moves the contract's pointer to its next period to settle (null: nothing more is owed). */
  advance: (contractId: string, next: { start: Date; end: Date } | null) =>
    db.query('UPDATE agent_contracts SET next_period_start = $2, next_period_end = $3 WHERE id = $1', [
      contractId,
      next?.start ?? null,
      next?.end ?? null,
    ]),

  /** The contract holder and everyone below them (the agent tree's closure, depth 0 included), within the brand. */
  async team(merchantId: number, memberId: string): Promise<string[]> {
    const rows = await db.query<{ id: string }>(
      `SELECT t.descendant_id::text AS id FROM member_tree t JOIN members m ON m.id = t.descendant_id
        WHERE t.ancestor_id = $2 AND m.merchant_id = $1`,
      [merchantId, memberId],
    );
    return rows.map((row) => row.id);
  },

  /** The team's valid bet decided in [from, to): a bounded range of bet_records_settled. */
  async decidedStake(merchantId: number, team: readonly string[], from: Date, to: Date): Promise<number> {
    const row = await db.one<{ stake: string }>(
      `SELECT COALESCE(SUM(stake), 0)::text AS stake FROM bet_records
        WHERE merchant_id = $1 AND settled_at >= $2 AND settled_at < $3 AND state IN ('settled', 'voided')
          AND member_id = ANY($4::bigint[])`,
      [merchantId, from, to, team],
    );
    return Number(row?.stake ?? 0);
  },

  /** Stakes of at least `singleBet` decided in [from, to): those the players won and those they lost. */
  async decidedByOutcome(merchantId: number, team: readonly string[], from: Date, to: Date, singleBet: number) {
    const row = await db.one<{ won: string; lost: string; bets: number }>(
      `SELECT COALESCE(SUM(stake) FILTER (WHERE payout > stake), 0)::text AS won,
              COALESCE(SUM(stake) FILTER (WHERE payout <= stake), 0)::text AS lost, count(*)::int AS bets
         FROM bet_records
        WHERE merchant_id = $1 AND settled_at >= $2 AND settled_at < $3 AND state IN ('settled', 'voided')
          AND member_id = ANY($4::bigint[]) AND stake >= $5`,
      [merchantId, from, to, team, singleBet],
    );
    return { won: Number(row?.won ?? 0), lost: Number(row?.lost ?? 0), bets: row?.bets ?? 0 };
  },

  /** A payout as owed; null when this (contract, period) already has one. */
  async insertPayout(payout: {
    merchantId: number;
    contractId: string;
    kind: ContractKind;
    memberId: string;
    payerId: string | null;
    start: Date;
    end: Date;
    label: string;
    figures: Record<string, number>;
    amount: number;
  }): Promise<string | null> {
    const row = await db.one<{ id: string }>(
      `INSERT INTO contract_payouts (merchant_id, contract_id, kind, member_id, payer_id, period_start, period_end,
                                     period_label, figures, amount, state)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, 'owed')
       ON CONFLICT (contract_id, period_start) DO NOTHING RETURNING id::text AS id`,
      [
        payout.merchantId,
        payout.contractId,
        payout.kind,
        payout.memberId,
        payout.payerId,
        payout.start,
        payout.end,
        payout.label,
        JSON.stringify(payout.figures),
        payout.amount,
      ],
    );
    return row?.id ?? null;
  },

  payout: (id: string) => db.one<PayoutRow>(`${PAYOUT} WHERE p.id = $1`, [id]),

  owed: (merchantId: number, kind: ContractKind, limit: number) =>
    db.query<PayoutRow>(
      `${PAYOUT} WHERE p.merchant_id = $1 AND p.kind = $2 AND p.state = 'owed' ORDER BY p.id LIMIT $3`,
      [merchantId, kind, limit],
    ),

  markPaid: (id: string, transferId: string) =>
    db.query(
      `UPDATE contract_payouts SET state = 'paid', transfer_id = $2, paid_at = now() WHERE id = $1 AND state = 'owed'`,
      [id, transferId],
    ),
});
