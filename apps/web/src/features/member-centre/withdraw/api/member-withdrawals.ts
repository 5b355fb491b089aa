import { memberWithdrawals, type Withdrawal } from '@arcadia/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { MONEY_KEY } from '../../../../lib/balance.ts';

export const WITHDRAWALS_PAGE_SIZE = 10;
/** While a withdrawal is still moving (an operator deciding, paying, the auto-receive clock), the list is asked again this often. */
export const WITHDRAWALS_POLL_MS = 30_000;

const MOVING: readonly Withdrawal['state'][] = ['requested', 'approved', 'paid'];

export const memberWithdrawalsQuery = (pageNo: number) =>
  queryOptions({
    queryKey: [...MONEY_KEY, 'withdrawals', pageNo],
    queryFn: ({ signal }) => call(memberWithdrawals, { query: { pageNo, pageSize: WITHDRAWALS_PAGE_SIZE }, signal }),
  });

export const useMemberWithdrawals = (pageNo: number) =>
  useQuery({
    ...memberWithdrawalsQuery(pageNo),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.list.some((item) => MOVING.includes(item.state)) ? WITHDRAWALS_POLL_MS : false,
  });
