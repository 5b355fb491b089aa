import type { Db } from '../../platform/db/db.ts';
import { DOWNLINE } from './tree.repo.ts';

export interface DayFigures {
  day: string | null;
  depositCount: number;
  deposits: string;
  withdrawalCount: number;
  withdrawals: string;
  betCount: number;
  validBet: string;
  payout: string;
  activeMembers: number;
}

/**
 * The team overview reads only `member_day_stats` (kept by triggers as bets, deposits
 * and withdrawals happen) and the closure table: one pass over the downline's days,
 * grouped per day and over the whole range at once (the row whose day is null). An
 * active member placed at least one bet (not refunded) in the days counted.
 */
export const overviewRepo = (db: Db) => ({
  days: (merchantId: number, agentId: string, startDate: string, endDate: string) =>
    db.query<DayFigures>(
      `SELECT to_char(s.day, 'YYYY-MM-DD') AS day,
              COALESCE(SUM(s.deposit_count), 0)::int AS "depositCount", COALESCE(SUM(s.deposit_amount), 0)::text AS deposits,
              COALESCE(SUM(s.withdraw_count), 0)::int AS "withdrawalCount",
              COALESCE(SUM(s.withdraw_amount), 0)::text AS withdrawals,
              COALESCE(SUM(s.bet_count), 0)::int AS "betCount", COALESCE(SUM(s.valid_bet), 0)::text AS "validBet",
              COALESCE(SUM(s.payout), 0)::text AS payout,
              count(DISTINCT s.member_id) FILTER (WHERE s.bet_count > 0)::int AS "activeMembers"
         FROM member_day_stats s ${DOWNLINE('s.member_id', '$2')}
        WHERE s.merchant_id = $1 AND s.day >= $3::date AND s.day <= $4::date
        GROUP BY GROUPING SETS ((s.day), ())`,
      [merchantId, agentId, startDate, endDate],
    ),

  /** Members of the downline registered on each day of the range (brand days). */
  newMembers: (merchantId: number, agentId: string, from: Date, to: Date, offsetMinutes: number) =>
    db.query<{ day: string; count: number }>(
      `SELECT to_char((m.created_at AT TIME ZONE 'UTC') + make_interval(mins => $5::int), 'YYYY-MM-DD') AS day,
              count(*)::int AS count
         FROM members m ${DOWNLINE('m.id', '$2')}
        WHERE m.merchant_id = $1 AND m.created_at >= $3 AND m.created_at < $4
        GROUP BY 1`,
      [merchantId, agentId, from, to, offsetMinutes],
    ),
});
