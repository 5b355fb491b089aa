import { rotateRaffleSeed } from '@arcadia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { raffleFairnessQuery } from './raffle-fairness.ts';

/** Reveals the server seed in use and starts a new pair (with the member's own client seed when given). */
export function useRotateRaffleSeed(promotionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed: string) =>
      call(rotateRaffleSeed, { body: { promotionId, ...(clientSeed ? { clientSeed } : {}) } }),
    onSuccess: (value) => client.setQueryData(raffleFairnessQuery(promotionId).queryKey, value),
  });
}
