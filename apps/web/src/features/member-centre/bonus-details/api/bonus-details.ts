import { bonusDetails } from '@arcadia/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/react.tsx';
import { call } from '../../../../lib/api.ts';
import { MONEY_KEY } from '../../../../lib/balance.ts';

/** One page of the member's bonuses; under the money key, so any claim or payment refreshes it. */
export const bonusDetailsQuery = (pageNo: number, lang: string) =>
  queryOptions({
    queryKey: [...MONEY_KEY, 'bonus-details', pageNo, lang],
    queryFn: ({ signal }) => call(bonusDetails, { query: { pageNo, pageSize: 10 }, signal }),
    placeholderData: keepPreviousData,
  });

export const useBonusDetails = (pageNo: number) => useQuery(bonusDetailsQuery(pageNo, useTranslation().i18n.language));
