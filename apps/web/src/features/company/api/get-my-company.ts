import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyCompany } from '@mall/shared';
import { http } from '@/lib/request';
import { companyKeys } from './company-keys';

/** My company and my roles in it; null: 个人采购 (GET /api/company/current). */
const getMyCompany = () => http.get<MyCompany | null>('/api/company/current', undefined, { silent: true });

const myCompanyQueryOptions = () =>
  queryOptions({ queryKey: companyKeys.current, queryFn: getMyCompany, staleTime: 0 });

export const useMyCompany = () => useQuery(myCompanyQueryOptions());

/**
 * The company I buy for when I am signed in and it works (已认证); null otherwise. For what shows on every
 * page (a listing's 物料编码): asked once a minute at most, never for a visitor.
 */
export function useActiveCompany(signedIn: boolean): MyCompany | null {
  const { data } = useQuery({ ...myCompanyQueryOptions(), enabled: signedIn, staleTime: 60_000 });
  return signedIn && data?.active ? data : null;
}
