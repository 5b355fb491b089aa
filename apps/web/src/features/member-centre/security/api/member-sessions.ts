import { memberSessions } from '@arcadia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';

/** The member's signed-in browsers ("My account"). */
export const memberSessionsQuery = () =>
  queryOptions({
    queryKey: ['member-sessions'],
    queryFn: ({ signal }) => call(memberSessions, { signal }),
  });

export const useMemberSessions = () => useQuery(memberSessionsQuery());
