import {
  messageCount,
  messageCountBody,
  messageDetail,
  messageDetailBody,
  messageIdsBody,
  messageListBody,
  messagePage,
} from '@mall/shared';
import { guardedRoutes } from '../../../lib/route-options';
import { routeKit } from '../../../lib/route-kit';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer } from '../../../plugins/auth';
import type { MessageService } from './message.service';

const buyerCall = guardedRoutes(requireBuyer, 'system-message');

/** The message calls (Messages); every one is the signed-in buyer's own. */
export function messageRoutes(app: App, deps: { messages: MessageService }) {
  const { messages } = deps;
  /** The messages a batch call names: the listed ids, or all of the buyer's (`all: 1`). */
  const named = (body: { ids?: number[]; all?: number }): number[] | 'all' =>
    body.all === 1 ? 'all' : (body.ids ?? []);

  const buyer = routeKit(app, buyerCall, (request) => currentBuyer(request).id);
  /** What a count answers: the buyer's unread messages. */
  const unread = (messageNum: number) => ({ messageNum });

  buyer.post(
    '/api/system-message/getMessageCount',
    '未读消息数（红点）',
    messageCountBody,
    messageCount,
    async (id) => unread(await messages.unreadCount(id)),
  );
  buyer.post(
    '/api/system-message/getMessageList',
    '消息列表（按类型、已读状态筛选，可未读优先）',
    messageListBody,
    messagePage,
    (id, body) => messages.list(id, body),
  );
  buyer.post(
    '/api/system-message/getMessageDetail',
    '消息详情（同时标记为已读）',
    messageDetailBody,
    messageDetail,
    (id, body) => messages.detail(id, body.id),
  );
  buyer.post(
    '/api/system-message/batchReadMessage',
    '批量标记已读（ids，或 all: 1 全部）',
    messageIdsBody,
    messageCount,
    async (id, body) => unread(await messages.markRead(id, named(body))),
  );
  buyer.post(
    '/api/system-message/deleteMessages',
    '删除消息（ids，或 all: 1 全部）',
    messageIdsBody,
    messageCount,
    async (id, body) => unread(await messages.remove(id, named(body))),
    '删除成功',
  );
}
