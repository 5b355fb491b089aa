import { announcementList } from '@arcadia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.tsx';
import { call } from '../../lib/api.ts';

/** The newest general (type B) notices for the home notice bar. */
export const barNoticesQuery = (lang: string) =>
  queryOptions({
    queryKey: ['notices', 'bar', lang],
    queryFn: ({ signal }) => call(announcementList, { query: { types: 'B', pageNo: 1, pageSize: 20 }, signal }),
    staleTime: 60_000,
  });

export const useBarNotices = () => useQuery(barNoticesQuery(useTranslation().i18n.language));
