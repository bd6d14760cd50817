import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpenWebhook } from '@mall/shared';
import {
  answersByUrl,
  componentTestHooks,
  DELIVERED_CELLS,
  deliverySample,
  expectReplayed,
  expectSwitchedOffCard,
  openAppSample,
  renderWithQuery,
  webhookSamples,
} from '@mall/client-kit/testing';
import { OpenAppsPage } from './open-apps-page';
import { http } from '@/lib/request';
import { toast } from '@/lib/toast';

const app = openAppSample({ scopes: ['orders', 'messages'] });
const { active, disabled } = webhookSamples;
const delivered = deliverySample();
const failed = deliverySample({
  id: 900,
  type: 'invoice.issued',
  state: 'failed',
  attempts: 6,
  lastStatus: 502,
  lastLatencyMs: 2890,
  lastError: 'HTTP 502',
  deliveredAt: null,
});
const pending = deliverySample({
  id: 902,
  state: 'pending',
  attempts: 1,
  lastStatus: null,
  lastLatencyMs: null,
});

let hooks: OpenWebhook[] = [];
// The request layer: the company's apps, the app's endpoints, each endpoint's log; a replay answers null.
vi.mock('@/lib/request');
vi.mock('@/lib/toast');
const get = vi.mocked(http.get).mockImplementation(
  answersByUrl(() => ({
    '/api/company/open-apps': [app],
    '/api/company/open-apps/1/webhooks': hooks,
    '/api/company/open-apps/1/webhooks/5/deliveries': [pending, delivered, failed],
    '/api/company/open-apps/1/webhooks/6/deliveries': [],
  })),
);
const post = vi.mocked(http.post).mockResolvedValue(null);
const success = vi.mocked(toast.success);

componentTestHooks();
beforeEach(() => {
  hooks = [active, disabled];
});

const renderPage = () => renderWithQuery(<OpenAppsPage />, { motion: false });

const WAIT = { timeout: 10_000 };

/** 推送记录 of the app's row: the drawer, once its endpoints have come. */
async function openDeliveries() {
  renderPage();
  const row = (await screen.findByText('演示 ERP', {}, WAIT)).closest('tr')!;
  fireEvent.click(within(row).getByText('推送记录'));
  expect(await screen.findByText('推送记录 · 演示 ERP', {}, WAIT)).toBeTruthy();
}

/** The cells of the delivery row holding this state. */
const cellsOf = async (state: string) =>
  within((await screen.findByText(state, {}, WAIT)).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

// Text queries, not role queries (but for a row's cells): accessible names over antd's DOM are slow in jsdom.
describe('企业采购 → 开放接口 · 推送记录', () => {
  it('lists the app’s endpoints with their types and status, and each delivery’s state, HTTP status and latency', async () => {
    await openDeliveries();
    const card = within((await screen.findByText(active.url, {}, WAIT)).closest('.ant-card') as HTMLElement);
    expect(card.getByText('订单已发货')).toBeTruthy();
    expect(card.getByText('发票已开具')).toBeTruthy();
    expect(card.getByText('启用')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/api/company/open-apps/1/webhooks/5/deliveries', { before: undefined });

    const time = dayjs(delivered.createdAt).format('YYYY-MM-DD HH:mm');
    expect(await cellsOf('已送达')).toEqual([...DELIVERED_CELLS, time, '重新推送']);
    expect(await cellsOf('失败')).toEqual([
      '发票已开具',
      '失败',
      '6',
      '502',
      '2890 ms',
      'HTTP 502',
      time,
      '重新推送',
    ]);
    // A pending delivery is in the queue already: no 重新推送.
    expect(await cellsOf('投递中')).toEqual(['订单已发货', '投递中', '1', '—', '—', '—', time, '']);

    await expectSwitchedOffCard(
      (await screen.findByText(disabled.url)).closest('.ant-card') as HTMLElement,
      dayjs(disabled.failingSince).format('YYYY-MM-DD HH:mm'),
    );
  }, 60_000);

  it('重新推送 posts the replay under the company’s apps, says so and reads the log again', async () => {
    await openDeliveries();
    const row = within((await screen.findByText('失败', {}, WAIT)).closest('tr')!);
    fireEvent.click(row.getByText('重新推送'));
    await expectReplayed({ get, post, success }, '/api/company/open-apps/1/deliveries/900/replay', 5);
  }, 60_000);

  it('启用 an endpoint the server switched off, after a confirmation', async () => {
    await openDeliveries();
    const off = within((await screen.findByText(disabled.url, {}, WAIT)).closest('.ant-card') as HTMLElement);
    fireEvent.click(off.getByText('启用'));
    const dialog = (await screen.findByText('启用后将恢复向该地址推送消息，确定启用？')).closest(
      '.ant-modal',
    ) as HTMLElement;
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByText('确定'));
    await waitFor(() => expect(success).toHaveBeenCalledWith('推送地址已启用'));
    expect(post).toHaveBeenCalledWith('/api/company/open-apps/1/webhooks/6/enable');
  }, 60_000);

  it('says so when the app has no endpoint', async () => {
    hooks = [];
    await openDeliveries();
    expect(await screen.findByText('该应用尚未登记推送地址', {}, WAIT)).toBeTruthy();
  }, 60_000);
});
