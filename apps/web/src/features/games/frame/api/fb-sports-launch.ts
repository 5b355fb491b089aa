import { launchFbSports, type QueryInputOf } from '@arcadia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';

type FbQuery = QueryInputOf<typeof launchFbSports>;

/**
 * The FB sports address. A launch address carries a single-use token, so it is
 * asked for once per visit and never reused from the cache or retried.
 */
export const fbSportsLaunchQuery = (query: FbQuery) =>
  queryOptions({
    queryKey: ['game-launch', 'fb', query],
    queryFn: ({ signal }) => call(launchFbSports, { query, signal }),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });

export const useFbSportsLaunch = (query: FbQuery, enabled: boolean) =>
  useQuery({ ...fbSportsLaunchQuery(query), enabled });
