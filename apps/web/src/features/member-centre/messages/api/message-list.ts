import { messageList } from '@arcadia/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';

/** Every list of the member's messages sits under this key: reading one refreshes them all. */
export const MESSAGES_KEY = ['platform-messages'] as const;

export const messageListQuery = (query: { unread: boolean; pageNo: number }) =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, query],
    queryFn: ({ signal }) =>
      call(messageList, {
        query: { unread: query.unread ? 'true' : 'false', pageNo: query.pageNo, pageSize: 10 },
        signal,
      }),
  });

export const useMessageList = (query: { unread: boolean; pageNo: number }) =>
  useQuery({ ...messageListQuery(query), placeholderData: keepPreviousData });
