import {
  messageCount,
  messageCountBody,
  messageDetail,
  messageDetailBody,
  messageIdsBody,
  messageListBody,
  messagePage,
} from '@mall/shared';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer } from '../../../plugins/auth';
import type { MessageService } from './message.service';

const security = [{ bearer: [] }];
const tags = ['system-message'];

/** The message calls (Messages); every one is the signed-in buyer's own. */
export function messageRoutes(app: App, deps: { messages: MessageService }) {
  const { messages } = deps;

  app.post(
    '/api/system-message/getMessageCount',
    {
      onRequest: requireBuyer,
      schema: {
        tags,
        security,
        summary: '未读消息数（红点）',
        body: messageCountBody,
        response: okSchema(messageCount),
      },
    },
    async (request) => ok({ messageNum: await messages.unreadCount(currentBuyer(request).id) }),
  );

  app.post(
    '/api/system-message/getMessageList',
    {
      onRequest: requireBuyer,
      schema: {
        tags,
        security,
        summary: '消息列表（按类型、已读状态筛选，可未读优先）',
        body: messageListBody,
        response: okSchema(messagePage),
      },
    },
    async (request) => ok(await messages.list(currentBuyer(request).id, request.body)),
  );

  app.post(
    '/api/system-message/getMessageDetail',
    {
      onRequest: requireBuyer,
      schema: {
        tags,
        security,
        summary: '消息详情（同时标记为已读）',
        body: messageDetailBody,
        response: okSchema(messageDetail),
      },
    },
    async (request) => ok(await messages.detail(currentBuyer(request).id, request.body.id)),
  );

  app.post(
    '/api/system-message/batchReadMessage',
    {
      onRequest: requireBuyer,
      schema: {
        tags,
        security,
        summary: '批量标记已读（ids，或 all: 1 全部）',
        body: messageIdsBody,
        response: okSchema(messageCount),
      },
    },
    async (request) => {
      const { ids, all } = request.body;
      const messageNum = await messages.markRead(currentBuyer(request).id, all === 1 ? 'all' : (ids ?? []));
      return ok({ messageNum });
    },
  );

  app.post(
    '/api/system-message/deleteMessages',
    {
      onRequest: requireBuyer,
      schema: {
        tags,
        security,
        summary: '删除消息（ids，或 all: 1 全部）',
        body: messageIdsBody,
        response: okSchema(messageCount),
      },
    },
    async (request) => {
      const { ids, all } = request.body;
      const messageNum = await messages.remove(currentBuyer(request).id, all === 1 ? 'all' : (ids ?? []));
      return ok({ messageNum }, '删除成功');
    },
  );
}
