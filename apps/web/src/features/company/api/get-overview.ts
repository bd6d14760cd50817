import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyOverview } from '@mall/shared';
import { http } from '@/lib/request';
import { companyKeys } from './company-keys';

/** 管理员/财务: spend in a date range by month, department, member, category (GET /api/company/overview). */
const getOverview = (from?: string, to?: string) =>
  http.get<CompanyOverview>('/api/company/overview', { from, to });

const overviewQueryOptions = (from?: string, to?: string) =>
  queryOptions({
    queryKey: companyKeys.overview(from, to),
    queryFn: () => getOverview(from, to),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useOverview = (from?: string, to?: string) => useQuery(overviewQueryOptions(from, to));
