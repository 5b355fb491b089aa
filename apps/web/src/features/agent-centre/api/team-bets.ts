import { agentTeamBets, type QueryInputOf } from '@arcadia/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { AGENT_KEY } from './agent-keys.ts';

export type TeamBetsQuery = QueryInputOf<typeof agentTeamBets>;

/** One page of the downline's bets with totals. */
export const fetchTeamBets = (query: TeamBetsQuery, signal?: AbortSignal) => call(agentTeamBets, { query, signal });

export const teamBetsQuery = (query: TeamBetsQuery) =>
  queryOptions({ queryKey: [...AGENT_KEY, 'team-bets', query], queryFn: ({ signal }) => fetchTeamBets(query, signal) });

/** Keeps the page on screen while the next one loads. */
export const useTeamBets = (query: TeamBetsQuery, enabled = true) =>
  useQuery({ ...teamBetsQuery(query), enabled, placeholderData: keepPreviousData });
