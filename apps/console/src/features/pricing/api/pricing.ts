import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AdminAgreementListBody,
  AdminAgreementPage,
  AdminAgreementPrice,
  AdminAgreementSaveBody,
  AgreementImportResult,
  AdminPool,
  AdminPoolAddResult,
  AdminPoolListBody,
  AdminPoolPage,
  PoolImportResult,
} from '@mall/shared';
import { downloadFile, uploadFile } from '@/lib/files';
import { listKeys, useListQuery } from '@/lib/list-query';
import { http } from '@/lib/request';

const base = '/api/admin/pricing';

export const pricingKeys = {
  ...listKeys<AdminAgreementListBody>('pricing'),
  companies: (keyword: string) => ['pricing', 'companies', keyword] as const,
};

export const useAgreementPrices = (body: AdminAgreementListBody) =>
  useListQuery<AdminAgreementPage>(pricingKeys.list(body), `${base}/agreement/list`, body);
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

// Product pools (商品池).
export const poolKeys = {
  ...listKeys<AdminPoolListBody>('pool'),
  state: (companyId: number) => ['pool', 'state', companyId] as const,
};
export const usePool = (companyId: number | undefined) =>
  useQuery({
    queryKey: poolKeys.state(companyId ?? 0),
    queryFn: () => http.post<AdminPool>(`${base}/pool/get`, { companyId }),
    enabled: !!companyId,
  });
export const usePoolProducts = (body: AdminPoolListBody) =>
  useQuery({
    queryKey: poolKeys.list(body),
    queryFn: () => http.post<AdminPoolPage>(`${base}/pool/list`, body),
    enabled: !!body.companyId,
    placeholderData: keepPreviousData,
  });
export const switchPool = (companyId: number, enabled: boolean) =>
  http.post<AdminPool>(`${base}/pool/switch`, { companyId, enabled });
export const addToPool = (companyId: number, codes: string[]) =>
  http.post<AdminPoolAddResult>(`${base}/pool/add`, { companyId, codes });
export const removeFromPool = (companyId: number, productIds: number[]) =>
  http.post<{ removed: number }>(`${base}/pool/remove`, { companyId, productIds });
export const importPool = (companyId: number) => (file: File) =>
  uploadFile<PoolImportResult>(`${base}/pool/import?companyId=${companyId}`, file);
export const downloadPoolTemplate = () => downloadFile('GET', `${base}/pool/template`, '商品池导入模板.xlsx');
