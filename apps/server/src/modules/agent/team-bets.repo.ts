import type { Language } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { BET_RECORD_COLUMNS, betNameJoins, betRecordOf, type RecordRow } from '../vendors/bets.repo.ts';
import { DOWNLINE } from './tree.repo.ts';

export interface TeamBetFilter {
  merchantId: number;
  agentId: string;
  /** One member of the downline, or all of it. */
  memberId: string | null;
  startDate: string;
  endDate: string;
  /** The same days as instants [from, to). */
  from: Date;
  to: Date;
}

/**
 * Team betting. The totals come from `member_day_stats` (no scan of bets); the list
 * walks the brand's bets newest first (bet_records_brand_time) keeping the downline's,
 * a bounded page deep. A refunded bet never happened for the team: it is neither
 * listed nor counted (the day stats take it back out too).
 */
export const teamBetsRepo = (db: Db) => ({
  async totals(filter: TeamBetFilter) {
    const row = await db.one<{ betCount: number; stake: string; validBet: string; payout: string }>(
      `SELECT COALESCE(SUM(s.bet_count), 0)::int AS "betCount", COALESCE(SUM(s.stake), 0)::text AS stake,
              COALESCE(SUM(s.valid_bet), 0)::text AS "validBet", COALESCE(SUM(s.payout), 0)::text AS payout
         FROM member_day_stats s ${DOWNLINE('s.member_id', '$2')}
        WHERE s.merchant_id = $1 AND s.day >= $3::date AND s.day <= $4::date
          AND ($5::bigint IS NULL OR s.member_id = $5)`,
      [filter.merchantId, filter.agentId, filter.startDate, filter.endDate, filter.memberId],
    );
    const validBet = Number(row?.validBet ?? 0);
    const payout = Number(row?.payout ?? 0);
    return {
      betCount: row?.betCount ?? 0,
      stake: Number(row?.stake ?? 0),
      validBet,
      payout,
      profit: payout - validBet,
    };
  },

  async page(filter: TeamBetFilter, language: Language, limit: number, offset: number) {
    const rows = await db.query<RecordRow & { account: string }>(
      `SELECT ${BET_RECORD_COLUMNS}, m.account
         FROM bet_records b ${DOWNLINE('b.member_id', '$2')}
         JOIN members m ON m.id = b.member_id
         ${betNameJoins('$6')}
        WHERE b.merchant_id = $1 AND b.placed_at >= $3 AND b.placed_at < $4 AND b.state <> 'refunded'
          AND ($5::bigint IS NULL OR b.member_id = $5)
        ORDER BY b.placed_at DESC, b.id DESC LIMIT $7 OFFSET $8`,
      [filter.merchantId, filter.agentId, filter.from, filter.to, filter.memberId, language, limit, offset],
    );
    return rows.map((row) => ({ ...betRecordOf(row), account: row.account }));
  },
});
