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
 * Team betting. The totals come from the team's days (`team_day_stats`), or one
 * member's days (`member_day_stats`), never from a scan of bets; the list
 * walks the brand's bets newest first (bet_records_brand_time) keeping the downline's,
 * a bounded page deep. A refunded bet never happened for the team: it is neither
 * listed nor counted (the day stats take it back out too).
 */
export const teamBetsRepo = (db: Db) => ({
  async totals(filter: TeamBetFilter) {
    const sums = `COALESCE(SUM(bet_count), 0)::int AS "betCount", COALESCE(SUM(stake), 0)::text AS stake,
      COALESCE(SUM(valid_bet), 0)::text AS "validBet", COALESCE(SUM(payout), 0)::text AS payout`;
    type Sums = { betCount: number; stake: string; validBet: string; payout: string };
    const row = filter.memberId
      ? await db.one<Sums>(
          `SELECT ${sums} FROM member_day_stats WHERE member_id = $1 AND day >= $2::date AND day <= $3::date`,
          [filter.memberId, filter.startDate, filter.endDate],
        )
      : await db.one<Sums>(
          `SELECT ${sums} FROM team_day_stats WHERE agent_id = $1 AND day >= $2::date AND day <= $3::date`,
          [filter.agentId, filter.startDate, filter.endDate],
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
