import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { componentTestHooks, renderWithQuery } from '@mall/client-kit/testing';
import { InvoiceFolderPage } from './invoice-folder-page';
import { expectSaved, folderRow } from '../testing/folder-row';
import { downloadFile } from '@/lib/download';
import { http } from '@/lib/request';

vi.mock('@/lib/request');
vi.mock('@/lib/toast');
const post = vi.mocked(http.post) as Mock;
vi.mock('@/lib/download');

componentTestHooks();

const row = folderRow;

const renderPage = () => renderWithQuery(<InvoiceFolderPage />);

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
    vi.mocked(downloadFile).mockResolvedValue('发票夹.zip');
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
    await expectSaved('/zip', { ids: ['blue-9'] }, '发票夹.zip');
    fireEvent.click(screen.getByRole('button', { name: '导出入账表' }));
    await expectSaved('/export', expect.objectContaining({ ids: ['blue-9'] }), '发票入账表.xlsx');
    fireEvent.click(within(blueRow).getByRole('button', { name: '下载 PDF' }));
    await expectSaved('/file', { id: 'blue-9', format: 'pdf' }, '26352000000000000123.pdf');
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
