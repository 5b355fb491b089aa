import { winnerBoard } from '@arcadia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.tsx';
import { call } from '../../lib/api.ts';

export const WINNERS_SHOWN = 10;

/** The winners board (the platform's `ODSFE2_getWinnerBoard`): the week's largest wins, names masked. */
export const winnerBoardQuery = (lang: string) =>
  queryOptions({
    queryKey: ['winner-board', lang],
    queryFn: ({ signal }) => call(winnerBoard, { query: { size: WINNERS_SHOWN }, signal }),
    staleTime: 60_000,
    select: (value) => value.list.map((item) => item.vo),
  });

export const useWinnerBoard = () => useQuery(winnerBoardQuery(useTranslation().i18n.language));
