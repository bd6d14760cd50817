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

/** One invoice's XML or PDF, saved as `<number>.<format>`. */
export const downloadFolderFile = (id: string, format: 'xml' | 'pdf', number: string) =>
  downloadFile(`${BASE}/file`, { id, format }, `${number}.${format}`);

/** The selected invoices as one .zip of XML + PDF. */
export const downloadFolderZip = (ids: string[]) => downloadFile(`${BASE}/zip`, { ids }, '发票夹.zip');

/** The 入账表 (.xlsx): the selected rows, or every row the filters find. */
export const exportFolder = (filters: EinvoiceFolderFilters, ids: string[]) =>
  downloadFile(`${BASE}/export`, ids.length ? { ...filters, ids } : filters, '发票入账表.xlsx');

/** 发送 (发票交付): the invoice by e-mail and/or SMS; the same key answers the first delivery. */
export const deliverFolderInvoice = (body: EinvoiceDeliverBody) =>
  http.post<EinvoiceDelivery>(`${BASE}/deliver`, body);
