import { promotionList } from '@arcadia/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { call } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/auth.ts';
import { PROMOTIONS_KEY } from '../../../lib/rewards/refresh-rewards.ts';

/** One category's promotions (all of them without one); a member's copy carries their states. */
export const promotionListQuery = (categoryId: string | null, lang: string, member: boolean) =>
  queryOptions({
    queryKey: [...PROMOTIONS_KEY, 'list', categoryId, lang, member],
    queryFn: ({ signal }) =>
      call(promotionList, { query: { ...(categoryId ? { categoryId } : {}), pageSize: 50 }, signal }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export function usePromotionList(categoryId: string | null) {
  const member = useAuth((state) => state.token !== null);
  return useQuery(promotionListQuery(categoryId, useTranslation().i18n.language, member));
}
