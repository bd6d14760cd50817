import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopList, ShopListBody } from '@mall/shared';
import { http } from '@/lib/request';

/** A brand page: the brand and its products through the screening panel. Silent: 404 shows a page. */
const getShopList = (body: ShopListBody) =>
  http.post<ShopList>('/api/brand/getShopList', body, { silent: true });

const shopListQueryOptions = (body: ShopListBody) =>
  queryOptions({ queryKey: ['brand', 'shop', body], queryFn: () => getShopList(body) });

export const useShopList = (body: ShopListBody) =>
  useQuery({ ...shopListQueryOptions(body), placeholderData: keepPreviousData });
