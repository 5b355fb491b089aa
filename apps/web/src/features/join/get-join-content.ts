import { helpCenter } from '@arcadia/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';

/** The join page's content: the help centre's join section, in the site language. */
export const joinContentQuery = (lang: string) =>
  queryOptions({
    queryKey: ['help-center', 'join', lang],
    queryFn: ({ signal }) => call(helpCenter, { query: { section: 'join' }, signal }),
    staleTime: 60_000,
    select: (value) => value.topics,
  });
