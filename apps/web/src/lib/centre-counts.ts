import { unreadCount } from '@arcadia/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api.ts';
import { useAuth } from './auth.ts';

/** How often an open page asks again for the badge counts (also on focus, and after any change of ours). */
export const COUNTS_REFRESH_MS = 60_000;

/**
 * The member-centre badge counts (claimable missions, unread messages, rewards to
 * claim) from one call, shared by the avatar in the header and the centre's menu.
 */
export const centreCountsQuery = () =>
  queryOptions({
    queryKey: ['centre-counts'],
    queryFn: ({ signal }) => call(unreadCount, { signal }),
    staleTime: 10_000,
    refetchInterval: COUNTS_REFRESH_MS,
    refetchOnWindowFocus: true,
    // A failed count shows no badge rather than a guess.
    retry: false,
  });

/** The counts while logged in; nothing is asked for a visitor. */
export const useBadgeCounts = () => {
  const enabled = useAuth((state) => state.token !== null && !state.mustChangePassword);
  return useQuery({ ...centreCountsQuery(), enabled });
};

/** After reading a message, claiming a mission or a reward: the badges are asked for again. */
export const refreshCounts = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: centreCountsQuery().queryKey });
