import {
  AGENT_LIST_MAX_ROWS,
  type agentIncome,
  type agentMemberProfit,
  type agentTeamBets,
  type agentTeamTransactions,
  INCOME_KINDS,
  type Language,
  type QueryOf,
  type ValueOf,
} from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionMember } from '../auth/session.repo.ts';
import { incomeRepo } from './income.repo.ts';
import { memberProfitRepo } from './member-profit.repo.ts';
import { eachDay, instantsOf, pagesOf, reportDays } from './report-range.ts';
import { teamBetsRepo } from './team-bets.repo.ts';
import { teamTransactionsRepo } from './team-transactions.repo.ts';
import { treeRepo } from './tree.repo.ts';

type Brand = { id: number; gmtOffsetMinutes: number };
type Paging = { pageNo: number; pageSize: number };

/** The rows a page asks for, or nothing past the deepest page a list allows. */
const window = ({ pageNo, pageSize }: Paging) =>
  (pageNo - 1) * pageSize >= AGENT_LIST_MAX_ROWS ? null : { limit: pageSize, offset: (pageNo - 1) * pageSize };

/** The member a filter names, when it is in the agent's downline; else `not-in-downline`. */
async function memberFilter(db: Db, agent: SessionMember, account: string | undefined) {
  if (account === undefined) return null;
  const member = await treeRepo(db).downlineMember(agent.merchantId, agent.id, account);
  if (!member) throw new AppError('not-in-downline');
  return member.id;
}

/** Team betting: the downline's bets newest first (bounded paging), totals from the day stats. */
export async function teamBets(
  db: Db,
  brand: Brand,
  agent: SessionMember,
  query: QueryOf<typeof agentTeamBets>,
  lang: Language,
): Promise<ValueOf<typeof agentTeamBets>> {
  const range = reportDays(query, brand.gmtOffsetMinutes);
  const filter = {
    merchantId: brand.id,
    agentId: agent.id,
    memberId: await memberFilter(db, agent, query.account),
    ...range,
    ...instantsOf(range, brand.gmtOffsetMinutes),
  };
  const repo = teamBetsRepo(db);
  const rows = window(query);
  const [totals, list] = await Promise.all([
    repo.totals(filter),
    rows ? repo.page(filter, query.language ?? lang, rows.limit, rows.offset) : [],
  ]);
  return {
    ...range,
    list,
    total: totals.betCount,
    totalPages: pagesOf(totals.betCount, query.pageSize, AGENT_LIST_MAX_ROWS),
    totals,
  };
}

/** User profit and loss: each downline member with activity in the range, by account. */
export async function memberProfit(
  db: Db,
  brand: Brand,
  agent: SessionMember,
  query: QueryOf<typeof agentMemberProfit>,
): Promise<ValueOf<typeof agentMemberProfit>> {
  const range = reportDays(query, brand.gmtOffsetMinutes);
  const filter = { merchantId: brand.id, agentId: agent.id, account: query.account ?? null, ...range };
  const repo = memberProfitRepo(db);
  const rows = window(query);
  const [members, totals, list] = await Promise.all([
    repo.count(filter),
    repo.totals(filter),
    rows ? repo.page(filter, rows.limit, rows.offset) : [],
  ]);
  return { ...range, list, total: members, totalPages: pagesOf(members, query.pageSize, AGENT_LIST_MAX_ROWS), totals };
}

/** My income: salaries, dividends and rebates the agent received, with sums per kind and per day. */
export async function income(
  db: Db,
  brand: Brand,
  agent: SessionMember,
  query: QueryOf<typeof agentIncome>,
): Promise<ValueOf<typeof agentIncome>> {
  const range = reportDays(query, brand.gmtOffsetMinutes);
  const filter = {
    merchantId: brand.id,
    memberId: agent.id,
    kind: query.kind ?? null,
    ...instantsOf(range, brand.gmtOffsetMinutes),
    offsetMinutes: brand.gmtOffsetMinutes,
  };
  const repo = incomeRepo(db);
  const rows = window(query) ?? { limit: 0, offset: 0 };
  const [page, sums] = await Promise.all([repo.page(filter, rows.limit, rows.offset), repo.perDay(filter)]);
  const empty = () => ({ salary: 0, dividend: 0, rebate: 0 });
  const byDay = new Map(eachDay(range).map((day) => [day, empty()]));
  const totals = empty();
  for (const row of sums) {
    const amount = Number(row.amount);
    const day = byDay.get(row.day);
    if (day) day[row.kind] += amount;
    totals[row.kind] += amount;
  }
  const total = INCOME_KINDS.filter((kind) => !query.kind || kind === query.kind).reduce(
    (sum, kind) => sum + totals[kind],
    0,
  );
  return {
    ...range,
    list: page.list,
    total: page.total,
    totalPages: pagesOf(page.total, query.pageSize, AGENT_LIST_MAX_ROWS),
    totals: { ...totals, total },
    days: [...byDay].map(([day, figures]) => ({ day, ...figures })),
  };
}

/** Downline transaction details: the downline's money movements other than game rounds. */
export async function teamTransactions(
  db: Db,
  brand: Brand,
  agent: SessionMember,
  query: QueryOf<typeof agentTeamTransactions>,
): Promise<ValueOf<typeof agentTeamTransactions>> {
  const range = reportDays(query, brand.gmtOffsetMinutes);
  const rows = window(query) ?? { limit: 0, offset: 0 };
  const page = await teamTransactionsRepo(db).page(
    {
      merchantId: brand.id,
      agentId: agent.id,
      memberId: await memberFilter(db, agent, query.account),
      type: query.type ?? null,
      ...instantsOf(range, brand.gmtOffsetMinutes),
    },
    rows.limit,
    rows.offset,
  );
  return {
    ...range,
    list: page.list,
    total: page.total,
    totalPages: pagesOf(page.total, query.pageSize, AGENT_LIST_MAX_ROWS),
    totals: page.totals,
  };
}
