import type { ApproveResult } from '@mall/shared';
import { http } from '@/lib/request';

/** 驳回 one or several requests (POST /api/company/requests/reject). */
export const rejectRequests = (body: { requestNos: string[]; comment: string }) =>
  http.post<ApproveResult>('/api/company/requests/reject', body);
