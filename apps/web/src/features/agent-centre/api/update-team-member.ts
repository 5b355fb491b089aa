import { agentUpdateTeamMember, type BodyInputOf } from '@arcadia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { AGENT_KEY } from './agent-keys.ts';

export type TeamMemberChange = BodyInputOf<typeof agentUpdateTeamMember>;

/** Changes a direct downline's state or rights; the team lists refresh. */
export function useUpdateTeamMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ account, change }: { account: string; change: TeamMemberChange }) =>
      call(agentUpdateTeamMember, { params: { account }, body: change }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...AGENT_KEY, 'team-members'] }),
  });
}
