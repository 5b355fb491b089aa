import { CHAT_POLL_MS, liveChatMessages } from '@arcadia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** This member's (or browser's) live-chat thread, asked again every few seconds while it is open on screen. */
export const chatMessagesQuery = () =>
  queryOptions({
    queryKey: ['live-chat'],
    queryFn: ({ signal }) => call(liveChatMessages, { signal }),
    refetchInterval: CHAT_POLL_MS,
    refetchIntervalInBackground: false,
  });

export const useChatMessages = () => useQuery(chatMessagesQuery());
