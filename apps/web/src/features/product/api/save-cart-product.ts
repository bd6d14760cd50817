import { http, RequestError } from '@/lib/request';

export type SaveCartLine = { skuId: number; num: number; areaCode: string };

/**
 * Adds a line to the cart (spec section 7, POST /api/cart/list/saveCartProduct). The cart arrives with a
 * later issue: until the server has the call it answers 404, which the caller reports as "coming soon"
 * rather than as a fault. Resolves true when the line was saved, false when the cart is not there yet.
 */
export async function saveCartProduct(line: SaveCartLine): Promise<boolean> {
  try {
    await http.post<unknown>('/api/cart/list/saveCartProduct', line, { silent: true });
    return true;
  } catch (error) {
    if (error instanceof RequestError && error.status === 404) return false;
    throw error;
  }
}
