import { memberInfo } from '@arcadia/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, call } from './api.ts';
import { clearSession, useAuth } from './auth.ts';

/** The logged-in member (start-up loads it when a token exists). */
export const memberInfoQuery = () =>
  queryOptions({
    queryKey: ['member-info'],
    queryFn: ({ signal }) => call(memberInfo, { signal }),
    staleTime: 60_000,
  });

export const hasToken = () => useAuth.getState().token !== null;

/** The member, or undefined for a visitor (no request is made without a token). */
export const useMember = () => {
  const enabled = useAuth((state) => state.token !== null);
  return useQuery({ ...memberInfoQuery(), enabled });
};

/**
 * Start-up with a stored token: member info loads; a 401 means the session
 * ended elsewhere, so the stale token is forgotten. Member info also keeps the
 * stored account name and type current.
 */
export function useRestoredSession(): void {
  const queryClient = useQueryClient();
  const { data, error } = useMember();
  useEffect(() => {
    if (error instanceof ApiError && error.status === 401) clearSession(queryClient);
  }, [error, queryClient]);
  useEffect(() => {
    if (!data) return;
    const { account, isAgent } = useAuth.getState();
    if (account !== data.account || isAgent !== data.type) useAuth.getState().syncMember(data.account, data.type);
  }, [data]);
}
