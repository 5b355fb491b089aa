import { pointRewards } from '@arcadia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { POINTS_KEY } from './points-key.ts';

/** The brand's rewards with stock and availability, in the site language. */
export const pointRewardsQuery = (lang: string) =>
  queryOptions({
    queryKey: [...POINTS_KEY, 'rewards', lang],
    queryFn: ({ signal }) => call(pointRewards, { signal }),
  });

export const usePointRewards = (lang: string, enabled: boolean) => useQuery({ ...pointRewardsQuery(lang), enabled });
