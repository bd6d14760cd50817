import type { CheckoutSubmitBody, PurchaseRequest } from '@mall/shared';
import { http } from '@/lib/request';

/**
 * A checkout that an approval rule catches (preview.approval non-null) becomes a purchase request with the
 * same body (POST /api/company/requests/submit); the order is placed when the last level approves.
 */
export const submitPurchaseRequest = (body: CheckoutSubmitBody) =>
  http.post<PurchaseRequest>('/api/company/requests/submit', body);
