import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { componentTestHooks, renderWithQuery } from '@mall/client-kit/testing';
import { ApplyRedFormModal } from './apply-red-form-modal';
import { invoiceLine } from '../testing/red-form';
import { http } from '@/lib/request';

vi.mock('@/lib/request');
vi.mock('@/lib/toast');
const post = vi.mocked(http.post) as Mock;

componentTestHooks();

const line = invoiceLine;

/** Picks an option of the antd Select whose field is labelled `label`. */
async function choose(label: string, option: string) {
  const field = screen.getByLabelText(label);
  fireEvent.mouseDown(field);
  const item = await screen.findByTitle(option);
  await act(async () => {
    fireEvent.click(item);
  });
}

describe('申请红字确认单', () => {
  it('offers the 发票夹’s blue invoices and sends the selected lines with quantity and amount in 分', async () => {
    post.mockImplementation(async (url: string) => {
      if (url === '/api/invoice/einvoice/folder')
        return {
          list: [
            {
              id: 'blue-9',
              number: '26352000000000000123',
              sellerName: '工业品商城自营',
              total: '480.05',
            },
          ],
          total: 1,
          pageNum: 1,
          pageSize: 100,
        };
      if (url === '/api/invoice/detail')
        return {
          id: 9,
          lines: [line('*金属制品*扳手', 3, '375.00'), line('*劳动防护用品*手套', 7, '105.05')],
        };
      if (url === '/api/invoice/einvoice/red-forms') return [];
      if (url === '/api/invoice/einvoice/red-forms/apply') return {};
      throw new Error(`unexpected ${url}`);
    });
    const onApplied = vi.fn();
    renderWithQuery(<ApplyRedFormModal onClose={vi.fn()} onApplied={onApplied} />);
    const blue = '26352000000000000123 · 工业品商城自营 · ¥480.05';
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/invoice/einvoice/folder', expect.anything()));
    await choose('蓝字发票', blue);
    await choose('红冲原因', '销货退回');
    fireEvent.click(screen.getByText('所选明细'));
    const first = await screen.findByText('*金属制品*扳手');
    expect(screen.getByText('可冲 3把、¥375.00')).toBeTruthy();
    fireEvent.click(first);
    // Two of three pieces take two thirds of the amount.
    fireEvent.change(screen.getByLabelText('红冲数量 *金属制品*扳手'), { target: { value: '2' } });
    fireEvent.blur(screen.getByLabelText('红冲数量 *金属制品*扳手'));
    await waitFor(() =>
      expect((screen.getByLabelText('红冲金额（元，含税） *金属制品*扳手') as HTMLInputElement).value).toBe(
        '250.00',
      ),
    );
    await act(async () => {
      fireEvent.click(screen.getAllByText('申请红字确认单').at(-1)!);
    });
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/invoice/einvoice/red-forms/apply', {
        invoiceId: 9,
        reason: '销货退回',
        lines: [{ index: 0, quantity: 2, amountFen: 25000 }],
      }),
    );
    expect(onApplied).toHaveBeenCalled();
  });
});
