import { agentIncome, type QueryInputOf } from '@arcadia/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { AGENT_KEY } from './agent-keys.ts';

export type IncomeQuery = QueryInputOf<typeof agentIncome>;

/** One page of the agent's income with sums per kind and day. */
export const fetchIncome = (query: IncomeQuery, signal?: AbortSignal) => call(agentIncome, { query, signal });

export const incomeQuery = (query: IncomeQuery) =>
  queryOptions({ queryKey: [...AGENT_KEY, 'income', query], queryFn: ({ signal }) => fetchIncome(query, signal) });

/** Keeps the page on screen while the next one loads. */
export const useIncome = (query: IncomeQuery, enabled = true) =>
  useQuery({ ...incomeQuery(query), enabled, placeholderData: keepPreviousData });
