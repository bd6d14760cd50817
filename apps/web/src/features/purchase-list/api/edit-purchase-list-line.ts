import type { PurchaseListDetail, PurchaseListEditLineBody } from '@mall/shared';
import { http } from '@/lib/request';

/** Changes one line's quantity or remark; answers the list (POST /api/purchase-list/lines/edit). */
export const editPurchaseListLine = (body: PurchaseListEditLineBody) =>
  http.post<PurchaseListDetail>('/api/purchase-list/lines/edit', body);
