import { liveChatSend } from '@arcadia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { chatMessagesQuery } from './get-chat-messages.ts';

/** Sends one message to customer service, then reads the thread again. */
export function useSendChatMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => call(liveChatSend, { body: { text } }),
    onSuccess: () => client.invalidateQueries({ queryKey: chatMessagesQuery().queryKey }),
  });
}
