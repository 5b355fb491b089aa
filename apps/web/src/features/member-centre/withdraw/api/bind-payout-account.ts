import { type BodyInputOf, bindPayoutAccount } from '@arcadia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { refreshMoney } from '../../../../lib/balance.ts';

/** Binds a bank account to withdraw to; the settings (its account list) are fetched again. */
export function useBindPayoutAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInputOf<typeof bindPayoutAccount>) => call(bindPayoutAccount, { body }),
    onSuccess: () => refreshMoney(client),
  });
}
