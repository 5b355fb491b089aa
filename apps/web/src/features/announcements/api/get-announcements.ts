import {
  ANNOUNCEMENT_PLATFORM,
  ANNOUNCEMENT_TYPES,
  announcementList,
  DEFAULT_EXECUTION,
  NOTICE_PAGE_SIZE,
} from '@arcadia/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { call } from '../../../lib/api.ts';

/** One page of announcements of every type, as the popup and notice page list them. */
export const announcementsQuery = (pageNo: number, lang: string) =>
  queryOptions({
    queryKey: ['announcements', 'all', pageNo, lang],
    queryFn: ({ signal }) =>
      call(announcementList, {
        query: {
          types: ANNOUNCEMENT_TYPES.join(','),
          execution: DEFAULT_EXECUTION,
          platform: ANNOUNCEMENT_PLATFORM,
          pageNo,
          pageSize: NOTICE_PAGE_SIZE,
        },
        signal,
      }),
    staleTime: 60_000,
    // The old page stays up while the next one loads, so the layout does not jump.
    placeholderData: keepPreviousData,
  });

export const useAnnouncements = (pageNo: number) =>
  useQuery(announcementsQuery(pageNo, useTranslation().i18n.language));
