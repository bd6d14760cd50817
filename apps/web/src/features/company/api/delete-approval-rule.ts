import { http } from '@/lib/request';

/** 管理员: removes an approval rule (POST /api/company/approval-rules/delete). */
export const deleteApprovalRule = (id: number) =>
  http.post<null>('/api/company/approval-rules/delete', { id });
