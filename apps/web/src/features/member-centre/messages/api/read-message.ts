import { readAllMessages, readMessage } from '@arcadia/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { refreshCounts } from '../../../../lib/centre-counts.ts';
import { MESSAGES_KEY } from './message-list.ts';

const refresh = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: MESSAGES_KEY }), refreshCounts(client)]);

/** Opens a message: marked read, then the lists and the badges are read again. */
export function useReadMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(readMessage, { body: { id } }),
    onSettled: () => refresh(client),
  });
}

/** Marks every message read. */
export function useReadAllMessages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(readAllMessages),
    onSettled: () => refresh(client),
  });
}
