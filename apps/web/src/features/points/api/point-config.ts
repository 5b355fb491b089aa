import { pointConfig } from '@arcadia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { POINTS_KEY } from './points-key.ts';

/** The brand's point rule and its rules text in the site language. */
export const pointConfigQuery = (lang: string) =>
  queryOptions({
    queryKey: [...POINTS_KEY, 'config', lang],
    queryFn: ({ signal }) => call(pointConfig, { signal }),
    staleTime: 5 * 60_000,
  });

export const usePointConfig = (lang: string, enabled: boolean) => useQuery({ ...pointConfigQuery(lang), enabled });
