import { revokeMemberSession } from '@arcadia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { memberSessionsQuery } from './member-sessions.ts';

/** Signs one of the member's other browsers out; the list is read again. */
export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(revokeMemberSession, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: memberSessionsQuery().queryKey }),
  });
}
