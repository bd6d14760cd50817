import { z } from 'zod';
import {
  openAckBody,
  openDelivery,
  openMessage,
  openMessagesQuery,
  openWebhook,
  openWebhookInput,
} from '@mall/shared';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { openCaller, openRate, openSecurity, type OpenRates } from '../gateway';
import type { OpenMessageService } from './open-messages';
import type { OpenWebhookService } from './webhooks';

const tags = ['开放平台 · 消息与推送'];
const security = openSecurity;
const idParams = z.object({
  id: z.coerce.number({ error: '编号应为整数' }).int().positive().max(Number.MAX_SAFE_INTEGER),
});

/**
 * Messages both ways (scope messages): the pull queue (`GET /open/v1/messages`, then ack) and the app's
 * webhook endpoints with their delivery log and replay.
 */
export function openMessageRoutes(
  app: App,
  deps: { messages: OpenMessageService; webhooks: OpenWebhookService; rates: OpenRates; now: () => Date },
): void {
  const { messages, webhooks } = deps;
  const config = { openScope: 'messages' as const, rateLimit: openRate(deps.rates, 'single') };

  app.get(
    '/open/v1/messages',
    {
      config,
      schema: {
        tags,
        security,
        summary: '拉取未确认的消息（最早的在前；处理后请调用 ack 确认）',
        querystring: openMessagesQuery,
        response: okSchema(z.array(openMessage)),
      },
    },
    async (request) => ok(await messages.pull(openCaller(request).appId, request.query)),
  );

  app.post(
    '/open/v1/messages/ack',
    {
      config,
      schema: {
        tags,
        security,
        summary: '确认消息（确认后不再出现在拉取结果中；重复确认无副作用）',
        body: openAckBody.meta({ example: { ids: [1024, 1025] } }),
        response: okSchema(z.object({ acked: z.number().int() })),
      },
    },
    async (request) =>
      ok({ acked: await messages.ack(openCaller(request).appId, request.body.ids, deps.now()) }),
  );

  app.get(
    '/open/v1/webhooks',
    { config, schema: { tags, security, summary: '推送地址列表', response: okSchema(z.array(openWebhook)) } },
    async (request) => ok(await webhooks.list(openCaller(request).appId)),
  );

  app.post(
    '/open/v1/webhooks',
    {
      config,
      schema: {
        tags,
        security,
        summary: '登记推送地址（签名密钥只在此时返回一次）',
        body: openWebhookInput.meta({
          example: {
            url: 'https://erp.example.com/mall/webhooks',
            types: ['order.shipped', 'invoice.issued'],
          },
        }),
        response: okSchema(z.object({ webhook: openWebhook, secret: z.string() })),
      },
    },
    async (request) => {
      const caller = openCaller(request);
      return ok(
        await webhooks.create({ id: caller.appId, mode: caller.mode }, request.body),
        '推送地址已登记，请妥善保存签名密钥',
      );
    },
  );

  app.delete(
    '/open/v1/webhooks/:id',
    {
      config,
      schema: { tags, security, summary: '删除推送地址', params: idParams, response: okSchema(z.null()) },
    },
    async (request) => {
      await webhooks.remove(openCaller(request).appId, request.params.id);
      return ok(null, '推送地址已删除');
    },
  );

  app.post(
    '/open/v1/webhooks/:id/enable',
    {
      config,
      schema: {
        tags,
        security,
        summary: '重新启用推送地址（连续失败被停用后）',
        params: idParams,
        response: okSchema(openWebhook),
      },
    },
    async (request) =>
      ok(await webhooks.enable(openCaller(request).appId, request.params.id), '推送地址已启用'),
  );

  app.get(
    '/open/v1/webhooks/:id/deliveries',
    {
      config,
      schema: {
        tags,
        security,
        summary: '推送记录（最新的在前，每页 50 条；before 翻页）',
        params: idParams,
        querystring: z.object({
          before: z.coerce.number({ error: 'before 应为整数' }).int().positive().optional(),
        }),
        response: okSchema(z.array(openDelivery)),
      },
    },
    async (request) =>
      ok(await webhooks.deliveries(openCaller(request).appId, request.params.id, request.query.before)),
  );

  app.post(
    '/open/v1/webhooks/deliveries/:id/replay',
    {
      config,
      schema: {
        tags,
        security,
        summary: '重新推送一条消息',
        params: idParams,
        response: okSchema(z.null()),
      },
    },
    async (request) => {
      await webhooks.replay(openCaller(request).appId, request.params.id);
      return ok(null, '已重新推送');
    },
  );
}
