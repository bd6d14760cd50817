import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MyCompany } from '@mall/shared';
import { CreditPage } from './credit-page';
import { componentTestHooks, renderWithQuery } from '@mall/client-kit/testing';

const get = vi.fn();
const post = vi.fn();
vi.mock('@/lib/request', () => ({
  http: { get: (url: string) => get(url), post: (url: string, body: unknown) => post(url, body) },
  request: vi.fn(),
}));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

componentTestHooks();

const statement = (status: number, statusLabel: string) => ({
  id: 7,
  statementNo: 'DZ20261128000001',
  periodFrom: '2026-11-01',
  periodTo: '2026-11-28',
  dueDate: '2026-12-28',
  status,
  statusLabel,
  overdue: false,
  openingBalance: '0.00',
  ordersAmount: '134.10',
  refundsAmount: '0.00',
  repaymentsAmount: '0.00',
  closingBalance: '134.10',
  amountDue: '134.10',
  paidAmount: '0.00',
  outstanding: '134.10',
  termDays: 30,
  replaces: null,
  reissueNote: null,
  disputeComment: null,
  reply: null,
  lines: [],
});
const page = <T,>(list: T[]) => ({ list, total: list.length, pageNum: 1, pageSize: 50 });

describe('a statement confirmed by 财务', () => {
  it('shows 已确认 from the confirmation’s answer, whatever a read of the detail still returns', async () => {
    // The detail read keeps answering the statement as it was (a read that raced the confirmation).
    get.mockImplementation(async (url: string) =>
      url.startsWith('/api/company/credit/statements/detail')
        ? statement(1, '待确认')
        : {
            limit: '10000.00',
            used: '134.10',
            available: '9865.90',
            overdueAmount: '0.00',
            termDays: 30,
            statementDay: 1,
            statusLabel: '正常',
            blockedReason: null,
          },
    );
    post.mockImplementation(async (url: string) => {
      if (url === '/api/company/credit/statements') return page([statement(1, '待确认')]);
      if (url === '/api/company/credit/repayments') return page([]);
      if (url === '/api/company/credit/statements/confirm') return statement(2, '已确认');
      throw new Error(`unexpected ${url}`);
    });
    renderWithQuery(<CreditPage company={{ roles: ['财务'] } as unknown as MyCompany} />);
    // Text queries, not role queries: computing accessible names over antd's DOM takes seconds in jsdom on a loaded host.
    fireEvent.click(await screen.findByText('查看'));
    const detail = await screen.findByTestId('statement-detail');
    await waitFor(() => expect(within(detail).getByText('待确认')).toBeTruthy());
    await act(async () => {
      fireEvent.click(screen.getByText('确认对账单'));
    });
    await waitFor(() => expect(within(detail).getByText('已确认')).toBeTruthy());
    expect(post).toHaveBeenCalledWith('/api/company/credit/statements/confirm', { id: 7 });
    // Confirmed: the button is gone.
    expect(screen.queryByText('确认对账单')).toBeNull();
  }, 60_000);
});
