import type { Db } from '../../platform/db/db.ts';
import type { Merchant } from '../../platform/tenancy.ts';
import { maskAccount } from '../games/winners.service.ts';
import { leaderboardRepo } from './leaderboard.repo.ts';
import { addDays, brandDay, monthOf, weekStart } from './periods.ts';

/**
 * The mission leaderboard: who claimed the most mission rewards this week (Monday to
 * Sunday) or this month on the brand's clock. Accounts are masked as on the winners board.
 */
export async function missionLeaderboard(
  db: Db,
  merchant: Pick<Merchant, 'id' | 'gmtOffsetMinutes'>,
  memberId: string,
  query: { period: 'week' | 'month'; size: number },
  now = new Date(),
) {
  const today = brandDay(now, merchant.gmtOffsetMinutes);
  const range = query.period === 'week' ? { from: weekStart(today), to: addDays(weekStart(today), 6) } : monthOf(today);
  const rows = await leaderboardRepo(db).board(merchant.id, range.from, range.to, query.size, memberId);
  const mine = rows.find((row) => row.memberId === memberId);
  return {
    period: query.period,
    ...range,
    list: rows
      .filter((row) => row.rank <= query.size)
      .slice(0, query.size)
      .map((row) => ({
        rank: row.rank,
        account: maskAccount(row.account),
        missions: row.missions,
        reward: row.reward,
      })),
    me: mine
      ? { rank: mine.rank, missions: mine.missions, reward: mine.reward }
      : { rank: null, missions: 0, reward: 0 },
  };
}
