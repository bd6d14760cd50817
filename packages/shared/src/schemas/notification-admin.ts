import { z } from 'zod';
import { pageOf, pageQuery } from '../envelope';
import { DAY_PATTERN, deliveryAttempts } from './fields';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENT_NAMES, type NotificationEvent } from './notification';
import { dbId, isoTimeOrNull } from './scalars';

/**
 * The console's view of notifications (issue 49, point 7): the delivery log across the platform with search,
 * a resend of a failed (or stuck) delivery, and each event's template previewed per channel.
 */
export const DELIVERY_STATUS_LABEL = {
  pending: '待发送',
  sent: '已发送',
  failed: '发送失败',
  /** Mail held for the member's 每日汇总. */
  digest: '待汇总',
  /** Sent within a 每日汇总 mail (its own row, event digest.daily). */
  digested: '已汇总',
} as const;
export type DeliveryStatus = keyof typeof DELIVERY_STATUS_LABEL;
const DELIVERY_STATUSES = Object.keys(DELIVERY_STATUS_LABEL) as [DeliveryStatus, ...DeliveryStatus[]];
/** The delivery log's name of the 每日汇总 mail. */
export const DIGEST_LABEL = '每日消息汇总';
export const CHANNEL_LABEL: Record<(typeof NOTIFICATION_CHANNELS)[number], string> = {
  inbox: '站内信',
  email: '邮件',
  sms: '短信',
  wecom: '企业微信',
  dingtalk: '钉钉',
  feishu: '飞书',
};

const event = z.enum(NOTIFICATION_EVENT_NAMES as [NotificationEvent, ...NotificationEvent[]], {
  error: '通知事件不正确',
});
const day = (label: string) => z.string().regex(DAY_PATTERN, `${label}格式应为 YYYY-MM-DD`).optional();

export const deliveryLogQuery = pageQuery.extend({
  event: event.optional(),
  channel: z.enum(NOTIFICATION_CHANNELS, { error: '渠道不正确' }).optional(),
  status: z.enum(DELIVERY_STATUSES, { error: '状态不正确' }).optional(),
  /** Part of the mail address or the robot's name. */
  target: z.string().trim().max(100, '收件人过长').optional(),
  startDate: day('开始日期'),
  endDate: day('结束日期'),
});
export type DeliveryLogQuery = z.input<typeof deliveryLogQuery>;

export const deliveryLogRow = z.object({
  id: dbId,
  event: z.string(),
  eventLabel: z.string(),
  channel: z.string(),
  channelLabel: z.string(),
  /** The mail address, or the robot's name. */
  target: z.string(),
  /** 会员 (a person) or 群机器人. */
  recipientKind: z.enum(['member', 'robot']),
  subject: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  ...deliveryAttempts,
  /** Held for the recipient's quiet hours until then. */
  notBefore: isoTimeOrNull,
});
export type DeliveryLogRow = z.infer<typeof deliveryLogRow>;
export const deliveryLogPage = pageOf(deliveryLogRow);
export type DeliveryLogPage = z.infer<typeof deliveryLogPage>;

export const deliveryResendBody = z.object({ id: z.number({ error: '请选择投递记录' }).int().positive() });

export const templatePreviewBody = z.object({ event });
/** One event's message with sample facts, in every channel's form (the mail's HTML, the robots' markdown). */
export const templatePreview = z.object({
  event: z.string(),
  eventLabel: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  markdown: z.string(),
  /** 站内信: the message centre's copy (null: the event never goes there, as 安全). */
  inbox: z.object({ title: z.string(), content: z.string() }).nullable(),
  /** 短信: the text as sent. */
  sms: z.string(),
});
export type TemplatePreview = z.infer<typeof templatePreview>;
