import type { PurchaseListCartBody, PurchaseListCartReport } from '@mall/shared';
import { http } from '@/lib/request';
import { userStore } from '@/lib/user-store';

/** The whole list or the chosen lines into the cart, reported per line (POST /api/purchase-list/add-to-cart). */
export const addPurchaseListToCart = (body: PurchaseListCartBody) =>
  http.post<PurchaseListCartReport>('/api/purchase-list/add-to-cart', body).then((report) => {
    userStore.setCartNum(report.cartNum);
    return report;
  });
