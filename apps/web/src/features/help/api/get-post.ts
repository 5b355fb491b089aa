import { helpPost } from '@arcadia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { call } from '../../../lib/api.ts';

/** One news or blog post with its content. */
export const postQuery = (id: number, lang: string) =>
  queryOptions({
    queryKey: ['help-post', id, lang],
    queryFn: ({ signal }) => call(helpPost, { params: { id: String(id) }, signal }),
    staleTime: 60_000,
  });

export const usePost = (id: number) => useQuery(postQuery(id, useTranslation().i18n.language));
