import { z } from 'zod';
import type { OpenBuyerScope, OpenMerchantScope } from './open-platform';
import { count, dbId, isoTime, isoTimeOrNull } from './scalars';
import { boundedInt } from './fields';

/**
 * The open platform's messages (消息): what an app hears of, by pull (`GET /open/v1/messages`, then ack) or by
 * webhook. Each type needs the `messages` scope and the scope of what it tells: `scope` for a company's app
 * (null: a company's app never hears it), `shopScope` for a shop's app, which hears only of its own shop —
 * orders with its lines, their after-sales, its products' shelf and stock, its statements (null: never).
 */
export const OPEN_MESSAGE_TYPES = {
  'order.status': { label: '订单状态变更', scope: 'orders', shopScope: 'orders' },
  'order.shipped': { label: '订单已发货', scope: 'orders', shopScope: 'orders' },
  'order.delivered': { label: '订单已签收', scope: 'orders', shopScope: 'orders' },
  'afs.status': { label: '售后状态变更', scope: 'orders', shopScope: 'afs' },
  'invoice.issued': { label: '发票已开具', scope: 'invoices', shopScope: null },
  'statement.ready': { label: '对账单已出', scope: 'statements', shopScope: null },
  'price.changed': { label: '价格变更', scope: 'prices', shopScope: null },
  'product.shelf': { label: '商品上下架', scope: 'products', shopScope: 'products' },
  'product.review': { label: '商品审核结果', scope: null, shopScope: 'products' },
  'stock.changed': { label: '库存告急/无货/恢复', scope: 'stock', shopScope: 'stock' },
  'settlement.ready': { label: '结算单已出', scope: null, shopScope: 'settlements' },
} as const satisfies Record<
  string,
  { label: string; scope: OpenBuyerScope | null; shopScope: OpenMerchantScope | null }
>;
export type OpenMessageType = keyof typeof OPEN_MESSAGE_TYPES;
export const OPEN_MESSAGE_TYPE_NAMES = Object.keys(OPEN_MESSAGE_TYPES) as OpenMessageType[];

const messageType = z.enum(OPEN_MESSAGE_TYPE_NAMES as [OpenMessageType, ...OpenMessageType[]], {
  error: `消息类型不正确，可选：${OPEN_MESSAGE_TYPE_NAMES.join('、')}`,
});

/** A webhook endpoint an app registers: where to post, and which types (none: every type it may see). */
export const openWebhookInput = z.object({
  url: z
    .string({ error: '请填写接收地址' })
    .trim()
    .max(500, '接收地址最多 500 个字符')
    .regex(/^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i, '接收地址应为 http:// 或 https:// 开头的网址'),
  types: z.array(messageType).max(OPEN_MESSAGE_TYPE_NAMES.length).default([]),
});
export type OpenWebhookInput = z.infer<typeof openWebhookInput>;

export const openMessagesQuery = z.object({
  type: messageType.optional(),
  size: boundedInt(1, 100, 'size 应为 1–100 的整数').default(50),
});

export const openAckBody = z.object({
  ids: z
    .array(z.number({ error: '消息编号应为整数' }).int().positive().max(Number.MAX_SAFE_INTEGER))
    .min(1, '请提供要确认的消息编号')
    .max(100, '一次最多确认 100 条消息'),
});

/** A message as the pull queue and a webhook delivery carry it. */
export const openMessage = z.object({
  id: dbId,
  type: z.string(),
  createdAt: isoTime,
  data: z.record(z.string(), z.unknown()),
});
export type OpenMessage = z.infer<typeof openMessage>;

export const openWebhook = z.object({
  id: dbId,
  url: z.string(),
  types: z.array(z.string()),
  status: z.enum(['active', 'disabled']),
  failingSince: isoTimeOrNull,
  disabledReason: z.string(),
  createdAt: isoTime,
});
export type OpenWebhook = z.infer<typeof openWebhook>;

export const openDelivery = z.object({
  id: dbId,
  webhookId: dbId,
  messageId: dbId,
  type: z.string(),
  /** pending 投递中, delivered 已送达, failed 失败. */
  state: z.enum(['pending', 'delivered', 'failed']),
  attempts: count,
  lastStatus: z.number().int().nullable(),
  lastLatencyMs: z.number().int().nullable(),
  lastError: z.string(),
  createdAt: isoTime,
  lastAttemptAt: isoTimeOrNull,
  deliveredAt: isoTimeOrNull,
});
export type OpenDelivery = z.infer<typeof openDelivery>;
