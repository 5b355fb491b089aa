import { agentAnnouncements, type QueryInputOf } from '@arcadia/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { AGENT_KEY } from './agent-keys.ts';

export type AgentAnnouncementsQuery = QueryInputOf<typeof agentAnnouncements>;

/** One page of announcements for agents. */
export const fetchAgentAnnouncements = (query: AgentAnnouncementsQuery, signal?: AbortSignal) =>
  call(agentAnnouncements, { query, signal });

export const agentAnnouncementsQuery = (query: AgentAnnouncementsQuery) =>
  queryOptions({
    queryKey: [...AGENT_KEY, 'agent-announcements', query],
    queryFn: ({ signal }) => fetchAgentAnnouncements(query, signal),
  });

/** Keeps the page on screen while the next one loads. */
export const useAgentAnnouncements = (query: AgentAnnouncementsQuery, enabled = true) =>
  useQuery({ ...agentAnnouncementsQuery(query), enabled, placeholderData: keepPreviousData });
