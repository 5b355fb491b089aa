import { merchantWallet } from '@arcadia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { MONEY_KEY } from '../../../../lib/balance.ts';

/** The brand's wallet mode and the member's main and vendor wallets. */
export const merchantWalletQuery = () =>
  queryOptions({
    queryKey: [...MONEY_KEY, 'merchant-wallet'],
    queryFn: ({ signal }) => call(merchantWallet, { signal }),
  });

export const useMerchantWallet = () => useQuery(merchantWalletQuery());
