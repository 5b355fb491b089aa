import { consolidatedFunds } from '@arcadia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { MONEY_KEY } from '../../../../lib/balance.ts';

/** Total, main, vendor wallets, money held by withdrawals and deposits on their way. */
export const consolidatedFundsQuery = () =>
  queryOptions({
    queryKey: [...MONEY_KEY, 'funds'],
    queryFn: ({ signal }) => call(consolidatedFunds, { signal }),
  });

export const useConsolidatedFunds = () => useQuery(consolidatedFundsQuery());
