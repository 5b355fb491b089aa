import { depositChannels } from '@arcadia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { MONEY_KEY } from '../../../../lib/balance.ts';

/** The brand's open deposit channels with their limits. */
export const depositChannelsQuery = () =>
  queryOptions({
    queryKey: [...MONEY_KEY, 'deposit-channels'],
    queryFn: ({ signal }) => call(depositChannels, { signal }),
    staleTime: 60_000,
  });

export const useDepositChannels = () => useQuery(depositChannelsQuery());
