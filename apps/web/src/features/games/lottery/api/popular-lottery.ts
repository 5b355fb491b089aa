import { DEVICE, type Language, POPULAR_LOTTERY_COUNT, popularLottery } from '@arcadia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';

/** The most played lotteries of the last day (count 20, site-shell §7). */
export const popularLotteryQuery = (language: Language) =>
  queryOptions({
    queryKey: ['lottery', 'popular', language],
    queryFn: ({ signal }) =>
      call(popularLottery, { query: { count: POPULAR_LOTTERY_COUNT, device: DEVICE, language }, signal }),
    staleTime: 60_000,
  });

export const usePopularLottery = (language: Language) => useQuery(popularLotteryQuery(language));
