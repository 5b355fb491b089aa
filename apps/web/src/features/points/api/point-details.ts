import { pointDetails, type QueryInputOf } from '@arcadia/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { POINTS_KEY } from './points-key.ts';

export type PointDetailsQuery = QueryInputOf<typeof pointDetails>;

/** One page of the points ledger for these filters, newest first. */
export const pointDetailsQuery = (query: PointDetailsQuery) =>
  queryOptions({
    queryKey: [...POINTS_KEY, 'details', query],
    queryFn: ({ signal }) => call(pointDetails, { query, signal }),
  });

export const usePointDetails = (query: PointDetailsQuery, enabled: boolean) =>
  useQuery({ ...pointDetailsQuery(query), enabled, placeholderData: keepPreviousData });
