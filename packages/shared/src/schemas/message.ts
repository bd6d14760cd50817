import { z } from 'zod';
import { pageOf } from '../envelope';
import { coded, listPaging } from './fields';
import { DB_INT_MAX } from './limits';
import { dbId, isoTime } from './scalars';

/*
 * Wire contract of buyer system messages (the Messages calls).
 * Every call needs a buyer token and touches only the buyer's own messages: foreign or unknown ids are
 * ignored by batch calls and answer 404 消息不存在 on getMessageDetail.
 *
 *   POST /api/system-message/getMessageCount  {id: 1}                 → {messageNum} (unread count)
 *   POST /api/system-message/getMessageList   MessageListBody        → Page<MessageItem>
 *   POST /api/system-message/getMessageDetail {id}                   → MessageDetail (marks it read)
 *   POST /api/system-message/batchReadMessage {ids} | {all: 1}       → {messageNum}
 *   POST /api/system-message/deleteMessages   {ids}                  → {messageNum}
 */

/** Message types (消息分类); `type` on the wire is the code. */
export const MESSAGE_TYPE = {
  ORDER: 1,
  INVOICE: 2,
  AFTER_SALES: 3,
  BIDDING: 4,
  NOTICE: 5,
  APPROVAL: 6,
  /** 到货提醒: a SKU a buyer subscribed to is back in stock in the buyer's area. */
  STOCK_ALERT: 7,
  /** 账期: statements, due and overdue reminders of the company's credit. */
  CREDIT: 8,
} as const;
export type MessageType = (typeof MESSAGE_TYPE)[keyof typeof MESSAGE_TYPE];
export const MESSAGE_TYPE_LABEL: Record<MessageType, string> = {
  1: '订单',
  2: '发票',
  3: '售后',
  4: '竞价',
  5: '系统公告',
  6: '审批',
  7: '到货提醒',
  8: '账期',
};

const messageId = z.coerce
  .number()
  .int('消息编号不正确')
  .min(1, '消息编号不正确')
  .max(DB_INT_MAX, '消息编号不正确');
const messageType = z.coerce
  .number()
  .int()
  .refine((v) => v in MESSAGE_TYPE_LABEL, '消息类型不正确');

export const messageCountBody = z
  .object({
    id: z.coerce.number().int('编号不正确').max(DB_INT_MAX, '编号不正确').optional(),
  })
  .optional()
  .default({});
export const messageCount = z.object({ messageNum: z.number().int() });
export type MessageCount = z.infer<typeof messageCount>;

export const messageListBody = z.object({
  /** The storefront sends 1. */
  applicationType: z.coerce
    .number()
    .int('类型不正确')
    .min(0, '类型不正确')
    .max(DB_INT_MAX, '类型不正确')
    .optional()
    .default(1),
  /** One of MESSAGE_TYPE; missing → every type. */
  type: messageType.optional(),
  /** 1 read, 0 unread; missing → both. */
  readStatus: z.union([z.literal(0), z.literal(1)]).optional(),
  /** 1: unread messages first, then newest; otherwise newest first. */
  unreadFirst: z
    .union([z.literal(0), z.literal(1)])
    .optional()
    .default(0),
  ...listPaging(100, 10),
});
export type MessageListBody = z.input<typeof messageListBody>;

export const messageItem = z.object({
  id: dbId,
  ...coded('type'),
  title: z.string(),
  /** First 100 characters of the content. */
  summary: z.string(),
  /** Storefront path the message is about (e.g. /order/detail?orderNo=…), or ''. */
  link: z.string(),
  /** 1 read, 0 unread. */
  readStatus: z.union([z.literal(0), z.literal(1)]),
  createdAt: isoTime,
});
export type MessageItem = z.infer<typeof messageItem>;

export const messagePage = pageOf(messageItem).extend({
  /** Unread messages of the buyer (all types). */
  unread: z.number().int(),
});
export type MessagePage = z.infer<typeof messagePage>;

export const messageDetailBody = z.object({ id: messageId });
export const messageDetail = messageItem.extend({ content: z.string(), readAt: z.string().nullable() });
export type MessageDetail = z.infer<typeof messageDetail>;

export const messageIdsBody = z
  .object({
    ids: z.array(messageId).max(500, '一次最多 500 条').optional(),
    all: z.union([z.literal(0), z.literal(1)]).optional(),
  })
  .refine((b) => (b.ids && b.ids.length > 0) || b.all === 1, { message: '请选择消息' });
export type MessageIdsBody = z.input<typeof messageIdsBody>;
