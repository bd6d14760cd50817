import type { ProductDetail } from '@mall/shared';
import { useAreaQuery } from '@/lib/area-query';

/**
 * Product detail for /goods/{id} (a SKU id or a product id) in the chosen area. Silent: an unknown id
 * shows the not-found page instead of a toast. A logged-in buyer's view is recorded by the server.
 */
export const useProductDetail = (id: number, areaCode: string) =>
  useAreaQuery<ProductDetail>(['product', 'detail', id], `/api/product/detail/${id}`, areaCode, {
    // Stock and price move: a detail page is fresh for a minute, not the default five.
    staleTime: 60_000,
    enabled: id > 0,
  });
