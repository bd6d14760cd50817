import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubstituteAnswer } from '@mall/shared';
import { http } from '@/lib/request';

/** Substitutes of a SKU that cannot be bought in the area (替代品), with the parameter comparison. */
const getSubstitutes = (skuId: number, areaCode: string) =>
  http.get<SubstituteAnswer>(`/api/product/${skuId}/substitutes`, { areaCode }, { silent: true });

const substitutesQueryOptions = (skuId: number, areaCode: string) =>
  queryOptions({
    queryKey: ['product', 'substitutes', skuId, areaCode],
    queryFn: () => getSubstitutes(skuId, areaCode),
    staleTime: 60_000,
  });

export const useSubstitutes = (skuId: number, areaCode: string) =>
  useQuery(substitutesQueryOptions(skuId, areaCode));
