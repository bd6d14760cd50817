import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { MaterialCode, MyCompany } from '@mall/shared';
import { componentTestHooks, renderWithQuery } from '@mall/client-kit/testing';
import { MaterialCodesPage } from './material-codes-page';

const post = vi.fn();
vi.mock('@/lib/request', () => ({
  http: { get: vi.fn(), post: (url: string, body: unknown) => post(url, body) },
  request: vi.fn(),
  RequestError: class extends Error {},
}));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

componentTestHooks();

const code = (id: number, text: string, ratioText = ''): MaterialCode => ({
  id,
  code: text,
  description: `描述 ${text}`,
  ratioNum: ratioText ? 12 : 1,
  ratioDen: 1,
  ratioText,
  skuId: 100 + id,
  productId: 200 + id,
  skuCode: `SKU-${id}`,
  title: `深沟球轴承 ${id}`,
  modelNo: '6204-2RS',
  spec: '开式',
  unit: '个',
  updatedAt: '2026-12-01T00:00:00.000Z',
});
const as = (...roles: string[]) => ({ roles, headOf: [] }) as unknown as MyCompany;

describe('企业采购 → 物料编码', () => {
  it('lists the codes with their SKUs and conversions, and searches by keyword from page 1', async () => {
    post.mockImplementation(async (_url: string, body: { keyword?: string }) => ({
      list: body.keyword ? [code(2, 'WL-10010', '12')] : [code(1, 'WL-10001'), code(2, 'WL-10010', '12')],
      total: body.keyword ? 1 : 2,
      pageNum: 1,
      pageSize: 20,
    }));
    renderWithQuery(
      <MemoryRouter>
        <MaterialCodesPage company={as('采购员')} />
      </MemoryRouter>,
    );
    const table = await screen.findByRole('table');
    await within(table).findByText('WL-10001');
    expect(within(table).getByText('1 = 12 个')).toBeTruthy();
    expect(within(table).getByText('1:1')).toBeTruthy();
    expect(screen.getByText('共 2 个')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: '物料编码、描述、商品编码、名称或型号' }), {
      target: { value: ' WL-10010 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(screen.getByText('共 1 个')).toBeTruthy());
    expect(post).toHaveBeenLastCalledWith('/api/company/material-codes/list', {
      keyword: 'WL-10010',
      pageNum: 1,
      pageSize: 20,
    });
    // 采购员 may change them: 编辑, 删除 and 导入 are offered.
    expect(screen.getByRole('button', { name: /导入 Excel/ })).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: '编辑' }).length).toBeGreaterThan(0);
  });

  it('saves an edited code with its SKU, and offers a member who is not an editor only reading and export', async () => {
    post.mockImplementation(async (url: string) =>
      url.endsWith('/list') ? { list: [code(1, 'WL-10001')], total: 1, pageNum: 1, pageSize: 20 } : {},
    );
    const { unmount } = renderWithQuery(
      <MemoryRouter>
        <MaterialCodesPage company={as('管理员')} />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑物料编码' });
    fireEvent.change(within(dialog).getByLabelText('物料编码'), { target: { value: 'WL-20001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存|确\s*定/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/company/material-codes/update', {
        id: 1,
        skuId: 101,
        code: 'WL-20001',
        description: '描述 WL-10001',
        ratioNum: 1,
        ratioDen: 1,
      }),
    );
    unmount();
    renderWithQuery(
      <MemoryRouter>
        <MaterialCodesPage company={as('财务')} />
      </MemoryRouter>,
    );
    await screen.findByText('WL-10001');
    expect(screen.queryByRole('button', { name: /导入 Excel/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.getByRole('button', { name: /导出 Excel/ })).toBeTruthy();
  });
});
