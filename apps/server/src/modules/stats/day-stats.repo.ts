import type { Db } from '../../platform/db/db.ts';

/**
 * Reads of `member_day_stats`: what members did per day of their brand's clock, kept
 * by database triggers as bets, deposits, withdrawals and logins happen (migration 018).
 * Days are calendar dates `YYYY-MM-DD` on the brand's clock, both ends included.
 */
export interface DayTotals {
  betCount: number;
  stake: number;
  validBet: number;
  payout: number;
  depositCount: number;
  depositAmount: number;
  withdrawCount: number;
  withdrawAmount: number;
  loginCount: number;
  /** Days with at least one login. */
  loginDays: number;
  /** Days with at least one bet. */
  betDays: number;
}

const TOTALS = `COALESCE(SUM(bet_count), 0)::int AS "betCount", COALESCE(SUM(stake), 0)::text AS stake,
  COALESCE(SUM(valid_bet), 0)::text AS "validBet", COALESCE(SUM(payout), 0)::text AS payout,
  COALESCE(SUM(deposit_count), 0)::int AS "depositCount", COALESCE(SUM(deposit_amount), 0)::text AS "depositAmount",
  COALESCE(SUM(withdraw_count), 0)::int AS "withdrawCount", COALESCE(SUM(withdraw_amount), 0)::text AS "withdrawAmount",
  COALESCE(SUM(login_count), 0)::int AS "loginCount", count(*) FILTER (WHERE login_count > 0)::int AS "loginDays",
  count(*) FILTER (WHERE bet_count > 0)::int AS "betDays"`;

type Row = Record<keyof DayTotals, string | number>;
const totalsOf = (row: Row | undefined): DayTotals => {
  const number = (key: keyof DayTotals) => Number(row?.[key] ?? 0);
  return {
    betCount: number('betCount'),
    stake: number('stake'),
    validBet: number('validBet'),
    payout: number('payout'),
    depositCount: number('depositCount'),
    depositAmount: number('depositAmount'),
    withdrawCount: number('withdrawCount'),
    withdrawAmount: number('withdrawAmount'),
    loginCount: number('loginCount'),
    loginDays: number('loginDays'),
    betDays: number('betDays'),
  };
};

export const dayStatsRepo = (db: Db) => ({
  /** One member's totals over the days [from, to]; null ends are open. */
  async member(memberId: string, from: string | null, to: string | null): Promise<DayTotals> {
    const row = await db.one<Row>(
      `SELECT ${TOTALS} FROM member_day_stats
        WHERE member_id = $1 AND ($2::date IS NULL OR day >= $2::date) AND ($3::date IS NULL OR day <= $3::date)`,
      [memberId, from, to],
    );
    return totalsOf(row);
  },

  /** Each member's totals over the days [from, to] (members without a row are absent). */
  async members(memberIds: readonly string[], from: string | null, to: string | null) {
    const rows = await db.query<Row & { memberId: string }>(
      `SELECT member_id::text AS "memberId", ${TOTALS} FROM member_day_stats
        WHERE member_id = ANY($1::bigint[]) AND ($2::date IS NULL OR day >= $2::date)
          AND ($3::date IS NULL OR day <= $3::date)
        GROUP BY member_id`,
      [memberIds, from, to],
    );
    return new Map(rows.map((row) => [row.memberId, totalsOf(row)]));
  },

  /** Today's date on the brand's clock, as the triggers count it. */
  today: async (merchantId: number): Promise<string> =>
    (await db.one<{ day: string }>(`SELECT to_char(brand_day($1, now()), 'YYYY-MM-DD') AS day`, [merchantId]))?.day ??
    new Date().toISOString().slice(0, 10),
});
