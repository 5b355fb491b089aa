import type { Db, SqlParam } from '../../platform/db/db.ts';
import { accountPrefix as prefix } from './tree.repo.ts';

export interface ProfitFilter {
  merchantId: number;
  agentId: string;
  /** Account prefix, any case. */
  account: string | null;
  startDate: string;
  endDate: string;
}

interface Sums {
  betCount: number;
  validBet: string;
  payout: string;
  deposits: string;
  withdrawals: string;
}

/**
 * User profit and loss. The list walks the downline by account and sums each member's
 * days of the range (a few rows each, by the primary key) until the page is full,
 * keeping members who bet or moved money; the totals come from the team's days, or,
 * with an account search, from the members it finds.
 */
const MEMBERS = `FROM members m
  JOIN member_tree tree ON tree.descendant_id = m.id AND tree.ancestor_id = $2 AND tree.depth > 0
  CROSS JOIN LATERAL (
    SELECT COALESCE(SUM(s.bet_count), 0)::int AS "betCount", COALESCE(SUM(s.valid_bet), 0) AS valid_bet,
           COALESCE(SUM(s.payout), 0) AS payout, COALESCE(SUM(s.deposit_amount), 0) AS deposits,
           COALESCE(SUM(s.withdraw_amount), 0) AS withdrawals,
           count(*) FILTER (WHERE s.bet_count <> 0 OR s.valid_bet <> 0 OR s.deposit_count <> 0
                             OR s.withdraw_count <> 0) AS busy
      FROM member_day_stats s WHERE s.member_id = m.id AND s.day >= $3::date AND s.day <= $4::date
  ) x
 WHERE m.merchant_id = $1 AND ($5::text IS NULL OR lower(m.account) LIKE $5) AND x.busy > 0`;

const ACTIVE = `EXISTS (SELECT 1 FROM member_day_stats s WHERE s.member_id = m.id
  AND s.day >= $3::date AND s.day <= $4::date
  AND (s.bet_count <> 0 OR s.valid_bet <> 0 OR s.deposit_count <> 0 OR s.withdraw_count <> 0))`;

const params = (f: ProfitFilter): SqlParam[] => [f.merchantId, f.agentId, f.startDate, f.endDate, prefix(f.account)];

const money = (row: Sums) => {
  const validBet = Number(row.validBet);
  const payout = Number(row.payout);
  return {
    betCount: Number(row.betCount),
    validBet,
    payout,
    profit: payout - validBet,
    deposits: Number(row.deposits),
    withdrawals: Number(row.withdrawals),
  };
};
const NONE: Sums = { betCount: 0, validBet: '0', payout: '0', deposits: '0', withdrawals: '0' };

export const memberProfitRepo = (db: Db) => ({
  /** How many downline members the filters keep. */
  async count(filter: ProfitFilter): Promise<number> {
    const row = await db.one<{ count: number }>(
      `SELECT count(*)::int AS count FROM members m
         JOIN member_tree tree ON tree.descendant_id = m.id AND tree.ancestor_id = $2 AND tree.depth > 0
        WHERE m.merchant_id = $1 AND ($5::text IS NULL OR lower(m.account) LIKE $5) AND ${ACTIVE}`,
      params(filter),
    );
    return row?.count ?? 0;
  },

  async totals(filter: ProfitFilter) {
    const row = filter.account
      ? await db.one<Sums>(
          `SELECT COALESCE(SUM(x."betCount"), 0)::int AS "betCount", COALESCE(SUM(x.valid_bet), 0)::text AS "validBet",
                  COALESCE(SUM(x.payout), 0)::text AS payout, COALESCE(SUM(x.deposits), 0)::text AS deposits,
                  COALESCE(SUM(x.withdrawals), 0)::text AS withdrawals ${MEMBERS}`,
          params(filter),
        )
      : await db.one<Sums>(
          `SELECT COALESCE(SUM(bet_count), 0)::int AS "betCount", COALESCE(SUM(valid_bet), 0)::text AS "validBet",
                  COALESCE(SUM(payout), 0)::text AS payout, COALESCE(SUM(deposit_amount), 0)::text AS deposits,
                  COALESCE(SUM(withdraw_amount), 0)::text AS withdrawals
             FROM team_day_stats WHERE agent_id = $1 AND day >= $2::date AND day <= $3::date`,
          [filter.agentId, filter.startDate, filter.endDate],
        );
    return money(row ?? NONE);
  },

  async page(filter: ProfitFilter, limit: number, offset: number) {
    const rows = await db.query<Sums & { account: string; nickname: string; type: number; level: number }>(
      `SELECT m.account, m.nickname, m.type, tree.depth AS level, x."betCount", x.valid_bet::text AS "validBet",
              x.payout::text AS payout, x.deposits::text AS deposits, x.withdrawals::text AS withdrawals
         ${MEMBERS}
        ORDER BY lower(m.account), m.id LIMIT $6 OFFSET $7`,
      [...params(filter), limit, offset],
    );
    return rows.map((row) => ({
      account: row.account,
      nickname: row.nickname,
      type: row.type,
      level: row.level,
      ...money(row),
    }));
  },
});
