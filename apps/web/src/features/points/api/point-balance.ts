import { pointBalance } from '@arcadia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { POINTS_KEY } from './points-key.ts';

/** The member's points (the server settles what bets earned first). */
export const pointBalanceQuery = () =>
  queryOptions({
    queryKey: [...POINTS_KEY, 'balance'],
    queryFn: ({ signal }) => call(pointBalance, { signal }),
  });

export const usePointBalance = (enabled: boolean) => useQuery({ ...pointBalanceQuery(), enabled });
