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
import { guardedRoutes } from '../../../lib/route-options';
import { routeKit } from '../../../lib/route-kit';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer } from '../../../plugins/auth';
import type { CartService } from './cart.service';

const buyerCall = guardedRoutes(requireBuyer, 'cart');

/** The cart calls; every one is the signed-in buyer's own cart. */
export function cartRoutes(app: App, deps: { cart: CartService }) {
  const { cart } = deps;

  const buyer = routeKit(app, buyerCall, (request) => currentBuyer(request).id);

  buyer.post(
    '/api/cart/list/getCartList',
    '购物车列表（可购商品与失效商品分开，含已选合计）',
    cartListBody,
    cartList,
    (id, body) => cart.list(id, body.areaCode),
  );
  buyer.post(
    '/api/cart/list/saveCartProduct',
    '加入购物车（同一规格累加数量；校验起订量、递增量、库存与销售区域）',
    saveCartBody,
    cartChange,
    (id, { skuId, quantity, areaCode }, request) =>
      cart.add(id, skuId, quantity, areaCode, requestIdOf(request)),
    '已加入购物车',
  );
  buyer.post(
    '/api/cart/list/editCartProduct',
    '修改购物车（单个商品数量；勾选/取消勾选，全选为 all: 1）',
    cartEditBody,
    cartList,
    async (id, body) => {
      await cart.edit(id, body);
      return cart.list(id, body.areaCode);
    },
  );
  buyer.post(
    '/api/cart/list/deleteCartProduct',
    '删除购物车商品（一个或多个）',
    cartDeleteBody,
    cartChange,
    (id, body) => cart.remove(id, body.ids),
    '删除成功',
  );
  buyer.get('/api/cart/list/getCartListCount', '购物车商品种数（cartNum）', cartCount, async (id) => ({
    cartNum: await cart.count(id),
  }));
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
