import { claimMission } from '@arcadia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { refreshMoney } from '../../../../lib/balance.ts';

/** Claims a mission's reward: the balance, the missions, the leaderboard and the badges are read again. */
export function useClaimMission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (missionId: number) => call(claimMission, { body: { missionId } }),
    onSettled: () => refreshMoney(client),
  });
}
