import { memberDeposits } from '@arcadia/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { MONEY_KEY } from '../../../../lib/balance.ts';

export const DEPOSITS_PAGE_SIZE = 10;

/** One page of the member's deposit orders, newest first. */
export const memberDepositsQuery = (pageNo: number) =>
  queryOptions({
    queryKey: [...MONEY_KEY, 'deposits', pageNo],
    queryFn: ({ signal }) => call(memberDeposits, { query: { pageNo, pageSize: DEPOSITS_PAGE_SIZE }, signal }),
  });

// The previous page stays on screen while the next loads, so the table does not jump.
export const useMemberDeposits = (pageNo: number) =>
  useQuery({ ...memberDepositsQuery(pageNo), placeholderData: keepPreviousData });
