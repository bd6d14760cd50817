import type { CartChange, SaveCartBody } from '@mall/shared';
import { http } from '@/lib/request';

/**
 * Adds a SKU to the buyer's cart (POST /api/cart/list/saveCartProduct); the server checks 起订量, step,
 * stock and area and answers with the new line count. Silent: the caller shows the server's reason.
 */
export function saveCartProduct(body: SaveCartBody): Promise<CartChange> {
  return http.post<CartChange>('/api/cart/list/saveCartProduct', body, { silent: true });
}
