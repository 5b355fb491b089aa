import { type Language, vietnamOpenedNumbers } from '@arcadia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { LOTTERY_REFRESH_MS } from './lottery-menu.ts';

/** Latest results shown on the board. */
export const OPENED_COUNT = 20;

/** The latest drawn results (special prize) of the brand's lotteries, newest first; one game's when given. */
export const openedNumbersQuery = (language: Language, gameCode?: string) =>
  queryOptions({
    queryKey: ['lottery', 'opened', language, gameCode ?? null],
    queryFn: ({ signal }) => call(vietnamOpenedNumbers, { query: { count: OPENED_COUNT, gameCode, language }, signal }),
    refetchInterval: LOTTERY_REFRESH_MS,
  });

export const useOpenedNumbers = (language: Language, gameCode?: string) =>
  useQuery(openedNumbersQuery(language, gameCode));
