import { type BodyInputOf, redeemReward } from '@arcadia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { POINTS_KEY } from './points-key.ts';

/** Redeems a reward (sealed, with the payment password); balance, stock and history refresh after. */
export function useRedeemReward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInputOf<typeof redeemReward>) => call(redeemReward, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: POINTS_KEY }),
  });
}
