import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@mall/shared';
import { http } from '@/lib/request';

/**
 * Product detail for /goods/{id} (a SKU id or a product id) in the chosen area. Silent: an unknown id
 * shows the not-found page instead of a toast. A logged-in buyer's view is recorded by the server.
 */
const getProductDetail = (id: number, areaCode: string) =>
  http.get<ProductDetail>(`/api/product/detail/${id}`, { areaCode }, { silent: true });

const productDetailQueryOptions = (id: number, areaCode: string) =>
  queryOptions({
    queryKey: ['product', 'detail', id, areaCode],
    queryFn: () => getProductDetail(id, areaCode),
    // Stock and price move: a detail page is fresh for a minute, not the default five.
    staleTime: 60_000,
  });

export const useProductDetail = (id: number, areaCode: string) =>
  useQuery({ ...productDetailQueryOptions(id, areaCode), enabled: id > 0 });
