import { walletBalance } from '@arcadia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** The wallet balance in minor units (the money feature serves it; until then the slot stays empty). */
export const balanceQuery = () =>
  queryOptions({
    queryKey: ['balance'],
    queryFn: ({ signal }) => call(walletBalance, { signal }),
    staleTime: 15_000,
    // Failing: the slot stays empty rather than guessing.
    retry: false,
  });

export const useBalance = (enabled: boolean) => useQuery({ ...balanceQuery(), enabled });
