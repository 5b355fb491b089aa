import { agentTeamTransactions, type QueryInputOf } from '@arcadia/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { AGENT_KEY } from './agent-keys.ts';

export type TeamTransactionsQuery = QueryInputOf<typeof agentTeamTransactions>;

/** One page of the downline's money movements with totals. */
export const fetchTeamTransactions = (query: TeamTransactionsQuery, signal?: AbortSignal) =>
  call(agentTeamTransactions, { query, signal });

export const teamTransactionsQuery = (query: TeamTransactionsQuery) =>
  queryOptions({
    queryKey: [...AGENT_KEY, 'team-transactions', query],
    queryFn: ({ signal }) => fetchTeamTransactions(query, signal),
  });

/** Keeps the page on screen while the next one loads. */
export const useTeamTransactions = (query: TeamTransactionsQuery, enabled = true) =>
  useQuery({ ...teamTransactionsQuery(query), enabled, placeholderData: keepPreviousData });
