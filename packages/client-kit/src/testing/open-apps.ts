import type { OpenApp, OpenDelivery, OpenWebhook } from '@mall/shared';

/** An app of the 开放接口 pages' tests (the company's, the shop's, the operator's), changed where a test says. */
export const openAppSample = (over: Partial<OpenApp> = {}): OpenApp => ({
  id: 1,
  name: '演示 ERP',
  clientId: 'demo-erp-client',
  scopes: ['products', 'orders'],
  ipAllowList: [],
  mode: 'sandbox',
  status: 'active',
  agentUsername: 'demo',
  createdAt: '2026-11-29T01:00:00.000Z',
  secretRotatedAt: '2026-11-29T01:00:00.000Z',
  previousSecretUntil: null,
  lastUsedAt: null,
  ...over,
});

/** A push endpoint that delivers (5) and one the server switched off after three days of failures (6). */
export const webhookSamples: { active: OpenWebhook; disabled: OpenWebhook } = {
  active: {
    id: 5,
    url: 'https://erp.example.com/hooks/mall',
    types: ['order.shipped', 'invoice.issued'],
    status: 'active',
    failingSince: null,
    disabledReason: '',
    createdAt: '2026-11-20T02:00:00.000Z',
  },
  disabled: {
    id: 6,
    url: 'https://old.example.com/notify',
    types: [],
    status: 'disabled',
    failingSince: '2026-11-25T08:00:00.000Z',
    disabledReason: '连续失败超过 3 天，已自动停用',
    createdAt: '2026-11-18T02:00:00.000Z',
  },
};

/** A delivery of endpoint 5 that arrived on its second attempt, changed where a test says. */
export const deliverySample = (over: Partial<OpenDelivery> = {}): OpenDelivery => ({
  id: 901,
  webhookId: 5,
  messageId: 77,
  type: 'order.shipped',
  state: 'delivered',
  attempts: 2,
  lastStatus: 200,
  lastLatencyMs: 134,
  lastError: '',
  createdAt: '2026-11-28T03:00:00.000Z',
  lastAttemptAt: '2026-11-28T03:01:00.000Z',
  deliveredAt: '2026-11-28T03:01:00.000Z',
  ...over,
});

/** The first cells of `deliverySample()`'s row in a 推送记录 table: type, state, attempts, HTTP status, latency, error. */
export const DELIVERED_CELLS = ['订单已发货', '已送达', '2', '200', '134 ms', '—'];

/**
 * A request layer's GET answering from `answers()` (read at each call) by URL, null for any other URL: the
 * 开放接口 pages' apps, endpoints and logs.
 */
export const answersByUrl =
  (answers: () => Record<string, unknown>) =>
  (url: string, _params?: unknown): Promise<unknown> =>
    Promise.resolve(answers()[url] ?? null);
