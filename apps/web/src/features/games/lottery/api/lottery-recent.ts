import { type Language, lotteryMenuRecent } from '@arcadia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';

const RECENT_COUNT = 10;

/** The lotteries this member played last (members only). */
export const lotteryRecentQuery = (language: Language) =>
  queryOptions({
    queryKey: ['lottery', 'recent', language],
    queryFn: ({ signal }) => call(lotteryMenuRecent, { query: { language, count: RECENT_COUNT }, signal }),
  });

export const useLotteryRecent = (language: Language, enabled: boolean) =>
  useQuery({ ...lotteryRecentQuery(language), enabled });
