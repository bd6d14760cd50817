import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApprovalRule } from '@mall/shared';
import { http } from '@/lib/request';
import { companyKeys } from './company-keys';

/** 管理员: the company's approval rules (GET /api/company/approval-rules). */
const getApprovalRules = () => http.get<ApprovalRule[]>('/api/company/approval-rules');

const approvalRulesQueryOptions = () =>
  queryOptions({ queryKey: companyKeys.rules, queryFn: getApprovalRules, staleTime: 0 });

export const useApprovalRules = () => useQuery(approvalRulesQueryOptions());
