import { consolidatedFunds } from '@arcadia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { MONEY_KEY } from '../../../lib/balance.ts';

/**
 * The member's consolidated funds, which carry the contract flags (endpoints §2:
 * dailysalreqtype, divtypereq, contracthoursalreq, realtimesalreqtype and the info flags)
 * that choose the agent centre's salary and dividend entries. Same key as the wallet's.
 */
export const consolidatedFundsQuery = () =>
  queryOptions({
    queryKey: [...MONEY_KEY, 'funds'],
    queryFn: ({ signal }) => call(consolidatedFunds, { signal }),
  });

export const useConsolidatedFunds = (enabled: boolean) => useQuery({ ...consolidatedFundsQuery(), enabled });
