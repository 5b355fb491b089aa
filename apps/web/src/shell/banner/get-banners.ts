import { type BannerGroup, bannerList } from '@arcadia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.tsx';
import { call } from '../../lib/api.ts';

/** Banner titles come translated, so each language has its own cache entry. */
export const bannersQuery = (group: BannerGroup, lang: string) =>
  queryOptions({
    queryKey: ['banners', group, lang],
    queryFn: ({ signal }) => call(bannerList, { query: { groupName: group }, signal }),
    staleTime: 5 * 60_000,
  });

export const useBanners = (group: BannerGroup) => useQuery(bannersQuery(group, useTranslation().i18n.language));
