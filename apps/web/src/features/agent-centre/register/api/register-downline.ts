import { type BodyInputOf, registerDownline } from '@arcadia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { CONTRACTS_KEY } from '../../../../lib/contracts.ts';

export type DownlineRegistration = BodyInputOf<typeof registerDownline>;

/** registerCenter: opens an account below the agent (sealed: it carries passwords); contract lists then reload. */
export function useRegisterDownline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DownlineRegistration) => call(registerDownline, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: CONTRACTS_KEY }),
  });
}
