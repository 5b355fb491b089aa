import type { Db } from '../../platform/db/db.ts';

export interface DayFigures {
  day: string;
  newMembers: number;
  activeMembers: number;
  depositCount: number;
  deposits: string;
  withdrawalCount: number;
  withdrawals: string;
  betCount: number;
  stake: string;
  validBet: string;
  payout: string;
}

/**
 * The team's days from `team_day_stats` (kept by triggers as member days change): a few
 * rows per day whatever the downline's size. A day's active members bet that day (a
 * member bets on a day at most once per member, so the per-day counts add up exactly);
 * over a range a member active on two days is one member, so the range's count probes
 * each downline member's days instead.
 */
export const overviewRepo = (db: Db) => ({
  days: (agentId: string, startDate: string, endDate: string) =>
    db.query<DayFigures>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, SUM(members_new)::int AS "newMembers",
              SUM(members_active)::int AS "activeMembers",
              SUM(deposit_count)::int AS "depositCount", SUM(deposit_amount)::text AS deposits,
              SUM(withdraw_count)::int AS "withdrawalCount", SUM(withdraw_amount)::text AS withdrawals,
              SUM(bet_count)::int AS "betCount", SUM(stake)::text AS stake,
              SUM(valid_bet)::text AS "validBet", SUM(payout)::text AS payout
         FROM team_day_stats
        WHERE agent_id = $1 AND day >= $2::date AND day <= $3::date
        GROUP BY day`,
      [agentId, startDate, endDate],
    ),

  /** Downline members who bet on any day of the range (each counted once). */
  async activeMembers(agentId: string, startDate: string, endDate: string): Promise<number> {
    const row = await db.one<{ count: number }>(
      `SELECT count(*)::int AS count FROM member_tree t
        WHERE t.ancestor_id = $1 AND t.depth > 0
          AND EXISTS (SELECT 1 FROM member_day_stats s WHERE s.member_id = t.descendant_id
                         AND s.day >= $2::date AND s.day <= $3::date AND s.bet_count > 0)`,
      [agentId, startDate, endDate],
    );
    return row?.count ?? 0;
  },
});
