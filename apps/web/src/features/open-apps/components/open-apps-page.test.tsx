import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OPEN_BUYER_SCOPES } from '@mall/shared';
import { OpenAppsPage } from './open-apps-page';
import {
  answerAppCreation,
  componentTestHooks,
  expectAppPosted,
  expectAppRow,
  openAppDialog,
  openAppSample as app,
  renderWithQuery,
} from '@mall/client-kit/testing';

const get = vi.fn();
const post = vi.fn();
vi.mock('@/lib/request', () => ({
  http: {
    get: (url: string) => get(url),
    post: (url: string, body: unknown) => post(url, body),
    put: vi.fn(),
    delete: vi.fn(),
  },
  request: vi.fn(),
}));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

componentTestHooks();

const renderPage = () => renderWithQuery(<OpenAppsPage />);

describe('企业采购 → 开放接口', () => {
  it('lists an app with its scope tags, and a new app posts the allow-list by lines and shows its secret once', async () => {
    const created = app({
      id: 2,
      name: '用友 ERP',
      clientId: 'op_0123456789abcdef0123',
      scopes: [...OPEN_BUYER_SCOPES],
    });
    answerAppCreation({ get, post }, '/api/company/open-apps', app({}), created);
    renderPage();
    // The document an integrator needs is the open platform's own, not the site's API document.
    expect((await screen.findByRole('link', { name: '接口文档' })).getAttribute('href')).toBe('/open/docs');

    const row = await expectAppRow('演示 ERP', ['demo-erp-client', '商品', '订单', '沙箱', '不限']);
    expect(within(row).queryByText('价格')).toBeNull();

    const dialog = await openAppDialog('创建应用');
    fireEvent.change(within(dialog).getByPlaceholderText('如：用友 ERP'), {
      target: { value: ' 用友 ERP ' },
    });
    fireEvent.change(within(dialog).getByPlaceholderText(/每行一个 IP 地址或网段/), {
      target: { value: '203.0.113.5\n\n  198.51.100.0/24 ,2001:db8::1\n' },
    });
    await expectAppPosted(dialog, '创建', post, '/api/company/open-apps', {
      name: '用友 ERP',
      scopes: OPEN_BUYER_SCOPES,
    });
    expect(screen.getByTestId('open-app-secret').textContent).toContain('ops_secret-shown-once');
    expect(screen.getByTestId('open-app-client-id').textContent).toContain('op_0123456789abcdef0123');
    expect(screen.getByText('密钥只显示这一次，关闭后无法再次查看；遗失请更换密钥。')).toBeTruthy();
    // The list was read again and shows the new app.
    expect(await screen.findByText('用友 ERP')).toBeTruthy();
  }, 60_000);
});
