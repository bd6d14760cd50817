import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  componentTestHooks,
  DELIVERED_CELLS,
  deliverySample,
  expectReplayed,
  expectSwitchedOffCard,
  renderWithQuery,
  webhookSamples,
} from '@mall/client-kit/testing';
import type { OpenDelivery, OpenWebhook } from '@mall/shared';
import type { AdminOpenApp } from '../api/open-apps';
import { OpenAppDeliveriesDrawer } from './open-app-deliveries';
import { http } from '@/lib/request';
import { toast } from '@/lib/toast';

const erp = {
  id: 3,
  name: '演示 ERP',
  clientId: 'demo-erp-client',
  ownerKind: 'company',
  ownerName: '上海示范机电设备有限公司',
} as unknown as AdminOpenApp;

const { active, disabled } = webhookSamples;
const delivered = deliverySample();
/** A full first page (50 rows, ids 950…901 newest first) answers 加载更多 with the one older row. */
const page = (from: number, n: number): OpenDelivery[] =>
  Array.from({ length: n }, (_, i) => ({ ...delivered, id: from - i, state: 'failed', lastStatus: 502 }));

let hooks: OpenWebhook[] = [];
let deliveries: (params?: Record<string, unknown>) => OpenDelivery[] = () => [];

// The request layer: the app's endpoints, each endpoint's log; a write answers null (the server's data).
vi.mock('@/lib/request');
vi.mock('@/lib/toast');
const get = vi
  .mocked(http.get)
  .mockImplementation((url: string, params?: Record<string, unknown>) =>
    Promise.resolve(
      url === '/api/admin/open-apps/3/webhooks'
        ? hooks
        : url === '/api/admin/open-apps/3/webhooks/5/deliveries'
          ? deliveries(params)
          : url.endsWith('/deliveries')
            ? []
            : null,
    ),
  );
const post = vi
  .mocked(http.post)
  .mockImplementation((url: string) =>
    Promise.resolve(url.endsWith('/enable') ? { ...disabled, status: 'active' } : null),
  );
const success = vi.mocked(toast.success);

componentTestHooks();
afterEach(() => {
  hooks = [];
  deliveries = () => [];
});

const renderDrawer = () =>
  renderWithQuery(<OpenAppDeliveriesDrawer app={erp} onClose={() => {}} />, { motion: false });

// Buttons are found by their text: getByRole's visibility checks walk the drawer's styles and take seconds.
// The first answers may take a while on a busy machine (the drawer's first render is the slow part).
const WAIT = { timeout: 5_000 };

/** The card of the endpoint at this URL, once the endpoints have come. */
const cardOf = async (url: string) =>
  (await screen.findByText(url, {}, WAIT)).closest('.ant-card') as HTMLElement;

describe('开放平台应用 · 推送记录', { timeout: 30_000 }, () => {
  it('shows each endpoint with its types and status, and its delivery log', async () => {
    hooks = [active, disabled];
    deliveries = () => [delivered];
    renderDrawer();
    expect(await screen.findByText('推送记录 · 演示 ERP', {}, WAIT)).toBeTruthy();

    const card = within(await cardOf(active.url));
    expect(card.getByText('订单已发货')).toBeTruthy();
    expect(card.getByText('发票已开具')).toBeTruthy();
    // 启用 is the status tag here, not a button.
    expect(card.getByText('启用').closest('.ant-tag')).toBeTruthy();
    expect(card.getByText('启用').closest('button')).toBeNull();

    const row = within((await card.findByText('已送达', {}, WAIT)).closest('tr')!);
    const cells = row.getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual([
      ...DELIVERED_CELLS,
      dayjs(delivered.createdAt).format('YYYY-MM-DD HH:mm'),
      '重新推送',
    ]);

    await expectSwitchedOffCard(
      await cardOf(disabled.url),
      dayjs(disabled.failingSince).format('YYYY-MM-DD HH:mm'),
    );
  });

  it('says so when the app has no endpoint', async () => {
    renderDrawer();
    expect(await screen.findByText('该应用尚未登记推送地址', {}, WAIT)).toBeTruthy();
  });

  it('重新推送 posts the replay and reads the log again', async () => {
    hooks = [active];
    deliveries = () => [delivered];
    renderDrawer();
    const row = within((await screen.findByText('已送达', {}, WAIT)).closest('tr')!);
    fireEvent.click(row.getByText('重新推送'));
    await expectReplayed({ get, post, success }, '/api/admin/open-apps/3/deliveries/901/replay', 5);
  });

  it('启用 a disabled endpoint after a confirmation', async () => {
    hooks = [disabled];
    renderDrawer();
    const card = within(await cardOf(disabled.url));
    fireEvent.click(card.getByText('启用'));
    const [title] = await screen.findAllByText('启用后将恢复向该地址推送消息，确定启用？');
    const dialog = title!.closest('.ant-modal') as HTMLElement;
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('推送地址已启用'));
    expect(post).toHaveBeenCalledWith('/api/admin/open-apps/3/webhooks/6/enable');
  });

  it('加载更多 asks for the rows before the last one shown when a page was full', async () => {
    hooks = [active];
    deliveries = (params) =>
      params?.before === 901 ? [{ ...delivered, id: 900, attempts: 7 }] : page(950, 50);
    renderDrawer();
    fireEvent.click(await screen.findByText('加载更多', {}, WAIT));
    expect(await screen.findByText('7')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/api/admin/open-apps/3/webhooks/5/deliveries', { before: 901 });
    await waitFor(() => expect(screen.queryByText('加载更多')).toBeNull());
  });
});
