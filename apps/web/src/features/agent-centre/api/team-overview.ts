import { agentTeamOverview, type QueryInputOf } from '@arcadia/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { AGENT_KEY } from './agent-keys.ts';

export type TeamOverviewQuery = QueryInputOf<typeof agentTeamOverview>;

/** The team's figures over the days, in total and per day. */
export const fetchTeamOverview = (query: TeamOverviewQuery, signal?: AbortSignal) =>
  call(agentTeamOverview, { query, signal });

export const teamOverviewQuery = (query: TeamOverviewQuery) =>
  queryOptions({
    queryKey: [...AGENT_KEY, 'team-overview', query],
    queryFn: ({ signal }) => fetchTeamOverview(query, signal),
  });

/** Keeps the page on screen while the next one loads. */
export const useTeamOverview = (query: TeamOverviewQuery, enabled = true) =>
  useQuery({ ...teamOverviewQuery(query), enabled, placeholderData: keepPreviousData });
