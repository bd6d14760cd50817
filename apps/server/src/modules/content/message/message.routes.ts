import {
  messageCount,
  messageCountBody,
  messageDetail,
  messageDetailBody,
  messageIdsBody,
  messageListBody,
  messagePage,
} from '@mall/shared';
import { ok } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
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

  app.post(
    '/api/system-message/getMessageCount',
    buyerCall.withBody('未读消息数（红点）', messageCountBody, messageCount),
    async (request) => ok({ messageNum: await messages.unreadCount(currentBuyer(request).id) }),
  );

  app.post(
    '/api/system-message/getMessageList',
    buyerCall.withBody('消息列表（按类型、已读状态筛选，可未读优先）', messageListBody, messagePage),
    async (request) => ok(await messages.list(currentBuyer(request).id, request.body)),
  );

  app.post(
    '/api/system-message/getMessageDetail',
    buyerCall.withBody('消息详情（同时标记为已读）', messageDetailBody, messageDetail),
    async (request) => ok(await messages.detail(currentBuyer(request).id, request.body.id)),
  );

  app.post(
    '/api/system-message/batchReadMessage',
    buyerCall.withBody('批量标记已读（ids，或 all: 1 全部）', messageIdsBody, messageCount),
    async (request) =>
      ok({ messageNum: await messages.markRead(currentBuyer(request).id, named(request.body)) }),
  );

  app.post(
    '/api/system-message/deleteMessages',
    buyerCall.withBody('删除消息（ids，或 all: 1 全部）', messageIdsBody, messageCount),
    async (request) =>
      ok({ messageNum: await messages.remove(currentBuyer(request).id, named(request.body)) }, '删除成功'),
  );
}
