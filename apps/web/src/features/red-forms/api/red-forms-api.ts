import { useQuery } from '@tanstack/react-query';
import type {
  EinvoiceFolderPage,
  InvoiceDetail,
  RedForm,
  RedFormApplyBody,
  RedFormStatus,
} from '@mall/shared';
import { http } from '@/lib/request';

/** The buyer's side of 红字确认单 (POST /api/invoice/einvoice/red-forms…). */
const BASE = '/api/invoice/einvoice/red-forms';

export const redFormKeys = {
  all: ['red-forms'] as const,
  list: (status: RedFormStatus | undefined) => ['red-forms', 'list', status ?? 'all'] as const,
  issued: ['red-forms', 'issued-invoices'] as const,
  invoice: (id: number) => ['red-forms', 'invoice', id] as const,
};

export const useRedForms = (status: RedFormStatus | undefined) =>
  useQuery({
    queryKey: redFormKeys.list(status),
    queryFn: () => http.post<RedForm[]>(BASE, status ? { status } : {}),
    staleTime: 0,
  });

export const confirmRedForm = (id: number) => http.post<RedForm>(`${BASE}/confirm`, { id });
export const rejectRedForm = (id: number, reason: string) =>
  http.post<RedForm>(`${BASE}/reject`, { id, reason });
export const revokeRedForm = (id: number) => http.post<RedForm>(`${BASE}/revoke`, { id });
export const applyRedForm = (body: RedFormApplyBody) => http.post<RedForm>(`${BASE}/apply`, body);

/**
 * The blue 数电票 a form can be applied over: the 发票夹's blue rows (a person's own; the company's for its
 * 财务 and 管理员), newest first. A row's id is `blue-<invoice application id>`.
 */
export const useIssuedInvoices = (enabled: boolean) =>
  useQuery({
    queryKey: redFormKeys.issued,
    queryFn: () =>
      http.post<EinvoiceFolderPage>('/api/invoice/einvoice/folder', {
        kind: 'blue',
        pageNum: 1,
        pageSize: 100,
      }),
    enabled,
    staleTime: 0,
  });

/**
 * One invoice application's lines (in the blue invoice's order: the same SKU and price merged); answered to
 * the buyer who applied (silent otherwise: then only the whole invoice can be chosen).
 */
export const useInvoiceLines = (id: number | null) =>
  useQuery({
    queryKey: redFormKeys.invoice(id ?? 0),
    queryFn: () => http.post<InvoiceDetail>('/api/invoice/detail', { id }, { silent: true }),
    enabled: id !== null,
    staleTime: 0,
  });
