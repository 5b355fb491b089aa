import { type BodyInputOf, transferToDownline } from '@arcadia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { refreshMoney } from '../../../../lib/balance.ts';

/** An agent sends money from their main wallet to a member of their downline. */
export function useTransferToDownline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInputOf<typeof transferToDownline>) => call(transferToDownline, { body }),
    // After a failure too: a lost answer may hide a transfer that went through.
    onSettled: () => refreshMoney(client),
  });
}
