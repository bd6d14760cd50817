import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import type { InvoiceDetail, InvoiceListItem } from '@mall/shared';
import { componentTestHooks, renderAtRoute } from '@mall/client-kit/testing';
import { InvoicePage, type EinvoiceOfDetail } from './invoice-page';
import { http } from '@/lib/request';

vi.mock('@/lib/request');
vi.mock('@/lib/toast');
const post = vi.mocked(http.post) as Mock;

componentTestHooks();

const item: InvoiceListItem = {
  id: 9,
  applyNo: 'KP20261130000009',
  type: 2,
  typeLabel: '增值税电子专用发票',
  kind: 20,
  status: 1,
  statusLabel: '申请中',
  companyName: '杭州精工五金机电有限公司',
  taxNo: '91330106MA2B3C4D5D',
  totalAmount: '226.00',
  orderNos: ['O2026113000001'],
  invoiceNo: null,
  issueDate: null,
  rejectReason: null,
  hasPdf: false,
  appliedAt: '2026-11-30T02:00:00.000Z',
  redLetterDue: null,
  sellerId: 0,
  sellerName: '自营',
};
const detail: InvoiceDetail = {
  ...item,
  title: {
    companyName: item.companyName,
    taxNo: item.taxNo,
    regAddress: '浙江省杭州市西湖区文三路 90 号',
    regPhone: '0571-88886666',
    bankName: '中国工商银行杭州文三路支行',
    bankAccount: '1202020209900012345',
    email: 'caiwu@example.com',
    receiverName: '',
    receiverMobile: '',
    receiveAddress: '',
  },
  amounts: {
    totalAmount: '226.00',
    totalAmountCapital: '贰佰贰拾陆元整',
    amountExclTax: '200.00',
    taxAmount: '26.00',
    taxRate: '13%',
    ordersAmount: '226.00',
    refundedAmount: '0.00',
  },
  lines: [],
  remark: '',
  shipment: null,
  voidReason: null,
  pdfUrl: null,
  redLetter: null,
  timeline: [],
};

post.mockImplementation((url: string) =>
  Promise.resolve(
    url === '/api/invoice/list'
      ? { list: [item], total: 1, pageNum: 1, pageSize: 10 }
      : url === '/api/invoice/detail'
        ? detail
        : { list: [], total: 0, pageNum: 1, pageSize: 10 },
  ),
);

function show(einvoice?: EinvoiceOfDetail) {
  renderAtRoute(<InvoicePage einvoice={einvoice} />);
}

async function openDetail() {
  fireEvent.click(screen.getByRole('tab', { name: '我的发票' }));
  // By its text: a role query over the whole page, polled until the list has loaded, took 12 s a test.
  fireEvent.click((await screen.findByText('查看详情')).closest('button')!);
  return screen.findByRole('dialog', { name: '发票详情' });
}

describe('发票详情', () => {
  it('shows the 数电票 part drawn for the loaded invoice, between its facts and its lines', async () => {
    const einvoice = vi.fn((d: InvoiceDetail) => (
      <section aria-label="数电票">{`数电票 of ${d.applyNo} over ${d.orderNos.join('、')}`}</section>
    ));
    show(einvoice);
    const dialog = await openDetail();
    const part = await within(dialog).findByRole('region', { name: '数电票' });
    expect(part.textContent).toBe('数电票 of KP20261130000009 over O2026113000001');
    expect(post).toHaveBeenCalledWith('/api/invoice/detail', { id: 9 });
    const facts = dialog.querySelector('.mall-invoice-confirm')!;
    const lines = within(dialog).getByText('货物或应税劳务');
    expect(facts.compareDocumentPosition(part) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(part.compareDocumentPosition(lines) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('opens without a 数电票 part when the page is given none', async () => {
    show();
    const dialog = await openDetail();
    expect(await within(dialog).findByText(item.applyNo)).toBeTruthy();
    expect(within(dialog).queryByRole('region', { name: '数电票' })).toBeNull();
  });
});
