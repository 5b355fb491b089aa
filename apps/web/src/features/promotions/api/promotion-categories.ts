import { promotionCategories } from '@arcadia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { call } from '../../../lib/api.ts';
import { PROMOTIONS_KEY } from '../../../lib/rewards/refresh-rewards.ts';

export const promotionCategoriesQuery = (lang: string) =>
  queryOptions({
    queryKey: [...PROMOTIONS_KEY, 'categories', lang],
    queryFn: ({ signal }) => call(promotionCategories, { signal }),
    staleTime: 5 * 60_000,
  });

export const usePromotionCategories = () => useQuery(promotionCategoriesQuery(useTranslation().i18n.language));
