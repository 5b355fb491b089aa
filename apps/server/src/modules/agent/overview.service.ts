import type { agentTeamOverview, QueryOf, ValueOf } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import type { SessionMember } from '../auth/session.repo.ts';
import { type DayFigures, overviewRepo } from './overview.repo.ts';
import { eachDay, instantsOf, reportDays } from './report-range.ts';
import { treeRepo } from './tree.repo.ts';

type Brand = { id: number; gmtOffsetMinutes: number };

const figures = (row: DayFigures | undefined) => {
  const validBet = Number(row?.validBet ?? 0);
  const payout = Number(row?.payout ?? 0);
  return {
    depositCount: row?.depositCount ?? 0,
    deposits: Number(row?.deposits ?? 0),
    withdrawalCount: row?.withdrawalCount ?? 0,
    withdrawals: Number(row?.withdrawals ?? 0),
    betCount: row?.betCount ?? 0,
    validBet,
    payout,
    profit: payout - validBet,
  };
};

/** Team overview: the downline's members now, and its activity over the range in total and per day. */
export async function teamOverview(
  db: Db,
  brand: Brand,
  agent: SessionMember,
  query: QueryOf<typeof agentTeamOverview>,
): Promise<ValueOf<typeof agentTeamOverview>> {
  const range = reportDays(query, brand.gmtOffsetMinutes);
  const { from, to } = instantsOf(range, brand.gmtOffsetMinutes);
  const repo = overviewRepo(db);
  const [rows, joined, sizes] = await Promise.all([
    repo.days(brand.id, agent.id, range.startDate, range.endDate),
    repo.newMembers(brand.id, agent.id, from, to, brand.gmtOffsetMinutes),
    treeRepo(db).sizes(agent.id),
  ]);
  const byDay = new Map(rows.filter((row) => row.day !== null).map((row) => [row.day, row]));
  const whole = rows.find((row) => row.day === null);
  const newByDay = new Map(joined.map((row) => [row.day, row.count]));
  return {
    ...range,
    totals: {
      ...figures(whole),
      members: sizes.members,
      directMembers: sizes.direct,
      newMembers: joined.reduce((sum, row) => sum + row.count, 0),
      activeMembers: whole?.activeMembers ?? 0,
    },
    days: eachDay(range).map((day) => ({
      day,
      ...figures(byDay.get(day)),
      newMembers: newByDay.get(day) ?? 0,
      activeMembers: byDay.get(day)?.activeMembers ?? 0,
    })),
  };
}
