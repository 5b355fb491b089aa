import { promotionDetail } from '@arcadia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { call } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/auth.ts';
import { PROMOTIONS_KEY } from '../../../lib/rewards/refresh-rewards.ts';

export const promotionDetailQuery = (id: string, lang: string, member: boolean) =>
  queryOptions({
    queryKey: [...PROMOTIONS_KEY, 'detail', id, lang, member],
    queryFn: ({ signal }) => call(promotionDetail, { query: { id }, signal }),
    staleTime: 15_000,
  });

export function usePromotionDetail(id: string) {
  const member = useAuth((state) => state.token !== null);
  return useQuery({
    ...promotionDetailQuery(id, useTranslation().i18n.language, member),
    enabled: /^\d{1,9}$/.test(id),
  });
}
