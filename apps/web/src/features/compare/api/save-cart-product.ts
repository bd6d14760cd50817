import type { CartChange, SaveCartBody } from '@mall/shared';
import { http } from '@/lib/request';

/**
 * Adds a compared SKU to the buyer's cart (POST /api/cart/list/saveCartProduct); the server checks
 * 起订量, step, stock and area and answers with the new line count. Silent: the column shows the reason.
 */
export const saveCartProduct = (body: SaveCartBody) =>
  http.post<CartChange>('/api/cart/list/saveCartProduct', body, { silent: true });
