import { rewardCenter } from '@arcadia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/react.tsx';
import { call } from '../../../../lib/api.ts';
import { MONEY_KEY } from '../../../../lib/balance.ts';

/** What can be claimed now; asked again whenever money moves (a bet settles a rebate's worth, a claim pays). */
export const rewardCenterQuery = (lang: string) =>
  queryOptions({
    queryKey: [...MONEY_KEY, 'reward-center', lang],
    queryFn: ({ signal }) => call(rewardCenter, { signal }),
  });

export const useRewardCenter = () => useQuery(rewardCenterQuery(useTranslation().i18n.language));
