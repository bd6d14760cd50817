import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyCompany } from '@mall/shared';
import { http } from '@/lib/request';

/**
 * My company membership for the centre's menu (GET /api/company/current, the company feature's call under
 * the same key, so a change of membership there refreshes the menu here). null: not in a company.
 */
const companyMembershipQueryOptions = () =>
  queryOptions({
    queryKey: ['company', 'current'],
    queryFn: () => http.get<MyCompany | null>('/api/company/current', undefined, { silent: true }),
  });

export const useCompanyMembership = () => useQuery(companyMembershipQueryOptions());
