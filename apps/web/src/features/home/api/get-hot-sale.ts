import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromotionProduct } from '@mall/shared';
import { http } from '@/lib/request';

/** Hot-sale promotion products for the chosen sales areas. */
const getHotSale = (areaCode: string[]) =>
  http.post<PromotionProduct[]>('/api/home/index/getPromotionList', { areaCode });

const hotSaleQueryOptions = (areaCode: string[]) =>
  queryOptions({ queryKey: ['home', 'hot-sale', areaCode], queryFn: () => getHotSale(areaCode) });

export const useHotSale = (areaCode: string[]) => useQuery(hotSaleQueryOptions(areaCode));
