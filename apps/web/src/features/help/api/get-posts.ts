import { helpPosts, POST_PAGE_SIZE } from '@arcadia/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { call } from '../../../lib/api.ts';

/** One page of news and blog posts, newest first. */
export const postsQuery = (pageNo: number, lang: string) =>
  queryOptions({
    queryKey: ['help-posts', pageNo, lang],
    queryFn: ({ signal }) => call(helpPosts, { query: { pageNo, pageSize: POST_PAGE_SIZE }, signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const usePosts = (pageNo: number) => useQuery(postsQuery(pageNo, useTranslation().i18n.language));
