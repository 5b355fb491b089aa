import { personalProfit, type QueryInputOf } from '@arcadia/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { MONEY_KEY } from '../../../../lib/balance.ts';

export type PersonalProfitQuery = QueryInputOf<typeof personalProfit>;

/** The member's profit and loss over a range, per day or per category; refreshed with the money. */
export const personalProfitQuery = (query: PersonalProfitQuery) =>
  queryOptions({
    queryKey: [...MONEY_KEY, 'profit', query],
    queryFn: ({ signal }) => call(personalProfit, { query, signal }),
  });

export const usePersonalProfit = (query: PersonalProfitQuery, enabled: boolean) =>
  useQuery({ ...personalProfitQuery(query), enabled, placeholderData: keepPreviousData });
