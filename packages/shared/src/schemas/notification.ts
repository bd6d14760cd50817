import { z } from 'zod';

/**
 * Notifications (消息通知) sent outside the site: events, the channels they go out on, and the group robots a
 * company or a shop connects (企业微信 / 钉钉 / 飞书). Only events that are wired end to end are listed: a robot
 * can subscribe to nothing that never fires.
 */
export const NOTIFICATION_EVENTS = {
  'approval.waiting': { label: '采购申请待审批', owners: ['company'] },
} as const satisfies Record<string, { label: string; owners: readonly ('company' | 'shop')[] }>;
export type NotificationEvent = keyof typeof NOTIFICATION_EVENTS;
export const NOTIFICATION_EVENT_NAMES = Object.keys(NOTIFICATION_EVENTS) as NotificationEvent[];

export const ROBOT_PLATFORMS = { wecom: '企业微信', dingtalk: '钉钉', feishu: '飞书' } as const;
export type RobotPlatform = keyof typeof ROBOT_PLATFORMS;
export const NOTIFICATION_CHANNELS = ['email', 'wecom', 'dingtalk', 'feishu'] as const;
export type NotificationChannelName = (typeof NOTIFICATION_CHANNELS)[number];

const platform = z.enum(Object.keys(ROBOT_PLATFORMS) as [RobotPlatform, ...RobotPlatform[]], {
  error: '请选择机器人平台：企业微信、钉钉或飞书',
});
const eventType = z.enum(NOTIFICATION_EVENT_NAMES as [NotificationEvent, ...NotificationEvent[]], {
  error: `通知事件不正确，可选：${NOTIFICATION_EVENT_NAMES.join('、')}`,
});

/** A group robot as its owner saves it: the webhook URL and the signing secret are never shown again. */
export const notificationRobotInput = z.object({
  platform,
  name: z
    .string({ error: '请填写机器人名称' })
    .trim()
    .min(1, '请填写机器人名称')
    .max(50, '机器人名称最多 50 个字'),
  webhookUrl: z
    .string({ error: '请填写机器人的 Webhook 地址' })
    .trim()
    .max(500, 'Webhook 地址最多 500 个字符')
    .regex(/^https?:\/\//i, 'Webhook 地址应为 http:// 或 https:// 开头的网址')
    // A host name or an address, an optional port, then anything: what a URL parser takes.
    .regex(
      /^https?:\/\/(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:[/?#]\S*)?$/i,
      'Webhook 地址格式不正确，请从机器人设置中复制完整地址',
    ),
  /** 钉钉「加签」/ 飞书「签名校验」的密钥；企业微信群机器人无需密钥（密钥在地址的 key 里）。 */
  secret: z.string().trim().max(200, '密钥最多 200 个字符').default(''),
  events: z.array(eventType).max(NOTIFICATION_EVENT_NAMES.length).default([]),
  enabled: z.boolean().default(true),
});
export type NotificationRobotInput = z.input<typeof notificationRobotInput>;

export const notificationRobot = z.object({
  id: z.number().int(),
  platform,
  name: z.string(),
  /** The webhook's host and path with its key masked (the full URL is a credential). */
  webhookHint: z.string(),
  hasSecret: z.boolean(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type NotificationRobot = z.infer<typeof notificationRobot>;

/** The result of a test message: whether the platform accepted it, and its refusal when not. */
export const robotTestResult = z.object({ sent: z.boolean(), error: z.string() });

/** A message in the development mail outbox (GET /api/dev/mail-outbox), latest first. */
export const mailOutboxEntry = z.object({
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  listUnsubscribe: z.string(),
  listUnsubscribePost: z.string(),
  /** The whole message as sent (RFC 5322, multipart/alternative). */
  raw: z.string(),
  sentAt: z.number().int(),
});
export type MailOutboxEntry = z.infer<typeof mailOutboxEntry>;
