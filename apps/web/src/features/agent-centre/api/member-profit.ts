import { agentMemberProfit, type QueryInputOf } from '@arcadia/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { AGENT_KEY } from './agent-keys.ts';

export type MemberProfitQuery = QueryInputOf<typeof agentMemberProfit>;

/** One page of profit and loss per downline member with totals. */
export const fetchMemberProfit = (query: MemberProfitQuery, signal?: AbortSignal) =>
  call(agentMemberProfit, { query, signal });

export const memberProfitQuery = (query: MemberProfitQuery) =>
  queryOptions({
    queryKey: [...AGENT_KEY, 'member-profit', query],
    queryFn: ({ signal }) => fetchMemberProfit(query, signal),
  });

/** Keeps the page on screen while the next one loads. */
export const useMemberProfit = (query: MemberProfitQuery, enabled = true) =>
  useQuery({ ...memberProfitQuery(query), enabled, placeholderData: keepPreviousData });
