import type {
  BrowsingHistoryBody,
  BrowsingHistoryPage,
  CartChange,
  DeleteBrowsingHistoryBody,
} from '@mall/shared';
import { usePostedList } from '@/lib/list-query';
import { http } from '@/lib/request';
import { userStore } from '@/lib/user-store';

export const historyKeys = {
  all: ['browsing-history'] as const,
  list: (b: BrowsingHistoryBody) => ['browsing-history', b] as const,
};

export const useBrowsingHistory = (body: BrowsingHistoryBody) =>
  usePostedList<BrowsingHistoryPage>(historyKeys.list(body), '/api/history/getBrowsingHistory', body);

export const deleteBrowsingHistory = (body: DeleteBrowsingHistoryBody) =>
  http.post<{ deleted: number }>('/api/history/deleteBrowsingHistory', body);

/** Adds the product's SKU at its minimum order quantity; the cart badge follows the answer. */
export async function addToCart(skuId: number, quantity: number): Promise<void> {
  const change = await http.post<CartChange>('/api/cart/list/saveCartProduct', { skuId, quantity });
  userStore.setCartNum(change.cartNum);
}
