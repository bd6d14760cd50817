import { fireEvent, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import {
  answersByUrl,
  componentTestHooks,
  deliverySample,
  expectReplayed,
  openAppSample,
  renderWithQuery,
  webhookSamples,
} from '@mall/client-kit/testing';
import PortalOpenAppsRoute from './open-apps';
import { http } from '@/lib/request';
import { toast } from '@/lib/toast';

const app = openAppSample({
  id: 4,
  name: '星湖 ERP',
  clientId: 'xinghu-erp-client',
  scopes: ['orders', 'shipping'],
  mode: 'live',
  agentUsername: '13900139001',
});
const endpoint = {
  ...webhookSamples.disabled,
  id: 8,
  url: 'https://wms.xinghu.example.com/mall/notify',
  types: ['order.status', 'afs.status'],
  failingSince: '2026-11-26T08:00:00.000Z',
};
const failed = deliverySample({
  id: 31,
  webhookId: 8,
  messageId: 12,
  type: 'order.status',
  state: 'failed',
  attempts: 8,
  lastStatus: 504,
  lastLatencyMs: 10_000,
  lastError: '接收方超时',
  createdAt: '2026-11-26T07:59:00.000Z',
  lastAttemptAt: '2026-11-29T08:00:00.000Z',
  deliveredAt: null,
});

// The request layer: the shop's apps, the app's endpoint and its log; a replay answers null.
vi.mock('@/lib/request');
vi.mock('@/lib/toast');
const get = vi.mocked(http.get).mockImplementation(
  answersByUrl(() => ({
    '/api/portal/open-apps': [app],
    '/api/portal/open-apps/4/webhooks': [endpoint],
    '/api/portal/open-apps/4/webhooks/8/deliveries': [failed],
  })),
);
const post = vi.mocked(http.post).mockResolvedValue(null);
const success = vi.mocked(toast.success);

componentTestHooks();

const WAIT = { timeout: 10_000 };

// Text queries, not role queries (but for a row's cells): accessible names over antd's DOM are slow in jsdom.
describe('商家后台 → 开放接口 · 推送记录', () => {
  it('lists the app’s endpoint with its status, a delivery’s state and latency, and 重新推送 posts the replay', async () => {
    renderWithQuery(<PortalOpenAppsRoute />, { motion: false });
    const appRow = (await screen.findByText('星湖 ERP', {}, WAIT)).closest('tr')!;
    fireEvent.click(within(appRow).getByText('推送记录'));
    expect(await screen.findByText('推送记录 · 星湖 ERP', {}, WAIT)).toBeTruthy();

    const card = within(
      (await screen.findByText(endpoint.url, {}, WAIT)).closest('.ant-card') as HTMLElement,
    );
    expect(card.getByText('订单状态变更')).toBeTruthy();
    expect(card.getByText('售后状态变更')).toBeTruthy();
    expect(card.getByText('已停用')).toBeTruthy();
    expect(card.getByText('连续失败超过 3 天，已自动停用')).toBeTruthy();
    // The server switched it off: the shop's 管理员 may switch it back on.
    expect(card.getByText('启用').closest('button')).toBeTruthy();

    const row = within((await card.findByText('失败', {}, WAIT)).closest('tr')!);
    expect(row.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '订单状态变更',
      '失败',
      '8',
      '504',
      '10000 ms',
      '接收方超时',
      dayjs(failed.createdAt).format('YYYY-MM-DD HH:mm'),
      '重新推送',
    ]);

    fireEvent.click(row.getByText('重新推送'));
    await expectReplayed({ get, post, success }, '/api/portal/open-apps/4/deliveries/31/replay', 8);
  }, 60_000);
});
