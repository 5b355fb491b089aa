import { revokeOtherSessions } from '@arcadia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { memberSessionsQuery } from './member-sessions.ts';

/** Signs out every browser of the member but this one; the list is read again. */
export function useRevokeOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(revokeOtherSessions),
    onSettled: () => client.invalidateQueries({ queryKey: memberSessionsQuery().queryKey }),
  });
}
