import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { componentTestHooks, renderWithQuery } from '@mall/client-kit/testing';
import type { SellerBlueInvoice, SellerBlueInvoiceDetail } from '@mall/shared';
import { EINVOICE_BASE, type EinvoiceBase } from '../api/einvoice';
import { ApplyRedForm } from './apply-red-form';

const blue: SellerBlueInvoice = {
  invoiceId: 31,
  applyNo: 'KP2026113000000031',
  number: '26110000000000012345',
  type: '81',
  typeLabel: '数电票（增值税专用发票）',
  issuedAt: '2026-11-28T02:00:00.000Z',
  buyerName: '杭州精工五金机电有限公司',
  buyerTaxId: '91330106MA2B3C4D5D',
  orderNos: ['PO2026112800001'],
  totalFen: 389_00,
  reversedFen: 113_00,
  leftFen: 276_00,
  hasPendingForm: false,
  needsConfirm: true,
};
// Fully reversed: shown, but cannot be picked.
const spent: SellerBlueInvoice = {
  ...blue,
  invoiceId: 32,
  number: '26110000000000067890',
  buyerName: '宁波甬江精工机电有限公司',
  reversedFen: 389_00,
  leftFen: 0,
};
const detail: SellerBlueInvoiceDetail = {
  ...blue,
  lines: [
    {
      index: 0,
      name: '*金属制品*内六角扳手',
      spec: 'SATA-09101',
      unit: '套',
      rate: '13',
      quantity: 3,
      amountFen: 339_00,
      reversedQuantity: 1,
      reversedFen: 113_00,
      leftQuantity: 2,
      leftFen: 226_00,
    },
    {
      index: 1,
      name: '*金属制品*棘轮扳手',
      spec: '',
      unit: '把',
      rate: '13',
      quantity: 1,
      amountFen: 50_00,
      reversedQuantity: 0,
      reversedFen: 0,
      leftQuantity: 1,
      leftFen: 50_00,
    },
  ],
};

const post = vi.fn((url: string, body: { keyword?: string; invoiceId?: number }): Promise<unknown> => {
  if (url.endsWith('/blue-invoices'))
    return Promise.resolve({
      list: [blue, spent].filter((i) => !body.keyword || i.number.includes(body.keyword)),
      total: 2,
      pageNum: 1,
      pageSize: 20,
    });
  if (url.endsWith('/blue-invoices/detail')) return Promise.resolve(detail);
  if (url.endsWith('/apply')) return Promise.resolve({ id: 5 });
  return Promise.reject(new Error(`unexpected ${url} ${JSON.stringify(body)}`));
});
vi.mock('@/lib/request', () => ({
  http: { post: (url: string, body: { keyword?: string }) => post(url, body) },
}));

componentTestHooks();

const applied = vi.fn();
const renderDialog = (base: EinvoiceBase = EINVOICE_BASE.console) =>
  renderWithQuery(<ApplyRedForm base={base} open onClose={() => {}} onApplied={applied} />, {
    motion: false,
  });

/** Opens the invoice picker, types `keyword` and picks the option with `number`. */
async function pickInvoice(keyword: string, number: string) {
  const dialog = await screen.findByRole('dialog');
  const select = within(dialog).getByRole('combobox', { name: '蓝字发票' });
  fireEvent.mouseDown(select);
  fireEvent.change(select, { target: { value: keyword } });
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith('/api/admin/invoice/einvoice/blue-invoices', {
      keyword,
      pageSize: 20,
    }),
  );
  fireEvent.click((await screen.findAllByText(number)).at(-1)!);
  return dialog;
}
const reason = (dialog: HTMLElement, r: string) => fireEvent.click(within(dialog).getByText(r));
const submit = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: '申请红字确认单' }));

/** 提交 pressed: the application POSTed to the surface's red-forms/apply with this body. */
async function submitAndExpect(dialog: HTMLElement, surface: 'admin' | 'portal', body: object) {
  submit(dialog);
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith(`/api/${surface}/invoice/einvoice/red-forms/apply`, body),
  );
}

describe('申请红字确认单 (seller)', { timeout: 30_000 }, () => {
  it('searches our issued invoices and shows each with its buyer, 价税合计 and what is left; a spent one cannot be picked', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '蓝字发票' }));
    const option = (await screen.findByText('26110000000000067890')).closest('.ant-select-item')!;
    expect(option.className).toContain('disabled');
    expect(option.textContent).toContain('已全额红冲');
    const ok = screen.getByText('26110000000000012345').closest('.ant-select-item')!;
    expect(ok.textContent).toContain('杭州精工五金机电有限公司');
    expect(ok.textContent).toContain('价税合计 ¥389.00，可冲销 ¥276.00');
  });

  it('shows the picked invoice with its lines; 部分冲红 of one line posts that line and its negative amount', async () => {
    renderDialog();
    const dialog = await pickInvoice('12345', '26110000000000012345');
    expect(await within(dialog).findByText('*金属制品*内六角扳手')).toBeTruthy();
    expect(dialog.textContent).toContain('PO2026112800001');
    expect(dialog.textContent).toContain('2套，¥226.00');
    expect(dialog.textContent).toContain('须购买方在 72 小时内确认');
    reason(dialog, '销货退回');
    fireEvent.click(within(dialog).getByText('部分冲红（选择明细行）'));
    // Nothing ticked: the form says so and nothing is sent.
    submit(dialog);
    expect(await within(dialog).findByText('请至少选择一行明细')).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: '选择 *金属制品*内六角扳手' }));
    const quantity = within(dialog).getByRole('spinbutton', { name: '红冲数量 *金属制品*内六角扳手' });
    expect((quantity as HTMLInputElement).value).toBe('2');
    fireEvent.change(quantity, { target: { value: '1' } });
    await waitFor(() => expect(dialog.textContent).toContain('-¥113.00'));
    const row = within(dialog).getByText('*金属制品*内六角扳手').closest('tr')!;
    expect(row.textContent).toContain('-¥113.00');
    await submitAndExpect(dialog, 'admin', {
      invoiceId: 31,
      reason: '销货退回',
      lines: [{ index: 0, quantity: 1, amountFen: 113_00 }],
    });
    await waitFor(() => expect(applied).toHaveBeenCalled());
  });

  it('整张冲红 shows every line’s remaining amount as red and sends no lines (the server takes what is left)', async () => {
    renderDialog(EINVOICE_BASE.portal);
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '蓝字发票' }));
    fireEvent.click((await screen.findAllByText('26110000000000012345')).at(-1)!);
    expect(await within(dialog).findByText('*金属制品*棘轮扳手')).toBeTruthy();
    expect(dialog.textContent).toContain('-¥226.00');
    expect(dialog.textContent).toContain('-¥50.00');
    // 本次红冲合计: what is left of the invoice.
    expect(dialog.textContent).toContain('-¥276.00');
    reason(dialog, '开票有误');
    await submitAndExpect(dialog, 'portal', {
      invoiceId: 31,
      reason: '开票有误',
    });
  });

  it('销售折让 reverses an amount only: the line goes with quantity 0', async () => {
    renderDialog();
    const dialog = await pickInvoice('12345', '26110000000000012345');
    await within(dialog).findByText('*金属制品*棘轮扳手');
    reason(dialog, '销售折让');
    expect(await within(dialog).findByText('销售折让只冲减金额，红冲数量为 0。')).toBeTruthy();
    fireEvent.click(within(dialog).getByText('部分冲红（选择明细行）'));
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: '选择 *金属制品*棘轮扳手' }));
    expect(within(dialog).queryByRole('spinbutton', { name: '红冲数量 *金属制品*棘轮扳手' })).toBeNull();
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: '红冲金额（元） *金属制品*棘轮扳手' }), {
      target: { value: '10' },
    });
    await waitFor(() => expect(dialog.textContent).toContain('-¥10.00'));
    await submitAndExpect(dialog, 'admin', {
      invoiceId: 31,
      reason: '销售折让',
      lines: [{ index: 1, quantity: 0, amountFen: 10_00 }],
    });
  });

  it('needs an invoice and a reason', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    submit(dialog);
    expect(await within(dialog).findByText('请选择要冲红的蓝字发票')).toBeTruthy();
    expect(within(dialog).getByText('请选择红冲原因：开票有误、销货退回、服务终止或销售折让')).toBeTruthy();
    expect(post).not.toHaveBeenCalledWith(expect.stringContaining('/apply'), expect.anything());
  });
});
