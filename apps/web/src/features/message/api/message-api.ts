import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageCount, MessageDetail, MessageListBody, MessagePage } from '@mall/shared';
import { listKeys } from '@mall/client-kit';
import { http } from '@/lib/request';
import { userStore } from '@/lib/user-store';

/** The message calls; every answer that carries the unread count feeds the red dot. */
export const messageKeys = listKeys<MessageListBody>('messages');

const messageListQueryOptions = (body: MessageListBody) =>
  queryOptions({
    queryKey: messageKeys.list(body),
    queryFn: async () => {
      const page = await http.post<MessagePage>('/api/system-message/getMessageList', {
        ...body,
        applicationType: 1,
      });
      userStore.setMessageNum(page.unread);
      return page;
    },
    placeholderData: keepPreviousData,
  });
export const useMessageList = (body: MessageListBody) => useQuery(messageListQueryOptions(body));

/** Opens a message (the server marks it read), then refreshes the unread count (spec: sends id 1). */
export async function getMessageDetail(id: number): Promise<MessageDetail> {
  const detail = await http.post<MessageDetail>('/api/system-message/getMessageDetail', { id });
  const count = await http.post<MessageCount>(
    '/api/system-message/getMessageCount',
    { id: 1 },
    { silent: true },
  );
  userStore.setMessageNum(count.messageNum);
  return detail;
}

export async function batchReadMessages(ids: number[] | 'all'): Promise<void> {
  const body = ids === 'all' ? { all: 1 } : { ids };
  const { messageNum } = await http.post<MessageCount>('/api/system-message/batchReadMessage', body);
  userStore.setMessageNum(messageNum);
}

export async function deleteMessages(ids: number[]): Promise<void> {
  const { messageNum } = await http.post<MessageCount>('/api/system-message/deleteMessages', { ids });
  userStore.setMessageNum(messageNum);
}
