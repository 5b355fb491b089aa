import { memberTransactions, type QueryInputOf } from '@arcadia/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { MONEY_KEY } from '../../../../lib/balance.ts';

export type TransactionsQuery = QueryInputOf<typeof memberTransactions>;

/** One page of the account record for these filters, newest first. */
export const memberTransactionsQuery = (query: TransactionsQuery) =>
  queryOptions({
    queryKey: [...MONEY_KEY, 'transactions', query],
    queryFn: ({ signal }) => call(memberTransactions, { query, signal }),
  });

/** Keeps the page on screen while the next one loads, so paging does not flash empty. */
export const useMemberTransactions = (query: TransactionsQuery, enabled: boolean) =>
  useQuery({ ...memberTransactionsQuery(query), enabled, placeholderData: keepPreviousData });
