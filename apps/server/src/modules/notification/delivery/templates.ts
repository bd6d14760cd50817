import {
  EVENT_GROUP,
  MESSAGE_TYPE,
  type MessageType,
  type NotificationEvent,
  type NotificationGroup,
} from '@mall/shared';
import type { RenderedMessage } from './delivery.table';
import { labelledSubject } from './sms-text';
import { FINANCE_TEMPLATES, type FinanceFacts } from './templates.finance';
import { MARKET_TEMPLATES, type MarketFacts } from './templates.market';
import type { Template } from './template';
import { escapeHtml } from '../../../lib/html';

/** The facts an event's templates read (already formatted: money as yuan strings, names, numbers). */
export type EventFacts = {
  'approval.waiting': {
    requestNo: string;
    requesterName: string;
    /** ¥ amount, yuan with two decimals. */
    amount: string;
    ruleName: string;
    /** 一级, 二级 … */
    level: string;
  };
  'approval.approved': DecidedFacts & { orderNo: string };
  'approval.rejected': DecidedFacts;
  'approval.returned': DecidedFacts;
  /**
   * `amount`: what the order costs (yuan); `pay`: how it is paid: 账期 (credit), online before `payBy`
   * (Beijing time, to the minute), or 对公转账 (offline).
   */
  'order.placed': {
    orderNo: string;
    poNumber: string;
    amount: string;
    pay: 'credit' | 'online' | 'offline';
    payBy: string;
  };
  'order.accepted': { orderNo: string; poNumber: string };
  'order.shipped': ParcelFacts;
  'shipment.delivering': ParcelFacts;
  'shipment.signed': ParcelFacts;
  /** `autoAt`: when the parcel is received automatically (Beijing time, to the minute). */
  'receipt.due': ParcelFacts & { days: string; autoAt: string };
  'security.password': { username: string; time: string; how: string };
  /** `expiresAt`: until when the link works (Beijing time, to the minute). */
  'email.confirm': { username: string; email: string; expiresAt: string };
  'statement.ready': { statementNo: string; amount: string; period: string; dueDate: string };
  'invoice.issued': { invoiceNo: string; issueDate: string; amount: string; orderNos: string };
  'shop.order': { orderNo: string; poNumber: string };
  'shop.afs': { afsNo: string; orderNo: string };
} & MarketFacts &
  FinanceFacts;

/** An order's parcel: its carrier's name and tracking number. */
type ParcelFacts = { orderNo: string; poNumber: string; carrier: string; trackingNo: string };

/** An order's own lines of its messages: the number, and the buyer's PO number when there is one. */
const orderLines = (f: { orderNo: string; poNumber: string }): [string, string][] => [
  ['订单号', f.orderNo],
  ...(f.poNumber ? [['采购单号', f.poNumber] as [string, string]] : []),
];

const parcelLines = (f: ParcelFacts): [string, string][] => [
  ...orderLines(f),
  ['承运商', f.carrier],
  ['运单号', f.trackingNo],
];

/** A decided request as its requester is told (money as a yuan string). */
type DecidedFacts = {
  requestNo: string;
  amount: string;
  /** The approver who decided (系统 for a return). */
  by: string;
  /** The approver's comment or the reason it went back ('' when none). */
  comment: string;
};

/** The request's own lines of a decided request's message (its number, amount and who decided). */
const decidedLines = (f: DecidedFacts, byLabel: string): [string, string][] => [
  ['申请单号', f.requestNo],
  ['金额', `¥${f.amount}`],
  [byLabel, f.by],
];

const TEMPLATES: { [E in NotificationEvent]: Template<EventFacts[E]> } = {
  ...MARKET_TEMPLATES,
  ...FINANCE_TEMPLATES,
  'approval.waiting': (f) => ({
    subject: `【待审批】采购申请 ${f.requestNo}（¥${f.amount}）`,
    intro: `${f.requesterName} 提交的采购申请等待您进行${f.level}审批。`,
    lines: [
      ['申请单号', f.requestNo],
      ['申请人', f.requesterName],
      ['金额', `¥${f.amount}`],
      ['审批规则', f.ruleName],
    ],
    action: '查看并审批',
  }),
  'approval.approved': (f) => ({
    subject: `【已通过】采购申请 ${f.requestNo} 已生成订单 ${f.orderNo}`,
    intro: `您的采购申请已审批通过，订单 ${f.orderNo} 已生成。`,
    lines: [
      ...decidedLines(f, '审批人'),
      ['订单号', f.orderNo],
      ...(f.comment ? [['审批意见', f.comment] as [string, string]] : []),
    ],
    action: '查看申请',
  }),
  'approval.rejected': (f) => ({
    subject: `【被驳回】采购申请 ${f.requestNo}（¥${f.amount}）`,
    intro: `您的采购申请被 ${f.by} 驳回。`,
    lines: [...decidedLines(f, '审批人'), ['驳回原因', f.comment || '（未填写）']],
    action: '查看申请',
  }),
  'approval.returned': (f) => ({
    subject: `【已退回】采购申请 ${f.requestNo} 未能下单`,
    intro: '您的采购申请审批通过时未能下单，已退回，请核对后重新提交。',
    lines: [...decidedLines(f, '处理'), ['原因', f.comment]],
    action: '查看申请',
  }),
  'order.placed': (f) => ({
    subject: `【已提交】订单 ${f.orderNo}（¥${f.amount}）`,
    intro:
      f.pay === 'credit'
        ? '您的订单已提交，使用账期支付，卖家接单后为您发货。'
        : f.pay === 'online'
          ? `您的订单已提交，请在 ${f.payBy} 前完成支付，超时订单将自动取消。`
          : '您的订单已提交，请按页面提示对公转账并提交汇款信息，平台确认收款后为您发货。',
    lines: [...orderLines(f), ['应付金额', `¥${f.amount}`]],
    action: '查看订单',
  }),
  'order.accepted': (f) => ({
    subject: `【已接单】订单 ${f.orderNo}`,
    intro: '您的订单已被商家接单，正在备货。',
    lines: orderLines(f),
    action: '查看订单',
  }),
  'order.shipped': (f) => ({
    subject: `【已发货】订单 ${f.orderNo}（${f.carrier} ${f.trackingNo}）`,
    intro: '您的订单已发货，请留意收货。',
    lines: parcelLines(f),
    action: '查看物流',
  }),
  'shipment.delivering': (f) => ({
    subject: `【派送中】订单 ${f.orderNo} 的包裹（${f.carrier} ${f.trackingNo}）`,
    intro: '您的包裹正在派送，请保持电话畅通。',
    lines: parcelLines(f),
    action: '查看物流',
  }),
  'shipment.signed': (f) => ({
    subject: `【请验收】订单 ${f.orderNo} 的包裹已签收`,
    intro: '您的包裹已签收，请核对商品后在订单详情中完成到货验收。',
    lines: parcelLines(f),
    action: '去验收',
  }),
  'receipt.due': (f) => ({
    subject: `【待验收】订单 ${f.orderNo} 的包裹将于 ${f.autoAt} 自动验收`,
    intro: `包裹签收已近 ${f.days} 天仍未验收，将于 ${f.autoAt} 自动验收；如有破损、错发或短缺，请在此之前验收并填写拒收数量。`,
    lines: [...parcelLines(f), ['自动验收时间', f.autoAt]],
    action: '去验收',
  }),
  'security.password': (f) => ({
    subject: '【安全提醒】您的登录密码已修改',
    intro: `您的账号 ${f.username} 的登录密码已于 ${f.time} 修改，其他设备上的登录已退出。如非本人操作，请立即通过“忘记密码”重置密码并联系客服。`,
    lines: [
      ['账号', f.username],
      ['时间', f.time],
      ['方式', f.how],
    ],
    action: '查看账号安全',
  }),
  'email.confirm': (f) => ({
    subject: '【确认邮箱】请确认您的通知接收邮箱',
    intro: `您正在将 ${f.email} 设为工业品商城账号 ${f.username} 的通知接收邮箱，请在 ${f.expiresAt} 前点击下方按钮并确认。确认后才会收到通知邮件；如非本人操作，请忽略此邮件。`,
    lines: [
      ['账号', f.username],
      ['邮箱', f.email],
      ['有效期至', f.expiresAt],
    ],
    action: '确认邮箱',
  }),
  'statement.ready': (f) => ({
    subject: `【对账单】${f.statementNo} 应还 ¥${f.amount}，${f.dueDate} 到期`,
    intro: '贵公司本期账期对账单已生成，请核对后确认，并在到期日前还款。',
    lines: [
      ['对账单号', f.statementNo],
      ['账期', f.period],
      ['应还金额', `¥${f.amount}`],
      ['到期日', f.dueDate],
    ],
    action: '查看对账单',
  }),
  'invoice.issued': (f) => ({
    subject: `【发票已开具】${f.invoiceNo}（¥${f.amount}）`,
    intro: '您申请的发票已开具，可在发票页面查看和下载。',
    lines: [
      ['发票号码', f.invoiceNo],
      ['开票日期', f.issueDate],
      ['价税合计', `¥${f.amount}`],
      ['订单号', f.orderNos],
    ],
    action: '查看发票',
  }),
  'shop.order': (f) => ({
    subject: `【新订单】${f.orderNo}，请及时接单`,
    intro: '店铺有一笔新订单等待接单。',
    lines: orderLines(f),
    action: '去接单',
  }),
  'shop.afs': (f) => ({
    subject: `【售后申请】${f.afsNo}，请及时审核`,
    intro: '买家提交了售后申请，等待店铺审核。',
    lines: [
      ['售后单号', f.afsNo],
      ['订单号', f.orderNo],
    ],
    action: '去审核',
  }),
};

/** The message centre's tab (消息类型) of each event group; none: the group never goes to the message centre. */
const INBOX_TYPE: Record<NotificationGroup, MessageType | null> = {
  approval: MESSAGE_TYPE.APPROVAL,
  order: MESSAGE_TYPE.ORDER,
  payment: MESSAGE_TYPE.CREDIT,
  statement: MESSAGE_TYPE.CREDIT,
  invoice: MESSAGE_TYPE.INVOICE,
  quotation: MESSAGE_TYPE.NOTICE,
  stock: MESSAGE_TYPE.STOCK_ALERT,
  bidding: MESSAGE_TYPE.BIDDING,
  // 安全 goes out of the site only: whoever took over an account reads (and deletes) its message centre too.
  security: null,
};

/** The message centre's copy of an event (站内信): what its list, detail and link show. */
export type InboxMessage = { type: MessageType; title: string; content: string; link: string };

/**
 * An event's 站内信, from the same template as its other channels: the subject's leading 【标签】 as "标签：",
 * the intro and the facts on one line, and the page on the site (`path`, relative, as the message centre
 * links). Null for an event that never goes there (安全, a mail address's confirmation).
 */
export function inboxMessage<E extends NotificationEvent>(
  event: E,
  facts: EventFacts[E],
  path: string,
): InboxMessage | null {
  const type = INBOX_TYPE[EVENT_GROUP[event]];
  if (type === null || event === 'email.confirm') return null;
  const t = (TEMPLATES[event] as Template<EventFacts[E]>)(facts);
  const lines = t.lines.filter(([, v]) => v && !/^https?:\/\//.test(v)).map(([k, v]) => `${k}：${v}`);
  return {
    type,
    title: labelledSubject(t.subject).slice(0, 100),
    content: [t.intro, lines.join('；')].filter(Boolean).join(''),
    link: path,
  };
}

/** Markdown's own characters in a fact are shown as they are, not read as markup. */
const escapeMd = (s: string) => s.replace(/([\\`*_[\]()#>])/g, '\\$1');

/** A button of the message beyond the page link: 同意 / 驳回 of an approval link. */
export type MessageAction = { label: string; url: string };

/**
 * One event's message in every channel's form: the mail's subject, plain text and HTML, and the robots'
 * markdown, each with the facts and a link to the page (`url`, absolute).
 */
export function renderEvent<E extends NotificationEvent>(
  event: E,
  facts: EventFacts[E],
  url: string,
  actions: readonly MessageAction[] = [],
): RenderedMessage {
  const t = (TEMPLATES[event] as Template<EventFacts[E]>)(facts);
  const text = [
    t.intro,
    '',
    ...t.lines.map(([k, v]) => `${k}：${v}`),
    '',
    ...actions.map((a) => `${a.label}：${a.url}`),
    `${t.action}：${url}`,
    '',
    '—— 工业品商城',
  ].join('\n');
  const rows = t.lines
    .map(
      ([k, v]) =>
        `<tr><td style="color:#666;padding:4px 12px 4px 0">${escapeHtml(k)}</td><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>
<body style="font-family:-apple-system,'PingFang SC','Microsoft YaHei',sans-serif;color:#222;max-width:560px">
<p>${escapeHtml(t.intro)}</p>
<table style="border-collapse:collapse">${rows}</table>
${actions.length ? `<p>${actions.map((a) => `<a href="${escapeHtml(a.url)}" style="display:inline-block;border:1px solid #1677ff;color:#1677ff;padding:8px 20px;margin-right:8px;border-radius:2px;text-decoration:none">${escapeHtml(a.label)}</a>`).join('')}</p>` : ''}
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#1677ff;color:#fff;padding:8px 20px;border-radius:2px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="color:#999;font-size:12px">此邮件由工业品商城自动发送，请勿直接回复。</p>
</body></html>`;
  const markdown = [
    `**${escapeMd(t.subject)}**`,
    escapeMd(t.intro),
    ...t.lines.map(([k, v]) => `> ${k}：${escapeMd(v)}`),
    ...actions.map((a) => `[${escapeMd(a.label)}](${a.url})`),
    `[${t.action}](${url})`,
  ].join('\n');
  return { subject: t.subject, text, html, markdown, link: url };
}
