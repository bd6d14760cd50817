import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCompany, AdminCompanyDetail, Page } from '@mall/shared';
import { listKeys, useListQuery } from '@/lib/list-query';
import { http } from '@/lib/request';

/** POST /api/admin/company/list (adminCompanyListBody: pageSize at most 50). */
export type CompanyListBody = { status?: number; keyword?: string; pageNum: number; pageSize: number };
/** POST /api/admin/company/review (adminCompanyReviewBody: a rejection needs its reason). */
export type CompanyReviewBody = { id: number; approve: boolean; reason?: string };

export const companyKeys = listKeys<CompanyListBody>('companies');

const getCompany = (id: number) => http.get<AdminCompanyDetail>('/api/admin/company/detail', { id });
export const reviewCompany = (body: CompanyReviewBody) =>
  http.post<AdminCompany>('/api/admin/company/review', body);
/** 停用 stops every company feature for its members; 启用 brings the company back. */
export const setCompanyStatus = (id: number, enabled: boolean) =>
  http.post<AdminCompany>('/api/admin/company/status', { id, enabled });

const companyDetailQueryOptions = (id: number) =>
  queryOptions({ queryKey: companyKeys.detail(id), queryFn: () => getCompany(id) });

export const useCompanies = (body: CompanyListBody) =>
  useListQuery<Page<AdminCompany>>(companyKeys.list(body), '/api/admin/company/list', body);
export const useCompany = (id: number) => useQuery(companyDetailQueryOptions(id));
