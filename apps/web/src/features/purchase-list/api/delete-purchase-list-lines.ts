import type { PurchaseListDeleteLinesBody, PurchaseListDetail } from '@mall/shared';
import { http } from '@/lib/request';

/** Removes lines from a list; answers the list (POST /api/purchase-list/lines/delete). */
export const deletePurchaseListLines = (body: PurchaseListDeleteLinesBody) =>
  http.post<PurchaseListDetail>('/api/purchase-list/lines/delete', body);
