import { useQuery } from '@tanstack/react-query';
import type {
  EinvoiceDeliverBody,
  EinvoiceDelivery,
  EinvoiceFolderFilters,
  EinvoiceFolderPage,
} from '@mall/shared';
import { downloadFile } from '@/lib/download';
import { http } from '@/lib/request';

/** The buyer's 发票夹 (POST /api/invoice/einvoice/folder…). */
const BASE = '/api/invoice/einvoice/folder';

const folderKeys = {
  all: ['invoice-folder'] as const,
  list: (filters: EinvoiceFolderFilters, pageNum: number, pageSize: number) =>
    ['invoice-folder', 'list', filters, pageNum, pageSize] as const,
};

export const useInvoiceFolder = (filters: EinvoiceFolderFilters, pageNum: number, pageSize = 10) =>
  useQuery({
    queryKey: folderKeys.list(filters, pageNum, pageSize),
    queryFn: () => http.post<EinvoiceFolderPage>(BASE, { ...filters, pageNum, pageSize }),
    staleTime: 0,
  });

/**
 * The server draws each PDF (and the 入账表) on request: on a busy host that took longer than a plain call's
 * 3 s (the zip of one invoice, 2026-11-30), so these calls wait longer.
 */
const FILE_TIMEOUT_MS = 30_000;

/** One invoice's XML or PDF, saved as `<number>.<format>`. */
export const downloadFolderFile = (id: string, format: 'xml' | 'pdf', number: string) =>
  downloadFile(`${BASE}/file`, { id, format }, `${number}.${format}`, FILE_TIMEOUT_MS);

/** The selected invoices as one .zip of XML + PDF. */
export const downloadFolderZip = (ids: string[]) =>
  downloadFile(`${BASE}/zip`, { ids }, '发票夹.zip', FILE_TIMEOUT_MS);

/** The 入账表 (.xlsx): the selected rows, or every row the filters find. */
export const exportFolder = (filters: EinvoiceFolderFilters, ids: string[]) =>
  downloadFile(
    `${BASE}/export`,
    ids.length ? { ...filters, ids } : filters,
    '发票入账表.xlsx',
    FILE_TIMEOUT_MS,
  );

/** 发送 (发票交付): the invoice by e-mail and/or SMS; the same key answers the first delivery. */
export const deliverFolderInvoice = (body: EinvoiceDeliverBody) =>
  http.post<EinvoiceDelivery>(`${BASE}/deliver`, body);
