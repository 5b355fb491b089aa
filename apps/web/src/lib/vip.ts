import { VIP_RANK_ABOVE, vipInfo } from '@arcadia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api.ts';
import { useAuth } from './auth.ts';

/** The member's VIP rank, totals, the brand's levels and, above rank 4, the VIP service channel. */
export const vipQuery = () =>
  queryOptions({
    queryKey: ['vip'],
    queryFn: ({ signal }) => call(vipInfo, { signal }),
    staleTime: 60_000,
  });

export const useVip = (enabled = true) => {
  const loggedIn = useAuth((state) => state.token !== null);
  return useQuery({ ...vipQuery(), enabled: loggedIn && enabled });
};

/** Whether a rank is served by the VIP customer-service channel (site-shell §6: above 4). */
export const isVipRank = (rankLevel: number | undefined) => rankLevel !== undefined && rankLevel > VIP_RANK_ABOVE;
