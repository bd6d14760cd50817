import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { componentTestHooks, renderWithQuery } from '@mall/client-kit/testing';
import type { CreditAccount, CreditStatementDetail } from '@mall/shared';
import { CreditConsole } from './credit-console';

const account = {
  companyId: 7,
  companyName: '上海示范机电设备有限公司',
  limit: '200000.00',
  used: '0.00',
  available: '200000.00',
  termDays: 30,
  statementDay: 5,
  overdueAmount: '0.00',
  status: 1,
  statusLabel: '正常',
} as unknown as CreditAccount;
const statement = {
  id: 11,
  statementNo: 'ST202611001',
  companyName: account.companyName,
  periodFrom: '2026-11-01',
  periodTo: '2026-11-30',
  dueDate: '2026-12-30',
  status: 1,
  statusLabel: '待确认',
  overdue: false,
  lines: [],
} as unknown as CreditStatementDetail;

// The request layer: lists answer the one account, 出账 and the statement's detail answer the statement.
const get = vi.fn((url: string) => Promise.resolve(url.includes('/statements/detail') ? statement : null));
const post = vi.fn((url: string, _body: unknown) =>
  Promise.resolve(
    url.endsWith('/accounts/list')
      ? { list: [account], total: 1, pageNum: 1, pageSize: 50 }
      : url.endsWith('/statements/produce')
        ? statement
        : url.endsWith('/list')
          ? { list: [], total: 0, pageNum: 1, pageSize: 50 }
          : null,
  ),
);
vi.mock('@/lib/request', () => ({
  http: { get: (url: string) => get(url), post: (url: string, body: unknown) => post(url, body) },
}));
const success = vi.fn();
vi.mock('@/lib/toast', () => ({ toast: { success: (text: string) => success(text) } }));

componentTestHooks();

const renderConsole = () => renderWithQuery(<CreditConsole />);

describe('账期管理', () => {
  it('pauses an account through its status call', async () => {
    renderConsole();
    const row = (await screen.findByText(account.companyName)).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '暂停' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/admin/credit/accounts/status', {
        companyId: 7,
        enabled: false,
      }),
    );
  });

  it('produces a statement (出账) and opens it in the 对账单 tab', async () => {
    renderConsole();
    const row = (await screen.findByText(account.companyName)).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '出账' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('对账单 ST202611001 已生成'));
    expect(post).toHaveBeenCalledWith('/api/admin/credit/statements/produce', { companyId: 7 });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`对账单 ST202611001 · ${account.companyName}`)).toBeTruthy();
    expect(screen.getByRole('tab', { name: '对账单', selected: true })).toBeTruthy();
  });
});
