import { raffleFairness } from '@arcadia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { PROMOTIONS_KEY } from '../../../lib/rewards/refresh-rewards.ts';

export const raffleFairnessQuery = (promotionId: string) =>
  queryOptions({
    queryKey: [...PROMOTIONS_KEY, 'fairness', promotionId],
    queryFn: ({ signal }) => call(raffleFairness, { query: { promotionId }, signal }),
  });

export const useRaffleFairness = (promotionId: string) => useQuery(raffleFairnessQuery(promotionId));
