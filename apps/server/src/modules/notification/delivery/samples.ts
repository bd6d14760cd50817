import { NOTIFICATION_EVENTS, type NotificationEvent, type TemplatePreview } from '@mall/shared';
import { smsText } from './sms-text';
import { inboxMessage, renderEvent, type EventFacts } from './templates';
import { MARKET_SAMPLES } from './samples.market';
import { FINANCE_SAMPLES } from './templates.finance';

/** A made-up parcel of an order. */
const PARCEL = {
  orderNo: '202611300000000001',
  poNumber: 'PO-2026-118',
  carrier: '顺丰速运',
  trackingNo: 'SF1400123450000',
};

/** Facts of a made-up event of each kind, for the console's template preview (never sent). */
const SAMPLE_FACTS: { [E in NotificationEvent]: EventFacts[E] } = {
  ...MARKET_SAMPLES,
  ...FINANCE_SAMPLES,
  'approval.waiting': {
    requestNo: 'SQ20261130000001',
    requesterName: '张采购',
    amount: '1,250.00',
    ruleName: '五千元以下一级审批',
    level: '一级',
  },
  'approval.approved': {
    requestNo: 'SQ20261130000001',
    amount: '1,250.00',
    by: '李经理',
    comment: '同意',
    orderNo: '202611300000000001',
  },
  'approval.rejected': {
    requestNo: 'SQ20261130000001',
    amount: '1,250.00',
    by: '李经理',
    comment: '预算不足',
  },
  'approval.returned': {
    requestNo: 'SQ20261130000001',
    amount: '1,250.00',
    by: '系统',
    comment: '商品库存不足',
  },
  'order.placed': {
    orderNo: '202611300000000001',
    poNumber: 'PO-2026-118',
    amount: '1,250.00',
    pay: 'online',
    payBy: '2026-11-30 10:00',
  },
  'order.accepted': { orderNo: '202611300000000001', poNumber: 'PO-2026-118' },
  'order.shipped': PARCEL,
  'shipment.delivering': PARCEL,
  'shipment.signed': PARCEL,
  'receipt.due': { ...PARCEL, days: '7', autoAt: '2026-12-07 10:30' },
  'statement.ready': {
    statementNo: 'ST202611-0001',
    amount: '36,800.00',
    period: '2026-10-01 至 2026-10-31',
    dueDate: '2026-12-05',
  },
  'invoice.issued': {
    invoiceNo: '24332000000087654321',
    issueDate: '2026-11-30',
    amount: '1,250.00',
    orderNos: '202611300000000001',
  },
  'shop.order': { orderNo: '202611300000000001', poNumber: '' },
  'shop.afs': { afsNo: 'AS202611300001', orderNo: '202611300000000001' },
  'email.confirm': { username: 'qy_caigou', email: 'caigou@demo.example', expiresAt: '2026-12-01 09:30' },
  'security.password': { username: 'qy_caigou', time: '2026-11-30 09:30', how: '输入原密码后修改' },
};

/** An event's message with sample facts, as each channel would carry it (`origin`: the site's address). */
export function previewEvent(event: NotificationEvent, origin: string): TemplatePreview {
  const facts = SAMPLE_FACTS[event] as EventFacts[typeof event];
  const m = renderEvent(event, facts, `${origin}/`, []);
  const inbox = inboxMessage(event, facts, '/');
  return {
    event,
    eventLabel: NOTIFICATION_EVENTS[event].label,
    subject: m.subject,
    text: m.text,
    html: m.html,
    markdown: m.markdown,
    inbox: inbox && { title: inbox.title, content: inbox.content },
    sms: smsText(m),
  };
}
