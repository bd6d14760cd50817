import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoughtTogether } from '@mall/shared';
import { http } from '@/lib/request';

/** 经常一起购买 of a product (a signed-in member's company's own history first). */
const getBoughtTogether = (id: number, areaCode: string) =>
  http.get<BoughtTogether>(`/api/product/${id}/bought-together`, { areaCode }, { silent: true });

const boughtTogetherQueryOptions = (id: number, areaCode: string) =>
  queryOptions({
    queryKey: ['product', 'bought-together', id, areaCode],
    queryFn: () => getBoughtTogether(id, areaCode),
    // Written nightly: an hour is fresh enough.
    staleTime: 3_600_000,
  });

export const useBoughtTogether = (id: number, areaCode: string) =>
  useQuery(boughtTogetherQueryOptions(id, areaCode));
