import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoughtTogether } from '@mall/shared';
import { http } from '@/lib/request';

/** 经常一起购买 for the products in the buyer's cart (his company's own history first). */
const getCartBoughtTogether = (areaCode: string) =>
  http.post<BoughtTogether>('/api/cart/bought-together', { areaCode }, { silent: true });

const cartBoughtTogetherQueryOptions = (areaCode: string) =>
  queryOptions({
    queryKey: ['cart', 'bought-together', areaCode],
    queryFn: () => getCartBoughtTogether(areaCode),
    staleTime: 300_000,
  });

export const useCartBoughtTogether = (areaCode: string) => useQuery(cartBoughtTogetherQueryOptions(areaCode));
