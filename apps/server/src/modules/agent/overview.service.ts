import type { agentTeamOverview, QueryOf, ValueOf } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import type { SessionMember } from '../auth/session.repo.ts';
import { type DayFigures, overviewRepo } from './overview.repo.ts';
import { eachDay, reportDays } from './report-range.ts';
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
type Figures = ReturnType<typeof figures>;

const sum = (days: readonly Figures[]) =>
  days.reduce((total, day) => {
    for (const key of Object.keys(total) as (keyof Figures)[]) total[key] += day[key];
    return total;
  }, figures(undefined));

/** Team overview: the downline's members now, and its activity over the range in total and per day. */
export async function teamOverview(
  db: Db,
  brand: Brand,
  agent: SessionMember,
  query: QueryOf<typeof agentTeamOverview>,
): Promise<ValueOf<typeof agentTeamOverview>> {
  const range = reportDays(query, brand.gmtOffsetMinutes);
  const repo = overviewRepo(db);
  const [rows, activeMembers, sizes] = await Promise.all([
    repo.days(agent.id, range.startDate, range.endDate),
    repo.activeMembers(agent.id, range.startDate, range.endDate),
    treeRepo(db).sizes(agent.id),
  ]);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days = eachDay(range).map((day) => {
    const row = byDay.get(day);
    return { day, ...figures(row), newMembers: row?.newMembers ?? 0, activeMembers: row?.activeMembers ?? 0 };
  });
  return {
    ...range,
    totals: {
      ...sum(days),
      members: sizes.members,
      directMembers: sizes.direct,
      newMembers: days.reduce((total, day) => total + day.newMembers, 0),
      activeMembers,
    },
    days,
  };
}
