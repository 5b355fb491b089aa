import { withdrawSettings } from '@arcadia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { MONEY_KEY } from '../../../../lib/balance.ts';

/**
 * What a withdrawal needs: limits, bound accounts, whether a payment password
 * is set, the main balance. Asked again each time the page opens (no stale
 * time), so a payment password set in My account a moment ago counts.
 */
export const withdrawSettingsQuery = () =>
  queryOptions({
    queryKey: [...MONEY_KEY, 'withdraw-settings'],
    queryFn: ({ signal }) => call(withdrawSettings, { signal }),
  });

export const useWithdrawSettings = () => useQuery(withdrawSettingsQuery());
