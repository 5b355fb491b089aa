import { type BodyInputOf, claimRafflePromotion } from '@arcadia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../api.ts';
import { refreshRewards } from './refresh-rewards.ts';

/** Spends one raffle ticket: the server draws and pays; the answer carries the draw to show. */
export function useClaimRaffle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInputOf<typeof claimRafflePromotion>) => call(claimRafflePromotion, { body }),
    onSuccess: () => refreshRewards(client),
  });
}
