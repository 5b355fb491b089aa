import { agentTeamMembers, type QueryInputOf } from '@arcadia/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { AGENT_KEY } from './agent-keys.ts';

export type TeamMembersQuery = QueryInputOf<typeof agentTeamMembers>;

/** One page of the agent's downline with totals and what may be changed. */
export const fetchTeamMembers = (query: TeamMembersQuery, signal?: AbortSignal) =>
  call(agentTeamMembers, { query, signal });

export const teamMembersQuery = (query: TeamMembersQuery) =>
  queryOptions({
    queryKey: [...AGENT_KEY, 'team-members', query],
    queryFn: ({ signal }) => fetchTeamMembers(query, signal),
  });

/** Keeps the page on screen while the next one loads. */
export const useTeamMembers = (query: TeamMembersQuery, enabled = true) =>
  useQuery({ ...teamMembersQuery(query), enabled, placeholderData: keepPreviousData });
