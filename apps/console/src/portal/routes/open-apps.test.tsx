import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OPEN_MERCHANT_SCOPES, type OpenApp } from '@mall/shared';
import {
  answerAppCreation,
  componentTestHooks,
  expectAppPosted,
  expectAppRow,
  openAppDialog,
  openAppSample,
  renderWithQuery,
} from '@mall/client-kit/testing';
import PortalOpenAppsRoute from './open-apps';

const get = vi.fn();
const post = vi.fn();
const del = vi.fn();
vi.mock('@/lib/request', () => ({
  http: {
    get: (url: string) => get(url),
    post: (url: string, body: unknown) => post(url, body),
    put: vi.fn(),
    delete: (url: string) => del(url),
  },
  request: vi.fn(),
}));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

componentTestHooks();

/** The shop's app: its ERP with the merchant scopes. */
const app = (over: Partial<OpenApp>): OpenApp =>
  openAppSample({
    name: '星湖 ERP',
    clientId: 'xinghu-erp-client',
    scopes: ['orders', 'shipping'],
    agentUsername: '13900139001',
    ...over,
  });

const renderPage = () => renderWithQuery(<PortalOpenAppsRoute />);

describe('商家后台 → 开放接口', () => {
  it('lists the shop’s apps, creates one with the merchant scopes and shows its secret once', async () => {
    const created = app({ id: 2, name: '金蝶 ERP', clientId: 'op_0123456789abcdef0123' });
    answerAppCreation({ get, post }, '/api/portal/open-apps', app({}), created);
    renderPage();

    await expectAppRow('星湖 ERP', ['xinghu-erp-client', '订单', '发货', '沙箱', '不限']);

    const dialog = await openAppDialog('新建应用');
    fireEvent.change(within(dialog).getAllByRole('textbox')[0]!, { target: { value: '金蝶 ERP' } });
    fireEvent.change(dialog.querySelector('textarea')!, {
      target: { value: '203.0.113.5\n\n 198.51.100.0/24，2001:db8::1\n' },
    });
    await expectAppPosted(dialog, '确定', post, '/api/portal/open-apps', {
      name: '金蝶 ERP',
      scopes: OPEN_MERCHANT_SCOPES,
    });
    expect(screen.getByText('ops_secret-shown-once')).toBeTruthy();
    expect(screen.getByText('密钥只显示这一次，关闭后无法再查看；遗失请更换密钥。')).toBeTruthy();
    expect(await screen.findByText('金蝶 ERP')).toBeTruthy();
  }, 60_000);

  it('deletes an app after the confirmation', async () => {
    get.mockImplementation(async () => [app({})]);
    del.mockImplementation(async () => null);
    renderPage();
    const row = (await screen.findByText('星湖 ERP')).closest('tr')!;
    fireEvent.click(within(row).getByText('删除'));
    const confirm = (await screen.findByText('删除后该应用的密钥和令牌立即失效，确定删除？')).closest(
      '.ant-popover',
    ) as HTMLElement;
    fireEvent.click(within(confirm).getByText('确定'));
    await waitFor(() => expect(del).toHaveBeenCalledWith('/api/portal/open-apps/1'));
  }, 60_000);

  it('更换密钥 posts the grace period typed in hours and shows the new secret once', async () => {
    get.mockImplementation(async () => [app({})]);
    post.mockImplementation(async () => ({ app: app({}), clientSecret: 'ops_rotated-secret' }));
    renderPage();
    const row = (await screen.findByText('星湖 ERP')).closest('tr')!;
    fireEvent.click(within(row).getByText('更换密钥'));
    const dialog = (await screen.findByText('更换密钥 · 星湖 ERP')).closest('.ant-modal') as HTMLElement;
    fireEvent.change(within(dialog).getByRole('spinbutton'), { target: { value: '0' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByText('确定'));
    });
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/portal/open-apps/1/rotate', { graceHours: 0 }),
    );
    expect(await screen.findByText('ops_rotated-secret')).toBeTruthy();
  }, 60_000);
});
