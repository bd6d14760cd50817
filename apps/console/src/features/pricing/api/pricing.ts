import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AdminAgreementListBody,
  AdminAgreementPage,
  AdminAgreementPrice,
  AdminAgreementSaveBody,
  AgreementImportResult,
} from '@mall/shared';
import { downloadFile, uploadFile } from '@/lib/files';
import { http } from '@/lib/request';

const base = '/api/admin/pricing';

export const pricingKeys = {
  all: ['pricing'] as const,
  list: (body: AdminAgreementListBody) => ['pricing', 'list', body] as const,
  companies: (keyword: string) => ['pricing', 'companies', keyword] as const,
};

export const useAgreementPrices = (body: AdminAgreementListBody) =>
  useQuery({
    queryKey: pricingKeys.list(body),
    queryFn: () => http.post<AdminAgreementPage>(`${base}/agreement/list`, body),
    placeholderData: keepPreviousData,
  });
export const usePricingCompanies = (keyword: string) =>
  useQuery({
    queryKey: pricingKeys.companies(keyword),
    queryFn: () =>
      http.post<{ id: number; name: string; creditCode: string }[]>(`${base}/companies`, { keyword }),
    placeholderData: keepPreviousData,
  });
export const saveAgreementPrice = (body: AdminAgreementSaveBody) =>
  http.post<AdminAgreementPrice>(`${base}/agreement/save`, body);
export const deleteAgreementPrices = (ids: number[]) =>
  http.post<{ deleted: number }>(`${base}/agreement/delete`, { ids });
/** All or nothing: a bad row answers 400 with a ProductImportReport in RequestError.data. */
export const importAgreementPrices = (file: File) =>
  uploadFile<AgreementImportResult>(`${base}/agreement/import`, file);
export const downloadAgreementTemplate = () =>
  downloadFile('GET', `${base}/agreement/template`, '协议价导入模板.xlsx');
export const exportAgreementPrices = (companyId?: number) =>
  downloadFile(
    'GET',
    `${base}/agreement/export${companyId ? `?companyId=${companyId}` : ''}`,
    '协议价导出.xlsx',
  );
