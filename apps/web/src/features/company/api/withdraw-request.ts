import type { PurchaseRequest } from '@mall/shared';
import { http } from '@/lib/request';

/** The requester takes back a request still waiting for approval (POST /api/company/requests/withdraw). */
export const withdrawRequest = (requestNo: string) =>
  http.post<PurchaseRequest>('/api/company/requests/withdraw', { requestNo });
