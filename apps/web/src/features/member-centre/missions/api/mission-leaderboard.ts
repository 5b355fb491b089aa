import { type MISSION_BOARD_PERIODS, missionLeaderboard } from '@arcadia/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { MONEY_KEY } from '../../../../lib/balance.ts';

export type BoardPeriod = (typeof MISSION_BOARD_PERIODS)[number];

/** The mission leaderboard of this week or month; a claim changes it, so it lives under the money key. */
export const missionBoardQuery = (period: BoardPeriod) =>
  queryOptions({
    queryKey: [...MONEY_KEY, 'mission-board', period],
    queryFn: ({ signal }) => call(missionLeaderboard, { query: { period, size: 10 }, signal }),
  });

export const useMissionBoard = (period: BoardPeriod) =>
  useQuery({ ...missionBoardQuery(period), placeholderData: keepPreviousData });
