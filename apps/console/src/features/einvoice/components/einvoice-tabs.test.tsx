import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { componentTestHooks, renderAtRoute } from '@mall/client-kit/testing';
import type { EinvoiceIssue, EinvoiceQuota } from '@mall/shared';
import { EINVOICE_BASE, type EinvoiceBase } from '../api/einvoice';
import { EinvoiceTabs } from './einvoice-tabs';

const issued: EinvoiceIssue = {
  id: 7,
  invoiceId: 31,
  merchantId: 0,
  serial: 'EI000000003101',
  provider: 'sandbox',
  type: '81',
  status: 'issued',
  statusLabel: '已开具',
  number: '26110000000000012345',
  totalFen: 113_00,
  xmlSha256: 'ab'.repeat(32),
  lastAnswer: '',
  attempts: 1,
  createdAt: new Date(Date.now() - 60_000).toISOString(),
  issuedAt: new Date().toISOString(),
};
const failed: EinvoiceIssue = {
  ...issued,
  id: 8,
  invoiceId: 32,
  serial: 'EI000000003201',
  status: 'failed',
  statusLabel: '开具失败',
  number: null,
  lastAnswer: '开票服务拒绝：购买方纳税人识别号校验失败',
  attempts: 5,
  issuedAt: null,
};
// Asked an hour ago and still with the provider: stuck.
const stuck: EinvoiceIssue = {
  ...failed,
  id: 9,
  invoiceId: 33,
  serial: 'EI000000003301',
  status: 'issuing',
  statusLabel: '开具中',
  lastAnswer: '开票服务处理中（code 2001）',
  attempts: 3,
  createdAt: new Date(Date.now() - 3_600_000).toISOString(),
};
const calm: EinvoiceQuota = {
  merchantId: 0,
  totalFen: 100_000_000,
  usedFen: 12_000_000,
  remainingFen: 88_000_000,
  usedPercent: 12,
  warn: false,
  warning: '',
  heldCount: 0,
  heldFen: 0,
  waitingCount: 0,
  waitingFen: 0,
  readAt: '2026-11-30T02:00:00.000Z',
  lastError: '',
};
const WARNING = '本月授信额度已使用 85%（剩余 ¥150000.00），月末合并开票前请留意额度';
const tight: EinvoiceQuota = {
  ...calm,
  usedFen: 85_000_000,
  remainingFen: 15_000_000,
  usedPercent: 85,
  warn: true,
  warning: WARNING,
  waitingCount: 2,
  waitingFen: 30_000_000,
  lastError: '开票服务超时',
};

let quota = calm;
const post = vi.fn((url: string, _body: unknown): Promise<unknown> => {
  if (url.endsWith('/issue/list')) return Promise.resolve([issued, failed, stuck]);
  if (url.endsWith('/quota/refresh'))
    return Promise.resolve({ ...quota, readAt: '2026-11-30T03:00:00.000Z' });
  if (url.endsWith('/red-forms')) return Promise.resolve([]);
  return Promise.reject(new Error(`unexpected ${url}`));
});
const get = vi.fn((url: string): Promise<unknown> => {
  if (url.endsWith('/quota')) return Promise.resolve(quota);
  if (url.endsWith('/profile')) return Promise.resolve(null);
  return Promise.reject(new Error(`unexpected ${url}`));
});
vi.mock('@/lib/request', () => ({
  http: {
    post: (url: string, body: unknown) => post(url, body),
    get: (url: string) => get(url),
  },
}));
const success = vi.fn();
vi.mock('@/lib/toast', () => ({ toast: { success: (text: string) => success(text) } }));

componentTestHooks();

const renderPage = (base: EinvoiceBase, entry = '/finance/einvoice', console = true) =>
  renderAtRoute(
    <EinvoiceTabs base={base} invoiceHref={console ? (id) => `/finance/invoices/${id}` : undefined} />,
    entry,
    { motion: false },
  );
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('数电票 page', { timeout: 30_000 }, () => {
  it('开具请求: each request with its 流水号, application, status, number and the provider answer; failed and stuck stand out', async () => {
    renderPage(EINVOICE_BASE.console);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '开具请求',
      '红字确认单',
      '授信额度',
      '开票信息',
    ]);
    const ok = await rowOf('EI000000003101');
    expect(within(ok).getByRole('link', { name: '31' }).getAttribute('href')).toBe('/finance/invoices/31');
    expect(ok.textContent).toContain('26110000000000012345');
    expect(ok.textContent).toContain('数电专票');
    expect(ok.textContent).toContain('¥113.00');
    expect(ok.getAttribute('style') ?? '').not.toContain('background');

    const bad = await rowOf('EI000000003201');
    expect(within(bad).getByText('开具失败').closest('.ant-tag')?.className).toMatch(/red/);
    expect(within(bad).getByText(failed.lastAnswer).className).toMatch(/danger/);
    expect(bad.getAttribute('style')).toContain('background');

    const late = await rowOf('EI000000003301');
    expect(within(late).getByText('长时间未完成')).toBeTruthy();
    expect(late.getAttribute('style')).toContain('background');
    expect(within(ok).queryByText('长时间未完成')).toBeNull();
  });

  it('filters the requests by status', async () => {
    renderPage(EINVOICE_BASE.console);
    await rowOf('EI000000003101');
    fireEvent.click(screen.getByText('开具失败', { selector: '.ant-segmented-item-label' }));
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith('/api/admin/invoice/einvoice/issue/list', { status: 'failed' }),
    );
  });

  it('warns about the quota above every tab, in the words of the server', async () => {
    quota = tight;
    try {
      renderPage(EINVOICE_BASE.console, '/finance/einvoice?tab=profile');
      expect(await screen.findByTestId('einvoice-quota-warning')).toHaveProperty(
        'textContent',
        expect.stringContaining(WARNING),
      );
      expect(screen.getByRole('tab', { selected: true }).textContent).toBe('开票信息');
    } finally {
      quota = calm;
    }
  });

  it('shows no warning while the quota is well within', async () => {
    renderPage(EINVOICE_BASE.console);
    await rowOf('EI000000003101');
    await waitFor(() => expect(get).toHaveBeenCalledWith('/api/admin/invoice/einvoice/quota'));
    expect(screen.queryByTestId('einvoice-quota-warning')).toBeNull();
  });

  it('授信额度: total, used, remaining, share, time of reading and last error; 刷新 reads it again', async () => {
    quota = tight;
    try {
      renderPage(EINVOICE_BASE.console, '/finance/einvoice?tab=quota');
      const panel = await screen.findByRole('tabpanel');
      await within(panel).findByText('开票服务超时');
      const text = () => panel.textContent ?? '';
      expect(text()).toContain('本月授信额度¥1,000,000.00');
      expect(text()).toContain('已使用¥850,000.00');
      expect(text()).toContain('剩余额度¥150,000.00');
      expect(text()).toContain('使用比例85%');
      expect(within(panel).getByText(WARNING)).toBeTruthy();
      expect(text()).toMatch(/读取时间：2026-11-30 \d\d:00/);
      expect(text()).toContain('待开具 2 张（¥300000.00）');
      fireEvent.click(within(panel).getByRole('button', { name: /刷新/ }));
      await waitFor(() => expect(success).toHaveBeenCalledWith('已重新读取授信额度'));
      expect(post).toHaveBeenCalledWith('/api/admin/invoice/einvoice/quota/refresh', {});
    } finally {
      quota = calm;
    }
  });

  it("the portal's page has no 开具请求 and asks the shop's calls", async () => {
    renderPage(EINVOICE_BASE.portal, '/finance/einvoice', false);
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/portal/invoice/einvoice/red-forms', {}));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '红字确认单',
      '授信额度',
      '开票信息',
    ]);
    expect(get).toHaveBeenCalledWith('/api/portal/invoice/einvoice/quota');
    expect(post).not.toHaveBeenCalledWith(expect.stringContaining('/api/admin/'), expect.anything());
  });
});
