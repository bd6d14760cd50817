import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '@mall/client-kit';
import { componentTestHooks, confirmDialog, openConfirm, renderWithQuery } from '@mall/client-kit/testing';
import { IssueEinvoiceButton } from './issue-einvoice-button';

const MISSING = '以下商品未设置税收分类编码，不能开具：商品「内六角扳手」未设置税收分类编码';
let refuse = false;
const post = vi.fn((url: string, body: unknown, options?: { silent?: boolean }) => {
  void url;
  void body;
  void options;
  return refuse
    ? Promise.reject(new RequestError(MISSING, 'http', 400))
    : Promise.resolve({ id: 1, invoiceId: 31, serial: 'EI000000003101', status: 'queued' });
});
vi.mock('@/lib/request', () => ({
  http: {
    post: (url: string, body: unknown, options?: { silent?: boolean }) => post(url, body, options),
  },
}));
const success = vi.fn();
vi.mock('@/lib/toast', () => ({ toast: { success: (text: string) => success(text) } }));

componentTestHooks();

const ask = async () => {
  const onAsked = vi.fn();
  renderWithQuery(<IssueEinvoiceButton invoiceId={31} onAsked={onAsked} />, { motion: false });
  const dialog = await openConfirm('开具数电票');
  expect(dialog.textContent).toContain('通过开票服务开具数电票？');
  confirmDialog(dialog);
  return onAsked;
};

describe('开具数电票 on an invoice application', { timeout: 30_000 }, () => {
  it('asks the provider after the confirmation and tells the 流水号', async () => {
    const onAsked = await ask();
    await waitFor(() => expect(success).toHaveBeenCalledWith('数电票已提交开具（流水号 EI000000003101）'));
    expect(post).toHaveBeenCalledWith(
      '/api/admin/invoice/einvoice/issue',
      { invoiceId: 31 },
      { silent: true },
    );
    expect(onAsked).toHaveBeenCalled();
  });

  it("keeps the server's refusal on screen: the goods without 税收分类编码", async () => {
    refuse = true;
    try {
      const onAsked = await ask();
      const refusal = await screen.findByRole('dialog', { name: '不能开具数电票' });
      expect(refusal.textContent).toContain(MISSING);
      expect(success).not.toHaveBeenCalled();
      expect(onAsked).not.toHaveBeenCalled();
    } finally {
      refuse = false;
    }
  });
});
