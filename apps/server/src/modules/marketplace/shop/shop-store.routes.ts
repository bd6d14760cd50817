import { sql } from 'drizzle-orm';
import { SHOP_MSG, SHOP_STATUS, storeShopBody, storeShopPage, type StoreShop } from '@mall/shared';
import { queryRows, type Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { optionalBuyer } from '../../../plugins/auth';
import type { ProductSearchService } from '../../catalogue/search';

/** A shop open to buyers (营业中); unknown or suspended → 404 店铺不存在或已停业. One primary-key read. */
async function openShop(db: Db, id: number): Promise<StoreShop> {
  const rows = await queryRows<StoreShop>(
    db,
    sql`select id, name, logo, intro from merchants where id = ${id} and status = ${SHOP_STATUS.OPEN}`,
  );
  if (!rows[0]) throw notFound(SHOP_MSG.STORE_NOT_FOUND);
  return rows[0];
}

/** The storefront's shop page /shop/{id}: the shop and its products (search within the shop). */
export function storeShopRoutes(app: App, deps: { db: Db; search: ProductSearchService }) {
  app.post(
    '/api/shop/getShopPage',
    {
      schema: {
        tags: ['catalogue'],
        summary: '店铺页：店铺信息及其在售商品（店内搜索、筛选、排序、分页；与商品筛选同一返回结构）',
        body: storeShopBody,
        response: okSchema(storeShopPage),
      },
    },
    async (request) => {
      const { shopId, ...body } = request.body;
      const shop = await openShop(deps.db, shopId);
      const result = await deps.search.searchFor(body, optionalBuyer(request)?.id ?? null, {
        merchantId: shop.id,
      });
      return ok({ ...result, shop });
    },
  );
}
