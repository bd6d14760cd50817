import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSearchBody, ProductSearchResult } from '@mall/shared';
import { http } from '@/lib/request';

/** Product screening and search: one call serves category, search, scene and hot-product listings. */
const searchProducts = (body: ProductSearchBody) =>
  http.post<ProductSearchResult>('/api/product/search', body);

const searchProductsQueryOptions = (body: ProductSearchBody) =>
  queryOptions({ queryKey: ['catalogue', 'search', body], queryFn: () => searchProducts(body) });

/** Keeps the previous page on screen while the next filter's answer loads, so the panel never flashes. */
export const useSearchProducts = (body: ProductSearchBody, enabled = true) =>
  useQuery({ ...searchProductsQueryOptions(body), enabled, placeholderData: keepPreviousData });
