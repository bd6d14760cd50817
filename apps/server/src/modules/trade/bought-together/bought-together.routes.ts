import {
  CATALOGUE_MSG,
  boughtTogether,
  boughtTogetherQuery,
  cartBoughtTogetherBody,
  productDetailParams,
} from '@mall/shared';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { ok, okSchema } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { currentBuyer, optionalBuyer, requireBuyer } from '../../../plugins/auth';
import { boughtTogetherFor, cartProducts, productOfId } from './bought-together.read';

const buyerCall = guardedRoutes(requireBuyer, 'cart');

/** 经常一起购买 on the product page (asked lazily) and in the cart. */
export function boughtTogetherRoutes(app: App, deps: { db: Db }) {
  const { db } = deps;
  app.get(
    '/api/product/:id/bought-together',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          '经常一起购买：与该商品（id 先按 SKU 编号，再按商品编号）一起下单的商品，登录企业成员先看本企业的购买记录',
        params: productDetailParams,
        querystring: boughtTogetherQuery,
        response: okSchema(boughtTogether),
      },
    },
    async (request) => {
      const productId = await productOfId(db, request.params.id);
      if (productId === null) throw notFound(CATALOGUE_MSG.PRODUCT_NOT_FOUND);
      const items = await boughtTogetherFor(db, {
        productIds: [productId],
        userId: optionalBuyer(request)?.id ?? null,
        areaCode: request.query.areaCode,
      });
      return ok({ items });
    },
  );
  app.post(
    '/api/cart/bought-together',
    buyerCall.withBody(
      '购物车的经常一起购买：与购物车中商品一起下单的其他商品（本企业的购买记录优先）',
      cartBoughtTogetherBody,
      boughtTogether,
    ),
    async (request) => {
      const userId = currentBuyer(request).id;
      const productIds = await cartProducts(db, userId);
      const items = await boughtTogetherFor(db, { productIds, userId, areaCode: request.body.areaCode });
      return ok({ items });
    },
  );
}
