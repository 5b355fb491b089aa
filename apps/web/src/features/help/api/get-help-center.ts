import { type HelpSection, helpCenter } from '@arcadia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { call } from '../../../lib/api.ts';

/** The help centre's articles (all help sections, or one section) in the site language. */
export const helpCenterQuery = (lang: string, section?: HelpSection) =>
  queryOptions({
    queryKey: ['help-center', section ?? 'all', lang],
    queryFn: ({ signal }) => call(helpCenter, { query: section ? { section } : {}, signal }),
    staleTime: 60_000,
    select: (value) => value.topics,
  });

export const useHelpCenter = (section?: HelpSection) =>
  useQuery(helpCenterQuery(useTranslation().i18n.language, section));
