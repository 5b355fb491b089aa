import { betRecords, type QueryInputOf } from '@arcadia/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { MONEY_KEY } from '../../../../lib/balance.ts';

export type BetRecordsQuery = QueryInputOf<typeof betRecords>;

/** One page of the betting record with the totals of everything the filters match; refreshed with the money. */
export const betRecordsQuery = (query: BetRecordsQuery) =>
  queryOptions({
    queryKey: [...MONEY_KEY, 'bets', query],
    queryFn: ({ signal }) => call(betRecords, { query, signal }),
  });

/** Keeps the page on screen while the next one loads. */
export const useBetRecords = (query: BetRecordsQuery, enabled: boolean) =>
  useQuery({ ...betRecordsQuery(query), enabled, placeholderData: keepPreviousData });
