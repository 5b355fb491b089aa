import { consolidatedFunds } from '@arcadia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api.ts';
import { MONEY_KEY } from './balance.ts';

/**
 * Total, main, vendor wallets, money held by withdrawals and deposits on their way, and the
 * contract flags that pick the agent centre's salary and dividend entries (shared: lib).
 */
export const consolidatedFundsQuery = () =>
  queryOptions({
    queryKey: [...MONEY_KEY, 'funds'],
    queryFn: ({ signal }) => call(consolidatedFunds, { signal }),
  });

export const useConsolidatedFunds = (enabled = true) => useQuery({ ...consolidatedFundsQuery(), enabled });
