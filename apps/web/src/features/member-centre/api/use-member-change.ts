import type { BodyInputOf, EndpointDef, ValueOf } from '@arcadia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { memberInfoQuery } from '../../../lib/member.ts';

/**
 * A call that changes the member (profile, passwords, bindings, authenticator):
 * afterwards the member info is fetched again so every screen shows the change.
 * Steps that change nothing yet (sending a code, a new authenticator secret)
 * pass `refresh: false`. Encrypted endpoints are sealed by `call()` itself.
 */
export function useMemberChange<E extends EndpointDef>(def: E, { refresh = true } = {}) {
  const client = useQueryClient();
  return useMutation<ValueOf<E>, Error, BodyInputOf<E>>({
    mutationFn: (body) => call(def, body === undefined ? {} : { body }),
    onSuccess: () => (refresh ? client.invalidateQueries({ queryKey: memberInfoQuery().queryKey }) : undefined),
  });
}
