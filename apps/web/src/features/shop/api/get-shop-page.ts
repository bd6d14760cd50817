import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreShopBody, StoreShopPage } from '@mall/shared';
import { http } from '@/lib/request';

/** A shop page: the shop and its products through the screening panel. Silent: 404 shows a page. */
const getShopPage = (body: StoreShopBody) =>
  http.post<StoreShopPage>('/api/shop/getShopPage', body, { silent: true });

const shopPageQueryOptions = (body: StoreShopBody) =>
  queryOptions({ queryKey: ['shop', 'page', body], queryFn: () => getShopPage(body) });

export const useShopPage = (body: StoreShopBody) =>
  useQuery({ ...shopPageQueryOptions(body), placeholderData: keepPreviousData, retry: false });
