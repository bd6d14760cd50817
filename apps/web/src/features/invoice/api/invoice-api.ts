import { useQuery } from '@tanstack/react-query';
import { saveResponse } from '@mall/client-kit';
import type {
  InvoiceApplyBody,
  InvoiceApplyPreview,
  InvoiceDetail,
  InvoicePage,
  InvoiceTitle,
  InvoiceTitleEditBody,
  InvoiceTitleInput,
  ShipmentInvoiceBody,
  UnappliedPage,
} from '@mall/shared';
import { useDocumentList } from '@/lib/list-query';
import { http, request } from '@/lib/request';

export const invoiceKeys = {
  all: ['invoice'] as const,
  // Same key as the checkout's title list, so a change here refreshes the checkout choice too.
  titles: ['invoice', 'titles'] as const,
  unapplied: (pageNum: number) => ['invoice', 'unapplied', pageNum] as const,
  list: (status: number | undefined, pageNum: number) => ['invoice', 'list', status ?? 0, pageNum] as const,
  detail: (id: number) => ['invoice', 'detail', id] as const,
};

export const useInvoiceTitleList = () =>
  useQuery({
    queryKey: invoiceKeys.titles,
    queryFn: () => http.post<InvoiceTitle[]>('/api/invoice/title/list', {}),
    staleTime: 0,
  });
const addInvoiceTitle = (body: InvoiceTitleInput) => http.post<InvoiceTitle>('/api/invoice/title/add', body);
const editInvoiceTitle = (body: InvoiceTitleEditBody) =>
  http.post<InvoiceTitle>('/api/invoice/title/edit', body);
const deleteInvoiceTitle = (id: number) => http.post('/api/invoice/title/delete', { id });
const setDefaultInvoiceTitle = (id: number) =>
  http.post<InvoiceTitle>('/api/invoice/title/setDefault', { id });

/** Whose invoice titles a screen keeps: the buyer's own, or the company's shared ones (管理员 and 财务). */
export type TitleOwner = 'mine' | 'company';

/** The calls of one owner's titles (the company's have no default: members choose). */
export function titleApi(owner: TitleOwner) {
  if (owner === 'mine')
    return {
      key: invoiceKeys.titles,
      list: () => http.post<InvoiceTitle[]>('/api/invoice/title/list', {}),
      add: addInvoiceTitle,
      edit: editInvoiceTitle,
      remove: deleteInvoiceTitle,
      setDefault: setDefaultInvoiceTitle as ((id: number) => Promise<unknown>) | null,
    };
  return {
    key: ['invoice', 'titles', 'company'] as const,
    list: () => http.get<InvoiceTitle[]>('/api/company/invoice-titles'),
    add: (body: InvoiceTitleInput) => http.post<InvoiceTitle>('/api/company/invoice-titles/add', body),
    edit: (body: InvoiceTitleEditBody) => http.post<InvoiceTitle>('/api/company/invoice-titles/edit', body),
    remove: (id: number) => http.post('/api/company/invoice-titles/delete', { id }),
    setDefault: null as ((id: number) => Promise<unknown>) | null,
  };
}

export const useUnappliedOrders = (pageNum: number) =>
  useDocumentList<UnappliedPage>(invoiceKeys.unapplied(pageNum), '/api/invoice/unapplied/list', {
    pageNum,
    pageSize: 10,
  });
export const previewInvoice = (body: InvoiceApplyBody) =>
  http.post<InvoiceApplyPreview>('/api/invoice/applyPreview', body);
export const applyInvoice = (body: InvoiceApplyBody) => http.post<InvoiceDetail>('/api/invoice/apply', body);
/** 按包裹开票: an invoice over one shipment of the buyer's order. */
export const applyShipmentInvoice = (body: ShipmentInvoiceBody) =>
  http.post<InvoiceDetail>('/api/order/shipments/invoice', body);

export const useInvoiceList = (status: number | undefined, pageNum: number) =>
  useDocumentList<InvoicePage>(invoiceKeys.list(status, pageNum), '/api/invoice/list', {
    status,
    pageNum,
    pageSize: 10,
  });
export const useInvoiceDetail = (id: number | null) =>
  useQuery({
    queryKey: invoiceKeys.detail(id ?? 0),
    queryFn: () => http.post<InvoiceDetail>('/api/invoice/detail', { id }),
    enabled: id !== null,
    staleTime: 0,
  });

/**
 * Saves the PDF of an issued electronic invoice (GET /api/invoice/pdf/{id} with the bearer token, as the
 * quotation download does); `red`: the red-letter invoice that reversed it (GET /api/invoice/red-pdf/{id}).
 * Resolves the file name, or null when the server refused (toast shown).
 */
export async function downloadInvoicePdf(
  id: number,
  fallbackName: string,
  red = false,
): Promise<string | null> {
  const url = `/api/invoice/${red ? 'red-pdf' : 'pdf'}/${id}`;
  const response = await request<Response>('GET', url, { raw: true }).catch(() => null);
  return response ? saveResponse(response, fallbackName) : null;
}
