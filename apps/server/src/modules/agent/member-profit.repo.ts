import type { Db, SqlParam } from '../../platform/db/db.ts';
import { DOWNLINE, accountPrefix as prefix } from './tree.repo.ts';

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
 * Each downline member's days summed over the range (member_day_stats), keeping
 * members who bet or moved money; the account filter is a prefix, any case.
 */
const PER_MEMBER = `WITH per AS (
  SELECT s.member_id, min(tree.depth) AS level,
         SUM(s.bet_count)::int AS "betCount", SUM(s.valid_bet) AS valid_bet, SUM(s.payout) AS payout,
         SUM(s.deposit_amount) AS deposits, SUM(s.withdraw_amount) AS withdrawals
    FROM member_day_stats s ${DOWNLINE('s.member_id', '$2')}
   WHERE s.merchant_id = $1 AND s.day >= $3::date AND s.day <= $4::date
   GROUP BY s.member_id
  HAVING SUM(s.bet_count) <> 0 OR SUM(s.valid_bet) <> 0 OR SUM(s.deposit_count) <> 0 OR SUM(s.withdraw_count) <> 0
), picked AS (
  SELECT per.*, m.account, m.nickname, m.type FROM per JOIN members m ON m.id = per.member_id
   WHERE $5::text IS NULL OR lower(m.account) LIKE $5
)`;

const params = (f: ProfitFilter): SqlParam[] => [f.merchantId, f.agentId, f.startDate, f.endDate, prefix(f.account)];

const money = (row: Sums) => {
  const validBet = Number(row.validBet);
  const payout = Number(row.payout);
  return {
    betCount: row.betCount,
    validBet,
    payout,
    profit: payout - validBet,
    deposits: Number(row.deposits),
    withdrawals: Number(row.withdrawals),
  };
};

export const memberProfitRepo = (db: Db) => ({
  async totals(filter: ProfitFilter) {
    const row = await db.one<Sums & { members: number }>(
      `${PER_MEMBER}
       SELECT count(*)::int AS members, COALESCE(SUM("betCount"), 0)::int AS "betCount",
              COALESCE(SUM(valid_bet), 0)::text AS "validBet", COALESCE(SUM(payout), 0)::text AS payout,
              COALESCE(SUM(deposits), 0)::text AS deposits, COALESCE(SUM(withdrawals), 0)::text AS withdrawals
         FROM picked`,
      params(filter),
    );
    const sums = row ?? { members: 0, betCount: 0, validBet: '0', payout: '0', deposits: '0', withdrawals: '0' };
    return { members: sums.members, totals: money(sums) };
  },

  async page(filter: ProfitFilter, limit: number, offset: number) {
    const rows = await db.query<Sums & { account: string; nickname: string; type: number; level: number }>(
      `${PER_MEMBER}
       SELECT account, nickname, type, level, "betCount", valid_bet::text AS "validBet", payout::text AS payout,
              deposits::text AS deposits, withdrawals::text AS withdrawals
         FROM picked ORDER BY lower(account), member_id LIMIT $6 OFFSET $7`,
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
