import { cancelDeposit } from '@arcadia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { refreshMoney } from '../../../../lib/balance.ts';
import { depositOrderQuery } from './deposit-order.ts';

/** Cancels a pending order; it leaves the member's pending deposits. */
export function useCancelDeposit(reference: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(cancelDeposit, { params: { reference } }),
    onSuccess: (order) => {
      client.setQueryData(depositOrderQuery(reference).queryKey, order);
      return refreshMoney(client);
    },
  });
}
