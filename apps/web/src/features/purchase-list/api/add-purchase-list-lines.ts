import type { PurchaseListAddLinesBody, PurchaseListAddReport } from '@mall/shared';
import { http } from '@/lib/request';

/** Adds lines to a list; a SKU already there takes the new quantity (POST /api/purchase-list/lines/add). */
export const addPurchaseListLines = (body: PurchaseListAddLinesBody) =>
  http.post<PurchaseListAddReport>('/api/purchase-list/lines/add', body);
