import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { componentTestHooks, renderWithQuery } from '@mall/client-kit/testing';
import { EinvoiceOfInvoice } from './einvoice-of-invoice';
import { expectSaved, folderRow } from '../testing/folder-row';
import { downloadFile } from '@/lib/download';
import { http } from '@/lib/request';

vi.mock('@/lib/request');
vi.mock('@/lib/toast');
const post = vi.mocked(http.post) as Mock;
vi.mock('@/lib/download');

componentTestHooks();

const BLUE = '26352000000000000123';
const RED = '26352000000000000456';

const row = folderRow;

const red = row({
  id: 'red-3',
  kind: 'red',
  kindLabel: '红字',
  number: RED,
  issueDate: '2026-12-01',
  total: '-113.00',
  blueNumber: BLUE,
});
/** Another application's blue invoice over the same order, and its red one: not this invoice's. */
const other = row({ id: 'blue-10', number: '26352000000000000789', type: '82', issueDate: '2026-12-02' });
const otherRed = row({
  id: 'red-4',
  kind: 'red',
  number: '26352000000000000999',
  blueNumber: '26352000000000000789',
});

function show(invoiceId: number) {
  renderWithQuery(
    <div data-testid="detail">
      <EinvoiceOfInvoice invoiceId={invoiceId} orderNos={['O2026113000001', 'O2026113000002']} />
    </div>,
  );
}

describe('数电票 in the invoice detail', () => {
  it('shows the blue 数电票 of this application, its XML and PDF, and the red one linked to it', async () => {
    post.mockResolvedValue({ list: [other, otherRed, red, row()], total: 4, pageNum: 1, pageSize: 50 });
    vi.mocked(downloadFile).mockResolvedValue(`${BLUE}.xml`);
    show(9);
    const section = await screen.findByRole('region', { name: '数电票' });
    expect(post).toHaveBeenCalledWith('/api/invoice/einvoice/folder', {
      orderNo: 'O2026113000001',
      pageNum: 1,
      pageSize: 50,
    });
    const facts = section.querySelector('.ant-descriptions')! as HTMLElement;
    expect(within(facts).getByText(BLUE)).toBeTruthy();
    expect(within(facts).getByText('数电专票')).toBeTruthy();
    expect(within(facts).getByText('2026-11-30')).toBeTruthy();
    expect(within(facts).getByText('226.00')).toBeTruthy();

    fireEvent.click(within(facts).getByRole('button', { name: '下载 XML' }));
    await expectSaved('/file', { id: 'blue-9', format: 'xml' }, `${BLUE}.xml`);
    fireEvent.click(within(facts).getByRole('button', { name: '下载 PDF' }));
    await expectSaved('/file', { id: 'blue-9', format: 'pdf' }, `${BLUE}.pdf`);

    // The red invoice reversing it, with its own files; the other application's invoices are not shown.
    const redRow = screen.getByText(RED).closest('tr')!;
    expect(within(redRow).getByText(`冲销蓝字发票 ${BLUE}`)).toBeTruthy();
    expect(within(redRow).getByText('-113.00')).toBeTruthy();
    fireEvent.click(within(redRow).getByRole('button', { name: '下载 PDF' }));
    await expectSaved('/file', { id: 'red-3', format: 'pdf' }, `${RED}.pdf`);
    expect(screen.queryByText('26352000000000000789')).toBeNull();
    expect(screen.queryByText('26352000000000000999')).toBeNull();
  });

  it('says 数电普票 for type 82 and lists no red invoices when none reverses it', async () => {
    post.mockResolvedValue({ list: [other, red], total: 2, pageNum: 1, pageSize: 50 });
    show(10);
    const section = await screen.findByRole('region', { name: '数电票' });
    expect(within(section).getByText('数电普票')).toBeTruthy();
    expect(within(section).queryByText('红字发票')).toBeNull();
  });

  it('shows nothing while the application has no issued 数电票 in the 发票夹', async () => {
    post.mockResolvedValue({ list: [other], total: 1, pageNum: 1, pageSize: 50 });
    show(9);
    await waitFor(() => expect(post).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByTestId('detail').textContent).toBe('');
  });
});
