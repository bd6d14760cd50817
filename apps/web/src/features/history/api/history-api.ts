import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  BrowsingHistoryBody,
  BrowsingHistoryPage,
  CartChange,
  DeleteBrowsingHistoryBody,
} from '@mall/shared';
import { http } from '@/lib/request';
import { userStore } from '@/lib/user-store';

export const historyKeys = {
  all: ['browsing-history'] as const,
  list: (b: BrowsingHistoryBody) => ['browsing-history', b] as const,
};

const browsingHistoryQueryOptions = (body: BrowsingHistoryBody) =>
  queryOptions({
    queryKey: historyKeys.list(body),
    queryFn: () => http.post<BrowsingHistoryPage>('/api/history/getBrowsingHistory', body),
    placeholderData: keepPreviousData,
  });
export const useBrowsingHistory = (body: BrowsingHistoryBody) => useQuery(browsingHistoryQueryOptions(body));

export const deleteBrowsingHistory = (body: DeleteBrowsingHistoryBody) =>
  http.post<{ deleted: number }>('/api/history/deleteBrowsingHistory', body);

/** Adds the product's SKU at its minimum order quantity; the cart badge follows the answer. */
export async function addToCart(skuId: number, quantity: number): Promise<void> {
  const change = await http.post<CartChange>('/api/cart/list/saveCartProduct', { skuId, quantity });
  userStore.setCartNum(change.cartNum);
}
