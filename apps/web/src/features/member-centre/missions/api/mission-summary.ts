import { missionSummary } from '@arcadia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { MONEY_KEY } from '../../../../lib/balance.ts';

/** The running missions with the member's progress: under the money key, so bets and deposits refresh it. */
export const missionSummaryQuery = () =>
  queryOptions({
    queryKey: [...MONEY_KEY, 'missions'],
    queryFn: ({ signal }) => call(missionSummary, { signal }),
  });

export const useMissionSummary = () => useQuery(missionSummaryQuery());
