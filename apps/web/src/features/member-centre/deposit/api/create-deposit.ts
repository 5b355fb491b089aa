import { type BodyInputOf, createDeposit } from '@arcadia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { refreshMoney } from '../../../../lib/balance.ts';

/** Opens a deposit order; the pending deposit shows in the member's funds, so money queries refresh. */
export function useCreateDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInputOf<typeof createDeposit>) => call(createDeposit, { body }),
    onSuccess: () => refreshMoney(client),
  });
}
