import { useQuery } from '@tanstack/react-query';
import type {
  AdminQuotationListBody,
  AdminQuotationPage,
  QuotationDetail,
  QuotationSettings,
} from '@mall/shared';
import { downloadFile, uploadFile } from '@/lib/files';
import { listKeys, useRecordQuery } from '@/lib/list-query';
import { http } from '@/lib/request';

export const quotationKeys = {
  ...listKeys<AdminQuotationListBody>('quotations'),
  settings: ['quotations', 'settings'] as const,
};

export const useQuotationList = (body: AdminQuotationListBody) =>
  useQuery({
    queryKey: quotationKeys.list(body),
    queryFn: () => http.post<AdminQuotationPage>('/api/admin/quotation/list', body),
  });
export const useQuotationDetail = (id: number | null) =>
  useRecordQuery<QuotationDetail>(
    quotationKeys.detail(id ?? 0),
    '/api/admin/quotation/detail',
    { id },
    id !== null,
  );
export const downloadQuotation = (id: number, format: 'pdf' | 'xlsx') =>
  downloadFile('POST', '/api/admin/quotation/download', `报价单.${format}`, { id, format });

export const useQuotationSettings = () =>
  useQuery({
    queryKey: quotationKeys.settings,
    queryFn: () => http.get<QuotationSettings>('/api/admin/quotation/settings'),
  });
export const saveQuotationSettings = (body: QuotationSettings) =>
  http.post<QuotationSettings>('/api/admin/quotation/settings/save', body);
export const uploadStamp = (file: File) =>
  uploadFile<{ url: string; size: number; contentType: string }>('/api/admin/quotation/stamp-upload', file);
