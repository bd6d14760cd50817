import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyInvitation } from '@mall/shared';
import { http } from '@/lib/request';
import { companyKeys } from './company-keys';

/** 管理员: invitations sent, newest first (GET /api/company/invitations). */
const getInvitations = () => http.get<CompanyInvitation[]>('/api/company/invitations');

const invitationsQueryOptions = () =>
  queryOptions({ queryKey: companyKeys.invitations, queryFn: getInvitations, staleTime: 0 });

export const useInvitations = () => useQuery(invitationsQueryOptions());
