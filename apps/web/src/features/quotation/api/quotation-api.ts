import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  QuotationCartBody,
  QuotationCartReport,
  QuotationCreateBody,
  QuotationDetail,
  QuotationDownloadBody,
  QuotationOptions,
  QuotationPage,
} from '@mall/shared';
import { downloadFile } from '@/lib/download';
import { http } from '@/lib/request';
import { userStore } from '@/lib/user-store';

/** Query keys of quotations; `['quotation']` refreshes the list and every detail. */
const quotationKeys = {
  all: ['quotation'] as const,
  list: (pageNum: number) => ['quotation', 'list', pageNum] as const,
  detail: (id: number) => ['quotation', 'detail', id] as const,
  options: ['quotation', 'options'] as const,
};

export const useQuotations = (pageNum: number) =>
  useQuery(
    queryOptions({
      queryKey: quotationKeys.list(pageNum),
      queryFn: () => http.post<QuotationPage>('/api/quotation/list', { pageNum, pageSize: 10 }),
      staleTime: 0,
    }),
  );

export const useQuotation = (id: number) =>
  useQuery({
    queryKey: quotationKeys.detail(id),
    queryFn: () => http.post<QuotationDetail>('/api/quotation/detail', { id }),
    enabled: id > 0,
    staleTime: 0,
  });

export const useQuotationOptions = (enabled: boolean) =>
  useQuery({
    queryKey: quotationKeys.options,
    queryFn: () => http.get<QuotationOptions>('/api/quotation/options'),
    enabled,
  });

/** Makes a quotation of the chosen cart lines (POST /api/quotation/create). */
export const createQuotation = (body: QuotationCreateBody) =>
  http.post<QuotationDetail>('/api/quotation/create', body);

/** 按报价单下单 (POST /api/quotation/add-to-cart); keeps the header's cart badge right. */
export const addQuotationToCart = (body: QuotationCartBody) =>
  http.post<QuotationCartReport>('/api/quotation/add-to-cart', body).then((report) => {
    userStore.setCartNum(report.cartNum);
    return report;
  });

/** Saves the quotation as PDF or .xlsx; resolves the file name or null. */
export const downloadQuotation = (body: QuotationDownloadBody) =>
  downloadFile('/api/quotation/download', body, `报价单.${body.format}`);
