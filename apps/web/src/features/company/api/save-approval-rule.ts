import type { ApprovalRule, ApprovalRuleBody } from '@mall/shared';
import { http } from '@/lib/request';

/** 管理员: adds (no id) or edits an approval rule (POST /api/company/approval-rules/save). */
export const saveApprovalRule = (body: ApprovalRuleBody) =>
  http.post<ApprovalRule>('/api/company/approval-rules/save', body);
