import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import type { MyCompany } from '@mall/shared';
import { componentTestHooks, renderWithQuery } from '@mall/client-kit/testing';
import { linesLeft } from './apply-red-form-modal';
import { timeLeft } from './red-form-card';
import { ordered, RedFormsPage } from './red-forms-page';
import { invoiceLine, redForm } from '../testing/red-form';
import { http } from '@/lib/request';

vi.mock('@/lib/request');
vi.mock('@/lib/toast');
const post = vi.mocked(http.post) as Mock;

componentTestHooks();

const HOUR = 3600_000;
const form = redForm;

function show(company: MyCompany | null) {
  renderWithQuery(<RedFormsPage company={company} />);
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
    const line = (quantity: number, amountInclTax: string) => invoiceLine('x', quantity, amountInclTax, '件');
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
