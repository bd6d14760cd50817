import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, type Mock } from 'vitest';
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

/**
 * The card of `webhookSamples.disabled` (or an endpoint like it) in a 推送记录 drawer: every message type,
 * 已停用, why the server switched it off and since when (`since` as the page shows it), and no deliveries.
 */
export async function expectSwitchedOffCard(card: HTMLElement, since: string): Promise<void> {
  const off = within(card);
  expect(off.getByText('全部消息')).toBeTruthy();
  expect(off.getByText('已停用')).toBeTruthy();
  expect(off.getByText('连续失败超过 3 天，已自动停用')).toBeTruthy();
  expect(off.getByText(`连续失败自 ${since}`)).toBeTruthy();
  expect(await off.findByText('暂无推送记录', {}, { timeout: 10_000 })).toBeTruthy();
}

/**
 * After a click on a delivery's 重新推送: the toast said so, the replay was POSTed to `replayUrl`, and the
 * endpoint's log (of webhook `webhookId`) was read a second time.
 */
export async function expectReplayed(
  mocks: { get: Mock; post: Mock; success: Mock },
  replayUrl: string,
  webhookId: number,
): Promise<void> {
  await waitFor(() => expect(mocks.success).toHaveBeenCalledWith('已重新推送'));
  expect(mocks.post).toHaveBeenCalledWith(replayUrl);
  await waitFor(() =>
    expect(
      mocks.get.mock.calls.filter(([url]) => String(url).endsWith(`/webhooks/${webhookId}/deliveries`)),
    ).toHaveLength(2),
  );
}

/**
 * An apps page's server for a creation: the list answers `first`, and a POST to `createUrl` adds `created` to
 * it and answers the secret shown once, `ops_secret-shown-once`; any other POST fails the test.
 */
export function answerAppCreation(
  mocks: { get: Mock; post: Mock },
  createUrl: string,
  first: OpenApp,
  created: OpenApp,
): void {
  let apps = [first];
  mocks.get.mockImplementation(async () => apps);
  mocks.post.mockImplementation(async (url: string) => {
    if (url !== createUrl) throw new Error(`unexpected ${url}`);
    apps = [...apps, created];
    return { app: created, clientSecret: 'ops_secret-shown-once' };
  });
}

/** Clicks the page's button of this text (新建应用, 创建应用) and answers the app dialog it opens. */
export async function openAppDialog(button: string): Promise<HTMLElement> {
  fireEvent.click(screen.getByText(button));
  return (await screen.findByText('IP 白名单', { selector: 'label' })).closest('.ant-modal') as HTMLElement;
}

/**
 * Clicks the app dialog's `ok` (确定, 创建) and expects a new sandbox app posted to `createUrl`: named `name`,
 * with `scopes` and the allow-list the pages' tests type (three entries among blank lines, spaces and a comma);
 * then the secret is shown once.
 */
export async function expectAppPosted(
  dialog: HTMLElement,
  ok: string,
  post: Mock,
  createUrl: string,
  app: { name: string; scopes: readonly string[] },
): Promise<void> {
  await act(async () => {
    fireEvent.click(within(dialog).getByText(ok));
  });
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith(createUrl, {
      name: app.name,
      scopes: [...app.scopes],
      ipAllowList: ['203.0.113.5', '198.51.100.0/24', '2001:db8::1'],
      mode: 'sandbox',
    }),
  );
  expect(await screen.findByText('请立即保存密钥')).toBeTruthy();
}

/**
 * The row of the app named `name` once the list shows it, with each of `texts` in it (its client id, scope
 * tags, mode, allow-list). Text queries, not role queries: computing accessible names over antd's DOM is slow
 * in jsdom.
 */
export async function expectAppRow(name: string, texts: readonly string[]): Promise<HTMLElement> {
  const row = (await screen.findByText(name)).closest('tr')!;
  for (const text of texts) expect(within(row).getByText(text)).toBeTruthy();
  return row;
}
