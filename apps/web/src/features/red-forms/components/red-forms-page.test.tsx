import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import type { MyCompany, RedForm } from '@mall/shared';
import { componentTestHooks } from '@mall/client-kit/testing';
import { linesLeft } from './apply-red-form-modal';
import { timeLeft } from './red-form-card';
import { ordered, RedFormsPage } from './red-forms-page';

const post = vi.fn();
vi.mock('@/lib/request', () => ({
  http: { get: vi.fn(), post: (url: string, body: unknown) => post(url, body) },
  request: vi.fn(),
}));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

componentTestHooks();

const HOUR = 3600_000;
const form = (over: Partial<RedForm> = {}): RedForm => ({
  id: 5,
  invoiceId: 9,
  merchantId: 0,
  serial: 'RF000000000101',
  formNumber: '35011126113000000001',
  blueNumber: '26352000000000000123',
  sellerName: '工业品商城（福州）有限公司',
  buyerName: '上海演示机电有限公司',
  applicant: 'seller',
  applicantLabel: '销售方',
  reason: '销货退回',
  lines: [{ index: 0, name: '*金属制品*内六角扳手套装', quantity: -1, amountFen: -12500 }],
  totalFen: -12500,
  status: 'pending',
  statusLabel: '待对方确认',
  needsConfirm: true,
  confirmBy: new Date(Date.now() + 71 * HOUR + 30 * 60_000).toISOString(),
  rejectReason: '',
  afsNo: '',
  redStatus: 'none',
  redNumber: null,
  redLastAnswer: '',
  createdAt: new Date().toISOString(),
  ...over,
});

function show(company: MyCompany | null) {
  render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RedFormsPage company={company} />
      </QueryClientProvider>
    </ConfigProvider>,
  );
}

describe('红字确认单 in the personal centre', () => {
  it('shows a seller’s form waiting for the buyer: blue number, negative amounts, time left; 拒绝 needs a reason', async () => {
    let current = form();
    post.mockImplementation(async (url: string, body: { id?: number; reason?: string }) => {
      if (url === '/api/invoice/einvoice/red-forms') return [current];
      if (url === '/api/invoice/einvoice/red-forms/reject') {
        current = form({ status: 'rejected', statusLabel: '已拒绝', rejectReason: body.reason ?? '' });
        return current;
      }
      throw new Error(`unexpected ${url}`);
    });
    show({ roles: ['财务'] } as unknown as MyCompany);
    // Text queries, not role queries: accessible names over antd's DOM are slow in jsdom.
    await screen.findByText('26352000000000000123');
    expect(post).toHaveBeenCalledWith('/api/invoice/einvoice/red-forms', { status: 'pending' });
    expect(screen.getByText('待您确认')).toBeTruthy();
    expect(screen.getAllByText('-125.00')).toHaveLength(2);
    expect(screen.getByText(/剩余 71 小时 (29|30) 分/)).toBeTruthy();
    expect(screen.queryByText(/由企业财务查看/)).toBeNull();
    expect(screen.queryByText('撤销')).toBeNull();

    fireEvent.click(screen.getByText('拒绝'));
    const dialog = (await screen.findByText('拒绝红字确认单')).closest('.ant-modal') as HTMLElement;
    await act(async () => {
      fireEvent.click(within(dialog).getByText('拒绝'));
    });
    await within(dialog).findByText('请填写拒绝理由');
    expect(post).not.toHaveBeenCalledWith('/api/invoice/einvoice/red-forms/reject', expect.anything());
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '退货未收到' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByText('拒绝'));
    });
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/invoice/einvoice/red-forms/reject', {
        id: 5,
        reason: '退货未收到',
      }),
    );
  });

  it('offers 撤销 (not 确认) on the buyer’s own form, and tells a member without 财务 who answers', async () => {
    post.mockImplementation(async (url: string) => {
      if (url === '/api/invoice/einvoice/red-forms')
        return [form({ applicant: 'buyer', applicantLabel: '购买方' })];
      throw new Error(`unexpected ${url}`);
    });
    show({ roles: ['管理员'] } as unknown as MyCompany);
    await screen.findByText('待销售方确认');
    expect(screen.getByText('撤销')).toBeTruthy();
    expect(screen.queryByText('确认')).toBeNull();
    expect(screen.getByText(/由企业财务查看/)).toBeTruthy();
  });
});

describe('red-form helpers', () => {
  it('counts down the 72 h window and says when it is past', () => {
    const now = Date.UTC(2026, 10, 30, 8);
    expect(timeLeft(new Date(now + 2 * HOUR + 5 * 60_000).toISOString(), now)).toBe('剩余 2 小时 5 分');
    expect(timeLeft(new Date(now + 59 * 60_000).toISOString(), now)).toBe('剩余 59 分');
    expect(timeLeft(new Date(now - 1).toISOString(), now)).toBe('已超过确认期限');
  });

  it('lists waiting forms first (nearest deadline first), then the newest', () => {
    const list = ordered([
      form({ id: 1, status: 'confirmed', confirmBy: null }),
      form({ id: 2, confirmBy: '2026-12-03T00:00:00.000Z' }),
      form({ id: 3, status: 'rejected' }),
      form({ id: 4, confirmBy: '2026-12-02T00:00:00.000Z' }),
    ]);
    expect(list.map((f) => f.id)).toEqual([4, 2, 3, 1]);
  });

  it('leaves on each line what live forms have not reversed yet', () => {
    const line = (quantity: number, amountInclTax: string) => ({
      name: 'x',
      spec: '',
      unit: '件',
      quantity,
      unitPriceExclTax: '0',
      amountExclTax: '0',
      taxRate: '13%',
      taxAmount: '0',
      amountInclTax,
    });
    const left = linesLeft(
      [line(3, '375.00'), line(7, '105.05')],
      [form({ invoiceId: 9 }), form({ invoiceId: 9, status: 'revoked' }), form({ invoiceId: 8 })],
      9,
    );
    expect(left.map((l) => [l.quantity, l.amountFen])).toEqual([
      [2, 25000],
      [7, 10505],
    ]);
  });
});
