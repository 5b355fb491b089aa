import { type Language, lotteryMenu } from '@arcadia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';

/** The next draw moves on every interval (one minute for the fastest game): asked again while the page is open. */
export const LOTTERY_REFRESH_MS = 15_000;

/** The brand's Vietnam lotteries by region, each with its next draw; names in the site language. */
export const lotteryMenuQuery = (language: Language) =>
  queryOptions({
    queryKey: ['lottery', 'menu', language],
    queryFn: ({ signal }) => call(lotteryMenu, { query: { language }, signal }),
    refetchInterval: LOTTERY_REFRESH_MS,
  });

export const useLotteryMenu = (language: Language) => useQuery(lotteryMenuQuery(language));
