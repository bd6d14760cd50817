import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { EinvoiceFolderRow } from '@mall/shared';
import { downloadFile } from '@/lib/download';

/** A blue 数电专票 row of the 发票夹 as the server answers it, for the feature's component tests. */
export const folderRow = (over: Partial<EinvoiceFolderRow> = {}): EinvoiceFolderRow => ({
  id: 'blue-9',
  kind: 'blue',
  kindLabel: '蓝字',
  number: '26352000000000000123',
  type: '81',
  typeLabel: '数电票（增值税专用发票）',
  issueDate: '2026-11-30',
  amount: '200.00',
  tax: '26.00',
  total: '226.00',
  checkCode: null,
  sellerName: '工业品商城（北京）有限公司',
  sellerTaxId: '91110000600037341L',
  buyerName: '上海演示机电有限公司',
  buyerTaxId: '91310000MA1K000001',
  blueNumber: null,
  orderNos: ['O2026113000001'],
  xmlSha256: 'ab'.repeat(32),
  ...over,
});

/**
 * A file of the 发票夹 saved (in a test that mocks `@/lib/download`): POSTed to `/api/invoice/einvoice/folder`
 * + `path` with this body, saved under this name (the request layer gives a file 30 s: client-kit request).
 */
export const expectSaved = (path: string, body: unknown, name: string) =>
  waitFor(() =>
    expect(vi.mocked(downloadFile)).toHaveBeenCalledWith(`/api/invoice/einvoice/folder${path}`, body, name),
  );
