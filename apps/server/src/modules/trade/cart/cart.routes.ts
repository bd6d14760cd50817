import type { FastifyRequest } from 'fastify';
import {
  cartChange,
  cartCount,
  cartDeleteBody,
  cartEditBody,
  cartList,
  cartListBody,
  saveCartBody,
} from '@mall/shared';
import { ok } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer } from '../../../plugins/auth';
import type { CartService } from './cart.service';

const buyerCall = guardedRoutes(requireBuyer, 'cart');

/** The cart calls; every one is the signed-in buyer's own cart. */
export function cartRoutes(app: App, deps: { cart: CartService }) {
  const { cart } = deps;

  app.post(
    '/api/cart/list/getCartList',
    buyerCall.withBody('购物车列表（可购商品与失效商品分开，含已选合计）', cartListBody, cartList),
    async (request) => ok(await cart.list(currentBuyer(request).id, request.body.areaCode)),
  );

  app.post(
    '/api/cart/list/saveCartProduct',
    buyerCall.withBody(
      '加入购物车（同一规格累加数量；校验起订量、递增量、库存与销售区域）',
      saveCartBody,
      cartChange,
    ),
    async (request) => {
      const { skuId, quantity, areaCode } = request.body;
      const added = await cart.add(currentBuyer(request).id, skuId, quantity, areaCode, requestIdOf(request));
      return ok(added, '已加入购物车');
    },
  );

  app.post(
    '/api/cart/list/editCartProduct',
    buyerCall.withBody('修改购物车（单个商品数量；勾选/取消勾选，全选为 all: 1）', cartEditBody, cartList),
    async (request) => {
      const userId = currentBuyer(request).id;
      await cart.edit(userId, request.body);
      return ok(await cart.list(userId, request.body.areaCode));
    },
  );

  app.post(
    '/api/cart/list/deleteCartProduct',
    buyerCall.withBody('删除购物车商品（一个或多个）', cartDeleteBody, cartChange),
    async (request) => ok(await cart.remove(currentBuyer(request).id, request.body.ids), '删除成功'),
  );

  app.get(
    '/api/cart/list/getCartListCount',
    buyerCall.noBody('购物车商品种数（cartNum）', cartCount),
    async (request) => ok({ cartNum: await cart.count(currentBuyer(request).id) }),
  );
  // POST /api/cart/list/exportCartsQuotation: with the quotation module (it makes a formal quotation).
}

/**
 * The id nginx gives each client request (X-Request-Id, deploy/nginx.conf); the same on a retry to another
 * process. Anything else in the header is ignored: it only ever lets a buyer's own repeat go uncounted.
 */
function requestIdOf(request: FastifyRequest): string | null {
  const id = request.headers['x-request-id'];
  return typeof id === 'string' && /^[A-Za-z0-9-]{16,64}$/.test(id) ? id : null;
}
