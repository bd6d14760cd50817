import type { CartChange, SaveCartBody } from '@mall/shared';
import { http, RequestError } from '@/lib/request';

/**
 * Adds a SKU to the buyer's cart (POST /api/cart/list/saveCartProduct); the server checks 起订量, step,
 * stock and area and answers with the new line count. Resolves null when the server has no cart call
 * (404), so the page can say the cart is not available instead of showing a fault.
 */
export async function saveCartProduct(body: SaveCartBody): Promise<CartChange | null> {
  try {
    return await http.post<CartChange>('/api/cart/list/saveCartProduct', body, { silent: true });
  } catch (error) {
    if (error instanceof RequestError && error.status === 404) return null;
    throw error;
  }
}
