import type {
  AdminInvoiceListBody,
  AdminInvoicePage,
  AfsDetail,
  AfsRefundBody,
  EinvoiceIssue,
  InvoiceDetail,
  InvoiceVoidBody,
  IssueInvoiceBody,
  OrderDetail,
  PaymentListBody,
  PaymentRecordPage,
  RefundListBody,
  RefundRecordPage,
} from '@mall/shared';
import { surfaceApi } from '@/config/surface';
import { openFile } from '@/lib/files';
import { useListQuery, useRecordQuery } from '@/lib/list-query';
import { http } from '@/lib/request';

/** Invoice handling: the operators' calls, or the portal's for the shop's orders (same shapes). */
const invoiceBase = surfaceApi('invoice');

export const financeKeys = {
  all: ['finance'] as const,
  payments: (body: PaymentListBody) => ['finance', 'payments', body] as const,
  refunds: (body: RefundListBody) => ['finance', 'refunds', body] as const,
  invoices: (body: AdminInvoiceListBody) => ['finance', 'invoices', body] as const,
  invoice: (id: number) => ['finance', 'invoice', id] as const,
};

export const usePayments = (body: PaymentListBody) =>
  useListQuery<PaymentRecordPage>(financeKeys.payments(body), '/api/admin/payment/list', body);
export const useRefunds = (body: RefundListBody) =>
  useListQuery<RefundRecordPage>(financeKeys.refunds(body), '/api/admin/refund/list', body);
export const useInvoices = (body: AdminInvoiceListBody) =>
  useListQuery<AdminInvoicePage>(financeKeys.invoices(body), `${invoiceBase}/list`, body);
export const useInvoice = (id: number) =>
  useRecordQuery<InvoiceDetail>(financeKeys.invoice(id), `${invoiceBase}/detail`, { id });

export const confirmOfflinePayment = (orderNo: string) =>
  http.post<OrderDetail>('/api/admin/order/confirmOfflinePayment', { orderNo, note: '' });
/** Paying out an after-sales refund (财务's step of the after-sales flow). */
export const refundAfs = (body: AfsRefundBody) => http.post<AfsDetail>('/api/admin/afs/refund', body);
/**
 * 开票 and 作废 render the invoice PDF before they answer, which takes longer than a plain call (a few seconds
 * on a busy server): they wait up to 20 s, and a repeat after a lost answer is answered with what the first
 * made (the server treats the same number again as the same call).
 */
const DOCUMENT_TIMEOUT_MS = 20_000;

export const issueInvoice = (body: IssueInvoiceBody) =>
  http.post<InvoiceDetail>(`${invoiceBase}/issue`, body, { timeoutMs: DOCUMENT_TIMEOUT_MS });
export const rejectInvoice = (id: number, reason: string) =>
  http.post<InvoiceDetail>(`${invoiceBase}/reject`, { id, reason });
/** 作废 = a red-letter invoice reversing the issued one in full (its number and date). */
export const voidInvoice = (body: InvoiceVoidBody) =>
  http.post<InvoiceDetail>(`${invoiceBase}/void`, body, { timeoutMs: DOCUMENT_TIMEOUT_MS });
/**
 * 开具数电票 (console, 自营): queues the application for the provider under a unique 流水号. Silent: a refusal
 * (a line without 税收分类编码, no tax profile) is long and is shown in a dialog by the caller.
 */
export const issueEinvoice = (invoiceId: number) =>
  http.post<EinvoiceIssue>('/api/admin/invoice/einvoice/issue', { invoiceId }, { silent: true });
export const openInvoicePdf = (id: number) => openFile(`${invoiceBase}/pdf/${id}`);
export const openRedLetterPdf = (id: number) => openFile(`${invoiceBase}/red-pdf/${id}`);
