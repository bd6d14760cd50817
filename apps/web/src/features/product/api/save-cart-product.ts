import type { CartChange } from '@mall/shared';
import { http, RequestError } from '@/lib/request';
import { userStore } from '@/lib/user-store';

export type SaveCartLine = { skuId: number; num: number; areaCode: string };

/**
 * Adds a line to the cart (spec section 7, POST /api/cart/list/saveCartProduct). The cart arrives with a
 * later issue: until the server has the call it answers 404, which the caller reports as "coming soon"
 * rather than as a fault. Resolves true when the line was saved, false when the cart is not there yet.
 */
export async function saveCartProduct(line: SaveCartLine): Promise<boolean> {
  try {
    // The contract names the quantity `quantity`; the answer's cartNum updates the header badge at once.
    const change = await http.post<CartChange>('/api/cart/list/saveCartProduct', {
      skuId: line.skuId,
      quantity: line.num,
      areaCode: line.areaCode,
    });
    userStore.setCartNum(change.cartNum);
    return true;
  } catch (error) {
    if (error instanceof RequestError && error.status === 404) return false;
    throw error;
  }
}
