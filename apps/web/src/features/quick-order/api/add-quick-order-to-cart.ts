import type { QuickOrderCartBody, QuickOrderCartReport } from '@mall/shared';
import { http } from '@/lib/request';
import { QUICK_ORDER_TIMEOUT_MS } from '../lib/limits';
import { userStore } from '@/lib/user-store';

/** POST /api/quick-order/add-to-cart: the chosen lines in one go, reported line by line. */
export const addQuickOrderToCart = (body: QuickOrderCartBody) =>
  http
    .post<QuickOrderCartReport>('/api/quick-order/add-to-cart', body, { timeoutMs: QUICK_ORDER_TIMEOUT_MS })
    .then((report) => {
      userStore.setCartNum(report.cartNum);
      return report;
    });
