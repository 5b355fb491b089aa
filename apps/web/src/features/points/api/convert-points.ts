import { type BodyInputOf, convertPoints } from '@arcadia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { refreshMoney } from '../../../lib/balance.ts';
import { POINTS_KEY } from './points-key.ts';

/** Converts points into wallet money (sealed, with the payment password); points and money refresh after. */
export function useConvertPoints() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInputOf<typeof convertPoints>) => call(convertPoints, { body }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: POINTS_KEY }), refreshMoney(client)]),
  });
}
