import { helpCenter } from '@arcadia/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';

/** The download section of the help centre: the installation tutorials. */
export const downloadTutorialsQuery = (lang: string) =>
  queryOptions({
    queryKey: ['help-center', 'download', lang],
    queryFn: ({ signal }) => call(helpCenter, { query: { section: 'download' }, signal }),
    staleTime: 60_000,
    select: (value) => value.topics,
  });
