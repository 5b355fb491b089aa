import { type DepositOrder, depositOrder } from '@arcadia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { MONEY_KEY } from '../../../../lib/balance.ts';

/** A gateway answers within seconds; a bank transfer waits for an operator, so it is asked less often. */
export const POLL_MS = { gateway: 2_000, bank: 10_000 } as const;
/** Polling stops after this long; the member can still ask again. */
export const POLL_FOR_MS = 5 * 60_000;

export const depositOrderQuery = (reference: string) =>
  queryOptions({
    queryKey: [...MONEY_KEY, 'deposit', reference],
    queryFn: ({ signal }) => call(depositOrder, { params: { reference }, signal }),
  });

/** When to ask again: only while the order is pending, and only for a while after it was opened here. */
export const pollDelay = (order: DepositOrder | undefined, since: number, now = Date.now()): number | false =>
  order?.state === 'pending' && now - since < POLL_FOR_MS ? POLL_MS[order.kind] : false;

/** One order, polled while it is pending (the gateway's notice or the operator credits it). */
export const useDepositOrder = (reference: string, since: number) =>
  useQuery({ ...depositOrderQuery(reference), refetchInterval: (query) => pollDelay(query.state.data, since) });
