import { type BodyInputOf, transferToUpline } from '@arcadia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { refreshMoney } from '../../../../lib/balance.ts';

/** Sends money from the main wallet to the member's upline; every money figure refreshes afterwards. */
export function useTransferToUpline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInputOf<typeof transferToUpline>) => call(transferToUpline, { body }),
    // After a failure too: a lost answer may hide a transfer that went through.
    onSettled: () => refreshMoney(client),
  });
}
