import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyMember } from '@mall/shared';
import { http } from '@/lib/request';
import { companyKeys } from './company-keys';

/** 管理员: every member of the company (GET /api/company/members). */
const getMembers = () => http.get<CompanyMember[]>('/api/company/members');

const membersQueryOptions = () =>
  queryOptions({ queryKey: companyKeys.members, queryFn: getMembers, staleTime: 0 });

export const useMembers = (enabled = true) => useQuery({ ...membersQueryOptions(), enabled });
