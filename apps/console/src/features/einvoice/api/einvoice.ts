import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  EinvoiceIssue,
  EinvoiceIssueStatus,
  EinvoiceQuota,
  RedForm,
  RedFormApplyBody,
  RedFormStatus,
  Page,
  SellerBlueInvoice,
  SellerBlueInvoiceDetail,
  SellerTaxProfile,
  SellerTaxProfileBody,
} from '@mall/shared';
import { http } from '@/lib/request';

/**
 * The seller's 数电票 calls: the console's for 自营 and the portal's for the caller's shop answer the same
 * shapes under their own base, so every screen takes the base as a prop.
 */
export const EINVOICE_BASE = {
  console: '/api/admin/invoice/einvoice',
  portal: '/api/portal/invoice/einvoice',
} as const;
export type EinvoiceBase = (typeof EINVOICE_BASE)[keyof typeof EINVOICE_BASE];

export const einvoiceKeys = {
  all: ['einvoice'] as const,
  issues: (status?: EinvoiceIssueStatus) => ['einvoice', 'issues', status ?? ''] as const,
  redForms: (base: string, status?: RedFormStatus) => ['einvoice', base, 'red-forms', status ?? ''] as const,
  quota: (base: string) => ['einvoice', base, 'quota'] as const,
  profile: (base: string) => ['einvoice', base, 'profile'] as const,
  blueInvoices: (base: string, keyword: string) => ['einvoice', base, 'blue-invoices', keyword] as const,
  blueInvoice: (base: string, id: number | null) => ['einvoice', base, 'blue-invoice', id] as const,
};

/** A request the provider has not settled yet (the list reads itself again while there is one). */
const inFlight = (i: EinvoiceIssue) => i.status === 'queued' || i.status === 'issuing';

/** 开具请求 (console only: 自营 and the shops' requests alike), newest first. */
export const useIssues = (status?: EinvoiceIssueStatus) =>
  useQuery({
    queryKey: einvoiceKeys.issues(status),
    queryFn: () => http.post<EinvoiceIssue[]>(`${EINVOICE_BASE.console}/issue/list`, { status }),
    refetchInterval: (query) => (query.state.data?.some(inFlight) ? 5000 : false),
  });

export const useRedForms = (base: EinvoiceBase, status?: RedFormStatus) =>
  useQuery({
    queryKey: einvoiceKeys.redForms(base, status),
    queryFn: () => http.post<RedForm[]>(`${base}/red-forms`, { status }),
  });
/** Our issued blue 数电票 to pick from (申请红字确认单), found by 发票号码, buyer, 申请单号 or order number. */
export const useSellerBlueInvoices = (base: EinvoiceBase, keyword: string, enabled: boolean) =>
  useQuery({
    queryKey: einvoiceKeys.blueInvoices(base, keyword),
    queryFn: () =>
      http.post<Page<SellerBlueInvoice>>(`${base}/blue-invoices`, {
        keyword: keyword || undefined,
        pageSize: 20,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
/** One of them with its lines and what each has left to reverse. */
export const useSellerBlueInvoice = (base: EinvoiceBase, invoiceId: number | null) =>
  useQuery({
    queryKey: einvoiceKeys.blueInvoice(base, invoiceId),
    queryFn: () => http.post<SellerBlueInvoiceDetail>(`${base}/blue-invoices/detail`, { invoiceId }),
    enabled: invoiceId !== null,
  });
export const applyRedForm = (base: EinvoiceBase, body: RedFormApplyBody) =>
  http.post<RedForm>(`${base}/red-forms/apply`, body);
export const confirmRedForm = (base: EinvoiceBase, id: number) =>
  http.post<RedForm>(`${base}/red-forms/confirm`, { id });
export const rejectRedForm = (base: EinvoiceBase, id: number, reason: string) =>
  http.post<RedForm>(`${base}/red-forms/reject`, { id, reason });
export const revokeRedForm = (base: EinvoiceBase, id: number) =>
  http.post<RedForm>(`${base}/red-forms/revoke`, { id });

export const useQuota = (base: EinvoiceBase) =>
  useQuery({ queryKey: einvoiceKeys.quota(base), queryFn: () => http.get<EinvoiceQuota>(`${base}/quota`) });
export const refreshQuota = (base: EinvoiceBase) => http.post<EinvoiceQuota>(`${base}/quota/refresh`, {});

/** The seller's tax profile; null until one is saved. */
export const useTaxProfile = (base: EinvoiceBase) =>
  useQuery({
    queryKey: einvoiceKeys.profile(base),
    queryFn: () => http.get<SellerTaxProfile | null>(`${base}/profile`),
  });
export const saveTaxProfile = (base: EinvoiceBase, body: SellerTaxProfileBody) =>
  http.post<SellerTaxProfile>(`${base}/profile`, body);
