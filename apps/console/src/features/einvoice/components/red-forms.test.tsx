import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { componentTestHooks, confirmDialog, openConfirm, renderAtRoute } from '@mall/client-kit/testing';
import type { RedForm } from '@mall/shared';
import { EINVOICE_BASE, type EinvoiceBase } from '../api/einvoice';
import { RedForms } from './red-forms';

const ours: RedForm = {
  id: 3,
  invoiceId: 31,
  merchantId: 0,
  serial: 'RF0000000003',
  formNumber: '11010026113000000003',
  blueNumber: '26110000000000012345',
  sellerName: '工业品商城（北京）有限公司',
  buyerName: '杭州精工五金机电有限公司',
  applicant: 'seller',
  applicantLabel: '销售方',
  reason: '开票有误',
  lines: [{ index: 0, name: '*金属制品*扳手', quantity: -2, amountFen: -113_00 }],
  totalFen: -113_00,
  status: 'pending',
  statusLabel: '待对方确认',
  needsConfirm: true,
  confirmBy: '2026-12-03T02:00:00.000Z',
  rejectReason: '',
  afsNo: '',
  redStatus: 'none',
  redNumber: null,
  redLastAnswer: '',
  createdAt: '2026-11-30T02:00:00.000Z',
};
// The buyer's, waiting for us: listed first although older.
const theirs: RedForm = {
  ...ours,
  id: 4,
  formNumber: '11010026113000000004',
  blueNumber: '26110000000000067890',
  applicant: 'buyer',
  applicantLabel: '购买方',
  reason: '销货退回',
  afsNo: 'AS2026113000001',
  confirmBy: '2026-12-02T01:00:00.000Z',
  createdAt: '2026-11-29T01:00:00.000Z',
};
const done: RedForm = {
  ...ours,
  id: 2,
  formNumber: '11010026112900000002',
  status: 'confirmed',
  statusLabel: '已确认',
  confirmBy: null,
  redStatus: 'issued',
  redNumber: '26110000000000099999',
  createdAt: '2026-11-29T00:00:00.000Z',
};

const post = vi.fn((url: string, body: { id?: number }): Promise<unknown> => {
  if (url.endsWith('/red-forms')) return Promise.resolve([done, ours, theirs]);
  if (url.endsWith('/confirm')) return Promise.resolve({ ...theirs, status: 'confirmed' });
  if (url.endsWith('/reject')) return Promise.resolve({ ...theirs, status: 'rejected' });
  if (url.endsWith('/revoke')) return Promise.resolve({ ...ours, status: 'revoked' });
  if (url.endsWith('/apply')) return Promise.resolve({ ...ours, id: 5 });
  if (url.endsWith('/blue-invoices'))
    return Promise.resolve({ list: [], total: 0, pageNum: 1, pageSize: 20 });
  return Promise.reject(new Error(`unexpected ${url} ${JSON.stringify(body)}`));
});
vi.mock('@/lib/request', () => ({
  http: { post: (url: string, body: { id?: number }) => post(url, body) },
}));
const success = vi.fn();
vi.mock('@/lib/toast', () => ({ toast: { success: (text: string) => success(text) } }));

componentTestHooks();

const renderForms = (base: EinvoiceBase = EINVOICE_BASE.console) =>
  renderAtRoute(<RedForms base={base} />, '/finance/einvoice?tab=red-forms', { motion: false });
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('红字确认单 (seller)', { timeout: 30_000 }, () => {
  it('lists the forms waiting for us first, with their deadline and 确认/拒绝; our own pending one can be revoked', async () => {
    renderForms();
    const first = await rowOf('11010026113000000004');
    expect(bodyRows()[0]).toBe(first);
    expect(bodyRows().map((r) => r.querySelector('td')?.textContent)).toEqual([
      '11010026113000000004',
      '11010026113000000003',
      '11010026112900000002',
    ]);
    const waiting = within(first);
    expect(waiting.getByText('待我方确认')).toBeTruthy();
    expect(waiting.getByText(dayjs(theirs.confirmBy).format('YYYY-MM-DD HH:mm'))).toBeTruthy();
    expect(waiting.getByText('售后单 AS2026113000001')).toBeTruthy();
    expect(waiting.getByRole('button', { name: '确认' })).toBeTruthy();
    expect(waiting.getByRole('button', { name: '拒绝' })).toBeTruthy();

    const own = within(await rowOf('11010026113000000003'));
    expect(own.queryByText('待我方确认')).toBeNull();
    expect(own.queryByRole('button', { name: '确认' })).toBeNull();
    expect(own.getByRole('button', { name: '撤销' })).toBeTruthy();
    expect((await rowOf('11010026113000000003')).textContent).toContain('-¥113.00');

    const closed = within(await rowOf('11010026112900000002'));
    expect(closed.getByText('26110000000000099999')).toBeTruthy();
    expect(closed.queryByRole('button')).toBeNull();
  });

  it('确认 posts the confirmation only after the dialog, then says so and reads the forms again', async () => {
    renderForms();
    const dialog = await openConfirm('确认', within(await rowOf('11010026113000000004')));
    expect(dialog.textContent).toContain('确认后将开具红字发票');
    expect(post).not.toHaveBeenCalledWith(expect.stringContaining('/confirm'), expect.anything());
    const reads = post.mock.calls.filter(([url]) => url.endsWith('/red-forms')).length;
    confirmDialog(dialog);
    await waitFor(() => expect(success).toHaveBeenCalledWith('红字确认单已确认'));
    expect(post).toHaveBeenCalledWith('/api/admin/invoice/einvoice/red-forms/confirm', { id: 4 });
    await waitFor(() =>
      expect(post.mock.calls.filter(([url]) => url.endsWith('/red-forms')).length).toBeGreaterThan(reads),
    );
  });

  it('拒绝 asks for a reason and sends it; in the portal, to the shop calls', async () => {
    renderForms(EINVOICE_BASE.portal);
    const row = within(await rowOf('11010026113000000004'));
    fireEvent.click(row.getByRole('button', { name: '拒绝' }));
    const dialog = await screen.findByRole('dialog', { name: '拒绝红字确认单' });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请填写原因')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '货物未退回' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/portal/invoice/einvoice/red-forms/reject', {
        id: 4,
        reason: '货物未退回',
      }),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('红字确认单已拒绝'));
  });

  it('撤销 revokes our own pending form after the confirmation', async () => {
    renderForms();
    confirmDialog(await openConfirm('撤销', within(await rowOf('11010026113000000003'))));
    await waitFor(() => expect(success).toHaveBeenCalledWith('红字确认单已撤销'));
    expect(post).toHaveBeenCalledWith('/api/admin/invoice/einvoice/red-forms/revoke', { id: 3 });
  });

  it('申请红字确认单 opens the picker of our invoices and needs one and a reason', async () => {
    renderForms();
    await rowOf('11010026113000000004');
    fireEvent.click(screen.getByRole('button', { name: '申请红字确认单' }));
    const dialog = await screen.findByRole('dialog', { name: '申请红字确认单' });
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/admin/invoice/einvoice/blue-invoices', {
        keyword: undefined,
        pageSize: 20,
      }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: '申请红字确认单' }));
    expect(await within(dialog).findByText('请选择要冲红的蓝字发票')).toBeTruthy();
    expect(within(dialog).getByText('请选择红冲原因：开票有误、销货退回、服务终止或销售折让')).toBeTruthy();
    expect(post).not.toHaveBeenCalledWith(expect.stringContaining('/apply'), expect.anything());
  });
});
