import {
  CONSOLE_AREAS,
  adminOrderListBody,
  adminOrderPage,
  buyAgainResult,
  cancelOrderBody,
  orderCounts,
  orderDetail,
  orderListBody,
  orderNoBody,
  orderPage,
  shipOrderBody,
} from '@mall/shared';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../../lib/reply';
import { guardedRoutes, type Audience } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer, requireOperator } from '../../../plugins/auth';
import { auditActor, type AuditActor } from '../../platform/audit';
import type { OrderService } from './order.service';

type OrderHandling = { orders: OrderService } & Audience<{ actor: AuditActor; merchantId?: number }>;

/**
 * The handling of orders (list, detail, accept, ship, cancel), registered once for operators
 * (/api/admin/order: every order) and once for the merchant portal (/api/portal/order: the caller's shop's
 * orders; another seller's order answers 404 订单不存在).
 */
export function orderHandlingRoutes(app: App, deps: OrderHandling) {
  const { orders, base, scope, call } = deps;
  const shop = base.startsWith('/api/portal');
  const move = (
    request: FastifyRequest,
    orderNo: string,
    input: Parameters<OrderService['operatorMove']>[2],
  ) => {
    const { actor, merchantId } = scope(request);
    return merchantId === undefined
      ? orders.operatorMove(orderNo, actor, input)
      : orders.merchantMove(orderNo, merchantId, actor, input);
  };

  app.post(
    `${base}/list`,
    call.withBody(shop ? '本店订单' : '订单列表（运营后台）', adminOrderListBody, adminOrderPage),
    async (request) => ok(await orders.adminList(request.body, scope(request).merchantId)),
  );

  app.post(`${base}/detail`, call.withBody('订单详情', orderNoBody, orderDetail), async (request) => {
    const { merchantId } = scope(request);
    if (merchantId !== undefined) await orders.assertSeller(request.body.orderNo, merchantId);
    return ok(await orders.detail(request.body.orderNo));
  });

  app.post(
    `${base}/accept`,
    call.withBody('接单（待接单 → 待发货）', orderNoBody, orderDetail),
    async (request) => ok(await move(request, request.body.orderNo, { move: 'accept' }), '已接单'),
  );

  app.post(
    `${base}/ship`,
    call.withBody('发货（待发货 → 待收货，填写承运商与运单号）', shipOrderBody, orderDetail),
    async (request) => {
      const { orderNo, carrier, trackingNo } = request.body;
      return ok(await move(request, orderNo, { move: 'ship', ship: { carrier, trackingNo } }), '已发货');
    },
  );

  app.post(
    `${base}/cancel`,
    call.withBody(
      shop
        ? '取消订单（须填原因；已支付的订单转为待退款）'
        : '取消订单（待接单或待发货；已支付的订单转为待退款）',
      cancelOrderBody,
      orderDetail,
    ),
    async (request) =>
      ok(
        await move(request, request.body.orderNo, { move: 'cancel', note: request.body.reason }),
        '订单已取消',
      ),
  );
}

/** Operator order calls (/api/admin/order/…): console area orders; buyer tokens get 403. */
export function adminOrderRoutes(app: App, { orders }: { orders: OrderService }) {
  orderHandlingRoutes(app, {
    orders,
    base: '/api/admin/order',
    call: guardedRoutes(requireOperator(CONSOLE_AREAS.orders), 'admin-order'),
    scope: (request) => ({ actor: auditActor(request) }),
  });
}

const buyerCall = guardedRoutes(requireBuyer, 'order');

/** The buyer's order calls (/api/order/…); every one is scoped to the signed-in buyer. */
export function orderRoutes(app: App, { orders }: { orders: OrderService }) {
  app.post(
    '/api/order/list',
    buyerCall.withBody(
      '我的订单（type：-1/1/2/4/5/7；view：toSettle 待结算 / toInvoice 待开票；订单号、商品名称、时间范围 01/02/03）',
      orderListBody,
      orderPage,
    ),
    async (request) => ok(await orders.list(currentBuyer(request).id, request.body)),
  );

  app.get(
    '/api/order/getOrderCount',
    buyerCall.noBody('各状态订单数（标签页与快捷入口）', orderCounts),
    async (request) => ok(await orders.counts(currentBuyer(request).id)),
  );

  app.post('/api/order/detail', buyerCall.withBody('订单详情', orderNoBody, orderDetail), async (request) =>
    ok(await orders.detailForBuyer(request.body.orderNo, currentBuyer(request).id)),
  );

  app.post(
    '/api/order/cancel',
    buyerCall.withBody('取消订单（待接单或待发货且未支付；释放库存）', cancelOrderBody, orderDetail),
    async (request) =>
      ok(
        await orders.cancelByBuyer(currentBuyer(request).id, request.body.orderNo, request.body.reason),
        '订单已取消',
      ),
  );

  app.post(
    '/api/order/confirmReceipt',
    buyerCall.withBody('确认收货（待收货 → 已完成）', orderNoBody, orderDetail),
    async (request) =>
      ok(await orders.confirmReceipt(currentBuyer(request).id, request.body.orderNo), '已确认收货'),
  );

  app.post(
    '/api/order/buyAgain',
    buyerCall.withBody('再次购买（把订单商品加回购物车）', orderNoBody, buyAgainResult),
    async (request) =>
      ok(await orders.buyAgain(currentBuyer(request).id, request.body.orderNo), '已加入购物车'),
  );
}
