import { joinPromotion } from '@arcadia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { refreshRewards } from '../../../lib/rewards/refresh-rewards.ts';

/** Joins a raffle: its tickets start counting and its seed pair is committed. */
export function useJoinPromotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (promotionId: string) => call(joinPromotion, { body: { promotionId } }),
    onSuccess: () => refreshRewards(client),
  });
}
