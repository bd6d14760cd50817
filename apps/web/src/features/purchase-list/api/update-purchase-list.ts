import type { PurchaseListSummary, PurchaseListUpdateBody } from '@mall/shared';
import { http } from '@/lib/request';

/** Renames a list or changes its sharing (POST /api/purchase-list/update). */
export const updatePurchaseList = (body: PurchaseListUpdateBody) =>
  http.post<PurchaseListSummary>('/api/purchase-list/update', body);
