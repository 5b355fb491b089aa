import { type BodyInputOf, requestWithdrawal } from '@arcadia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { refreshMoney } from '../../../../lib/balance.ts';

/** Requests a withdrawal; the amount is held at once, so the balance and money pages refresh. */
export function useRequestWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInputOf<typeof requestWithdrawal>) => call(requestWithdrawal, { body }),
    onSuccess: () => refreshMoney(client),
  });
}
