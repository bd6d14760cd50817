import type { ShopList, ShopListBody } from '@mall/shared';
import { usePostedList } from '@/lib/list-query';

/** A brand page: the brand and its products through the screening panel. Silent: 404 shows a page. */
export const useShopList = (body: ShopListBody) =>
  usePostedList<ShopList>(['brand', 'shop', body], '/api/brand/getShopList', body, { silent: true });
