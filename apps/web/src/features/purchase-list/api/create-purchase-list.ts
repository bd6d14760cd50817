import type { PurchaseListAddReport, PurchaseListCreateBody } from '@mall/shared';
import { http } from '@/lib/request';

/** A new list, with its first lines when given (POST /api/purchase-list/create). */
export const createPurchaseList = (body: PurchaseListCreateBody) =>
  http.post<PurchaseListAddReport>('/api/purchase-list/create', body);
