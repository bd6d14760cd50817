import type { ApproveResult } from '@mall/shared';
import { http } from '@/lib/request';

/** 通过 one or several requests at my level; the last level places the order (POST /api/company/requests/approve). */
export const approveRequests = (body: { requestNos: string[]; comment: string }) =>
  http.post<ApproveResult>('/api/company/requests/approve', body);
