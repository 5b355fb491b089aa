import { type BodyInputOf, claimPromotion } from '@arcadia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../api.ts';
import { refreshRewards } from './refresh-rewards.ts';

/** Claims a first-deposit bonus, a rebate or today's check-in. */
export function useClaimPromotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInputOf<typeof claimPromotion>) => call(claimPromotion, { body }),
    onSuccess: () => refreshRewards(client),
  });
}
