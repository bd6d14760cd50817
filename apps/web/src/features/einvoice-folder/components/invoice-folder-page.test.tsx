import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import type { EinvoiceFolderRow } from '@mall/shared';
import { componentTestHooks } from '@mall/client-kit/testing';
import { InvoiceFolderPage } from './invoice-folder-page';

const post = vi.fn();
const download = vi.fn();
vi.mock('@/lib/request', () => ({
  http: { get: vi.fn(), post: (url: string, body: unknown) => post(url, body) },
  request: vi.fn(),
}));
vi.mock('@/lib/download', () => ({
  downloadFile: (url: string, body: unknown, name: string) => download(url, body, name),
}));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

componentTestHooks();

const row = (over: Partial<EinvoiceFolderRow> = {}): EinvoiceFolderRow => ({
  id: 'blue-9',
  kind: 'blue',
  kindLabel: '蓝字',
  number: '26352000000000000123',
  type: '81',
  typeLabel: '数电票（增值税专用发票）',
  issueDate: '2026-11-30',
  amount: '200.00',
  tax: '26.00',
  total: '226.00',
  checkCode: null,
  sellerName: '工业品商城（北京）有限公司',
  sellerTaxId: '91110000600037341L',
  buyerName: '上海演示机电有限公司',
  buyerTaxId: '91310000MA1K000001',
  blueNumber: null,
  orderNos: ['O2026113000001'],
  xmlSha256: 'ab'.repeat(32),
  ...over,
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <QueryClientProvider client={client}>
        <InvoiceFolderPage />
      </QueryClientProvider>
    </ConfigProvider>,
  );
}

describe('发票夹', () => {
  it('lists blue and red, zips the selected, exports, and searches by number', async () => {
    const red = row({
      id: 'red-3',
      kind: 'red',
      kindLabel: '红字',
      number: '26352000000000000456',
      total: '-113.00',
      blueNumber: '26352000000000000123',
    });
    post.mockResolvedValue({ list: [row(), red], total: 2, pageNum: 1, pageSize: 10 });
    download.mockResolvedValue('发票夹.zip');
    renderPage();
    const blueRow = (
      await screen.findByText('26352000000000000123', { selector: '.mall-folder-number' })
    ).closest('tr')!;
    expect(within(blueRow).getByText('226.00')).toBeTruthy();
    expect(screen.getByText('对应蓝字发票号码：26352000000000000123')).toBeTruthy();
    const zip = screen.getByRole('button', { name: '下载所选（zip）' });
    expect(zip).toHaveProperty('disabled', true);
    fireEvent.click(within(blueRow).getByRole('checkbox', { name: '26352000000000000123' }));
    expect(screen.getByText('已选 1 张')).toBeTruthy();
    fireEvent.click(zip);
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith(
        '/api/invoice/einvoice/folder/zip',
        { ids: ['blue-9'] },
        '发票夹.zip',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: '导出入账表' }));
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith(
        '/api/invoice/einvoice/folder/export',
        expect.objectContaining({ ids: ['blue-9'] }),
        '发票入账表.xlsx',
      ),
    );
    fireEvent.click(within(blueRow).getByRole('button', { name: '下载 PDF' }));
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith(
        '/api/invoice/einvoice/folder/file',
        { id: 'blue-9', format: 'pdf' },
        '26352000000000000123.pdf',
      ),
    );
    fireEvent.change(screen.getByLabelText('发票号码'), { target: { value: '0123' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith(
        '/api/invoice/einvoice/folder',
        expect.objectContaining({ keyword: '0123', pageNum: 1 }),
      ),
    );
  });

  it('shows the 查验 facts: no 校验码 on a 数电票', async () => {
    post.mockResolvedValue({ list: [row()], total: 1, pageNum: 1, pageSize: 10 });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '查验信息' }));
    expect(await screen.findByText('无（数电票无校验码）')).toBeTruthy();
    expect(screen.getByText('91110000600037341L', { exact: false })).toBeTruthy();
  });
});
