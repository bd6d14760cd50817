import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompareResult } from '@mall/shared';
import { http } from '@/lib/request';

/**
 * The compare page's data (GET /api/product/compare): up to four SKUs in the chosen area, in one call.
 * Unknown or off-shelf SKUs come back in `missing`, not as an error.
 */
const getCompare = (skuIds: readonly number[], areaCode: string) =>
  http.get<CompareResult>('/api/product/compare', { skuIds: skuIds.join(','), areaCode }, { silent: true });

const compareQueryOptions = (skuIds: readonly number[], areaCode: string) =>
  queryOptions({
    queryKey: ['product', 'compare', skuIds.join(','), areaCode],
    queryFn: () => getCompare(skuIds, areaCode),
    // Price and stock move: as fresh as the product page.
    staleTime: 60_000,
  });

/** Removing a column keeps the other columns on screen while the smaller set loads. */
export const useCompare = (skuIds: readonly number[], areaCode: string) =>
  useQuery({
    ...compareQueryOptions(skuIds, areaCode),
    enabled: skuIds.length > 0,
    placeholderData: keepPreviousData,
  });
