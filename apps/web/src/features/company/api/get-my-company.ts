import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyCompany } from '@mall/shared';
import { http } from '@/lib/request';
import { companyKeys } from './company-keys';

/** My company and my roles in it; null: 个人采购 (GET /api/company/current). */
const getMyCompany = () => http.get<MyCompany | null>('/api/company/current', undefined, { silent: true });

const myCompanyQueryOptions = () =>
  queryOptions({ queryKey: companyKeys.current, queryFn: getMyCompany, staleTime: 0 });

export const useMyCompany = () => useQuery(myCompanyQueryOptions());
