import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { componentTestHooks, confirmDialog, openConfirm, renderAtRoute } from '@mall/client-kit/testing';
import type { AdminOpenApp } from '../api/open-apps';
import { OpenAppList } from './open-app-list';

const erp: AdminOpenApp = {
  id: 3,
  name: '演示 ERP',
  clientId: 'demo-erp-client',
  scopes: ['products', 'statements'],
  ipAllowList: [],
  mode: 'sandbox',
  status: 'active',
  agentUsername: 'demo',
  createdAt: '2026-11-20T02:00:00.000Z',
  secretRotatedAt: '2026-11-20T02:00:00.000Z',
  previousSecretUntil: null,
  lastUsedAt: null,
  ownerKind: 'company',
  ownerName: '上海示范机电设备有限公司',
};
const shopApp: AdminOpenApp = {
  ...erp,
  id: 4,
  name: '店铺 WMS',
  clientId: 'shop-wms-client',
  scopes: ['shipping'],
  mode: 'live',
  status: 'suspended',
  agentUsername: 'shop_admin',
  ownerKind: 'shop',
  ownerName: '五金旗舰店',
};

// The request layer: the list answers both apps, an app's endpoints none; a write answers null (what the
// server's data is).
const get = vi.fn((url: string) =>
  Promise.resolve(url === '/api/admin/open-apps' ? [erp, shopApp] : url.endsWith('/webhooks') ? [] : null),
);
const post = vi.fn<(url: string, body: unknown) => Promise<null>>(() => Promise.resolve(null));
vi.mock('@/lib/request', () => ({
  http: {
    get: (url: string) => get(url),
    post: (url: string, body: unknown) => post(url, body),
  },
}));

const success = vi.fn();
vi.mock('@/lib/toast', () => ({ toast: { success: (text: string) => success(text) } }));

componentTestHooks();

function renderList() {
  renderAtRoute(<OpenAppList />, '/', { motion: false });
}

/** The table row holding this text, once the list has come. */
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('开放平台应用', { timeout: 30_000 }, () => {
  it('lists every app with its owner, scopes, environment and status', async () => {
    renderList();
    const row = within(await rowOf('演示 ERP'));
    expect(row.getByText('demo-erp-client')).toBeTruthy();
    expect(row.getByText('企业')).toBeTruthy();
    expect(row.getByText('上海示范机电设备有限公司')).toBeTruthy();
    expect(row.getByText('商品')).toBeTruthy();
    expect(row.getByText('对账单')).toBeTruthy();
    expect(row.getByText('沙箱')).toBeTruthy();
    expect(row.getByText('正常')).toBeTruthy();
    expect(row.getByText('demo')).toBeTruthy();
    expect(row.getByText(dayjs(erp.createdAt).format('YYYY-MM-DD HH:mm'))).toBeTruthy();
    expect(row.getByText('—')).toBeTruthy();
    expect(row.getByRole('button', { name: '停用' })).toBeTruthy();

    const shop = within(await rowOf('店铺 WMS'));
    expect(shop.getByText('商家')).toBeTruthy();
    expect(shop.getByText('发货')).toBeTruthy();
    expect(shop.getByText('正式')).toBeTruthy();
    expect(shop.getByText('已停用').closest('.ant-tag')?.className).toMatch(/red/);
    expect(shop.getByRole('button', { name: '恢复' })).toBeTruthy();
  });

  it('sends 停用 only after the confirmation, then says so and reads the list again', async () => {
    renderList();
    const dialog = await openConfirm('停用', within(await rowOf('演示 ERP')));
    expect(dialog.textContent).toContain('停用后该应用的令牌立即失效，确定停用？');
    expect(post).not.toHaveBeenCalled();
    confirmDialog(dialog);
    await waitFor(() => expect(success).toHaveBeenCalledWith('应用已停用'));
    expect(post).toHaveBeenCalledWith('/api/admin/open-apps/3/suspend', { suspended: true });
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  });

  it('sends 恢复 for a suspended app', async () => {
    renderList();
    const dialog = await openConfirm('恢复', within(await rowOf('店铺 WMS')));
    expect(dialog.textContent).toContain('确定恢复该应用？');
    confirmDialog(dialog);
    await waitFor(() => expect(success).toHaveBeenCalledWith('应用已恢复'));
    expect(post).toHaveBeenCalledWith('/api/admin/open-apps/4/suspend', { suspended: false });
  });

  it("推送记录 opens the app's endpoints beside the list", async () => {
    renderList();
    fireEvent.click(within(await rowOf('演示 ERP')).getByText('推送记录'));
    expect(await screen.findByText('推送记录 · 演示 ERP')).toBeTruthy();
    await waitFor(() => expect(get).toHaveBeenCalledWith('/api/admin/open-apps/3/webhooks'));
  });

  it('filters by name, app id or owner', async () => {
    renderList();
    await rowOf('演示 ERP');
    fireEvent.change(screen.getByPlaceholderText('应用名称、应用编号或所属'), { target: { value: '旗舰' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(screen.queryByText('演示 ERP')).toBeNull());
    expect(screen.getByText('店铺 WMS')).toBeTruthy();
  });
});
