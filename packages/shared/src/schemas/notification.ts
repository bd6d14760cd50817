import { z } from 'zod';
import { promptedText } from './fields';
import { dbId, isoTime, yuan } from './scalars';

/**
 * Notifications (消息通知) sent outside the site: events, the channels they go out on, and the group robots a
 * company or a shop connects (企业微信 / 钉钉 / 飞书). Only events that are wired end to end are listed: a robot
 * can subscribe to nothing that never fires.
 */
export const NOTIFICATION_EVENTS = {
  'approval.waiting': { label: '采购申请待审批', owners: ['company'] },
  'approval.approved': { label: '采购申请已通过', owners: ['company'] },
  'approval.rejected': { label: '采购申请被驳回', owners: ['company'] },
  'approval.returned': { label: '采购申请已退回', owners: ['company'] },
  'order.placed': { label: '订单已提交', owners: ['company'] },
  'order.accepted': { label: '订单已接单', owners: ['company'] },
  'order.shipped': { label: '订单已发货', owners: ['company'] },
  'shipment.delivering': { label: '包裹派送中', owners: ['company'] },
  'shipment.signed': { label: '包裹已签收待验收', owners: ['company'] },
  'receipt.due': { label: '包裹即将自动验收', owners: ['company'] },
  'statement.ready': { label: '对账单已生成', owners: ['company'] },
  'statement.confirmed': { label: '对账单已确认', owners: ['company'] },
  'statement.disputed': { label: '对账单有异议', owners: ['company'] },
  'payment.due': { label: '账期还款提醒', owners: ['company'] },
  'payment.overdue': { label: '账期已逾期', owners: ['company'] },
  'invoice.issued': { label: '发票已开具', owners: ['company'] },
  'redform.waiting': { label: '红字确认单待确认', owners: ['company', 'shop'] },
  'shop.order': { label: '店铺新订单', owners: ['shop'] },
  'shop.afs': { label: '店铺新售后申请', owners: ['shop'] },
  'bidding.invited': { label: '竞价邀请', owners: ['shop'] },
  'bidding.quoted': { label: '竞价单收到报价', owners: ['company'] },
  'bidding.awarded': { label: '竞价中标', owners: ['shop'] },
  'settlement.ready': { label: '结算单已生成', owners: ['shop'] },
  'stock.back': { label: '到货提醒', owners: [] },
  'quotation.expiring': { label: '报价即将到期', owners: [] },
  'security.password': { label: '登录密码已修改', owners: [] },
  'security.signin': { label: '新设备/新地址登录', owners: [] },
  'email.confirm': { label: '确认接收邮箱', owners: [] },
} as const satisfies Record<string, { label: string; owners: readonly ('company' | 'shop')[] }>;
export type NotificationEvent = keyof typeof NOTIFICATION_EVENTS;
export const NOTIFICATION_EVENT_NAMES = Object.keys(NOTIFICATION_EVENTS) as NotificationEvent[];

export const ROBOT_PLATFORMS = { wecom: '企业微信', dingtalk: '钉钉', feishu: '飞书' } as const;
export type RobotPlatform = keyof typeof ROBOT_PLATFORMS;
/** `inbox`: the message centre (站内信), the copy every member told always gets. */
export const NOTIFICATION_CHANNELS = ['inbox', 'email', 'sms', 'wecom', 'dingtalk', 'feishu'] as const;
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
  name: promptedText('请填写机器人名称', 50, '机器人名称最多 50 个字'),
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

/**
 * A robot changed by its owner: the webhook URL and the secret left empty keep the saved ones (they are never
 * shown again). A new platform needs its own URL; 企业微信 has no secret, so choosing it drops the saved one.
 */
export const notificationRobotUpdate = notificationRobotInput.extend({
  webhookUrl: z.union([z.literal(''), notificationRobotInput.shape.webhookUrl]).default(''),
});
export type NotificationRobotUpdate = z.input<typeof notificationRobotUpdate>;

export const notificationRobot = z.object({
  id: dbId,
  platform,
  name: z.string(),
  /** The webhook's host and path with its key masked (the full URL is a credential). */
  webhookHint: z.string(),
  hasSecret: z.boolean(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  createdAt: isoTime,
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

/**
 * Event groups a person chooses channels for (通知偏好). `urgent` groups ignore quiet hours; `locked` ones
 * can't be switched off (security: a new sign-in, a password change).
 */
export const NOTIFICATION_GROUPS = {
  approval: { label: '审批', urgent: false, locked: false },
  order: { label: '订单', urgent: false, locked: false },
  payment: { label: '付款', urgent: false, locked: false },
  statement: { label: '对账', urgent: false, locked: false },
  invoice: { label: '发票', urgent: false, locked: false },
  quotation: { label: '报价', urgent: false, locked: false },
  stock: { label: '到货提醒', urgent: false, locked: false },
  bidding: { label: '招标', urgent: false, locked: false },
  security: { label: '安全', urgent: true, locked: true },
} as const;
export type NotificationGroup = keyof typeof NOTIFICATION_GROUPS;
export const NOTIFICATION_GROUP_NAMES = Object.keys(NOTIFICATION_GROUPS) as NotificationGroup[];
/** Which group each wired event belongs to. */
export const EVENT_GROUP: Record<NotificationEvent, NotificationGroup> = {
  'approval.waiting': 'approval',
  'approval.approved': 'approval',
  'approval.rejected': 'approval',
  'approval.returned': 'approval',
  'order.placed': 'order',
  'order.accepted': 'order',
  'order.shipped': 'order',
  'shipment.delivering': 'order',
  'shipment.signed': 'order',
  'receipt.due': 'order',
  'statement.ready': 'statement',
  'statement.confirmed': 'statement',
  'statement.disputed': 'statement',
  'payment.due': 'payment',
  'payment.overdue': 'payment',
  'invoice.issued': 'invoice',
  'redform.waiting': 'invoice',
  'shop.order': 'order',
  'shop.afs': 'order',
  'bidding.invited': 'bidding',
  'bidding.quoted': 'bidding',
  'bidding.awarded': 'bidding',
  'settlement.ready': 'statement',
  'stock.back': 'stock',
  'quotation.expiring': 'quotation',
  'security.password': 'security',
  'security.signin': 'security',
  'email.confirm': 'security',
};

/** The delivery log's event of the daily digest mail (每日消息汇总): not an event anyone subscribes to. */
export const DIGEST_EVENT = 'digest.daily';
/** The China time of day the digest goes out. */
export const DIGEST_TIME = '08:00';
/**
 * Mail that never waits for the digest: urgent groups (安全) and what asks for action within hours (an
 * approver's 待审批 with its 24-hour 同意 / 驳回 links).
 */
export const DIGEST_SKIPS: readonly string[] = ['approval.waiting'];

/** A person's channels: 站内信 is always on; 短信 and 邮件 are chosen per group. */
export const PERSON_CHANNELS = { inbox: '站内信', sms: '短信', email: '邮件' } as const;
export type PersonChannel = keyof typeof PERSON_CHANNELS;

const clock = z
  .string({ error: '请填写时间' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, '时间格式应为 HH:MM，例如 22:00');
/** 免打扰时段 (Asia/Shanghai): non-urgent 短信 and 邮件 wait for its end. */
export const quietHours = z.object({ enabled: z.boolean(), start: clock, end: clock });
export type QuietHours = z.infer<typeof quietHours>;

const groupChoice = z.object({ sms: z.boolean(), email: z.boolean() });
const groupName = z.enum(NOTIFICATION_GROUP_NAMES as [NotificationGroup, ...NotificationGroup[]], {
  error: '通知类别不正确',
});

/** What a person (or a company administrator, for the company's defaults) saves. */
export const notificationPreferencesInput = z.object({
  groups: z.partialRecord(groupName, groupChoice).default({}),
  quietHours: quietHours.default({ enabled: true, start: '22:00', end: '08:00' }),
  /** 每日汇总: one mail a day (08:00) of the day's messages instead of one each (see DIGEST_SKIPS). */
  digest: z.boolean().default(false),
});
export type NotificationPreferencesInput = z.input<typeof notificationPreferencesInput>;

/** The preferences in force: each group's channels, whose they are, and the quiet hours. */
export const notificationPreferences = z.object({
  groups: z.array(
    z.object({
      group: z.string(),
      label: z.string(),
      inbox: z.boolean(),
      sms: z.boolean(),
      email: z.boolean(),
      /** Can't be switched off (安全). */
      locked: z.boolean(),
      /** Ignores quiet hours. */
      urgent: z.boolean(),
    }),
  ),
  quietHours,
  /** 每日汇总 on: non-urgent mail waits for the day's digest. */
  digest: z.boolean(),
  /** own: saved by the person; company: the company's defaults; default: the platform's. */
  source: z.enum(['own', 'company', 'default']),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** The request an approval link (邮件 / 群消息里的 同意、驳回) is about, as its page shows it. */
export const approvalLinkView = z.object({
  action: z.enum(['approve', 'reject']),
  /** 同意 / 驳回 */
  actionLabel: z.string(),
  /** 邮件审批 / 企业微信审批 … */
  channelLabel: z.string(),
  approverName: z.string(),
  expiresAt: isoTime,
  /** Group-chat links need the approver's own sign-in (the group sees the link). */
  needsSignIn: z.boolean(),
  request: z.object({
    requestNo: z.string(),
    requesterName: z.string(),
    departmentName: z.string(),
    amount: yuan,
    ruleName: z.string(),
    level: z.string(),
    remark: z.string(),
    /** Where the goods go (the request's 收货地址): contact, mobile and full address in one line. */
    address: z.string(),
    lines: z.array(
      z.object({
        title: z.string(),
        specs: z.string(),
        quantity: z.number(),
        unit: z.string(),
        price: yuan,
        amount: yuan,
        /** 分地址配送: where this line goes when not to `address` (in the same words), else null. */
        deliverTo: z.string().nullable(),
      }),
    ),
  }),
  budgets: z.array(z.object({ name: z.string(), remaining: z.string() })),
});
export type ApprovalLinkView = z.infer<typeof approvalLinkView>;

export const approvalLinkDecisionBody = z.object({
  comment: z.string().trim().max(200, '审批意见不能超过 200 个字').default(''),
});
export const approvalLinkResult = z.object({
  requestNo: z.string(),
  /** 同意 / 驳回 as done. */
  actionLabel: z.string(),
  status: z.number().int(),
  orderNo: z.string().nullable(),
});
export type ApprovalLinkResult = z.infer<typeof approvalLinkResult>;
