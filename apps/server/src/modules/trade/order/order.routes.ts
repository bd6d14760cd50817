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
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { ok, okSchema } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer, requireOperator } from '../../../plugins/auth';
import { auditActor, type AuditActor } from '../../platform/audit';
import type { OrderService } from './order.service';

const security = [{ bearer: [] }];

const buyerCall = guardedRoutes(requireBuyer, 'order');

/** The buyer's order calls (/api/order/…); every one is scoped to the signed-in buyer. */
export function orderRoutes(app: App, deps: { orders: OrderService }) {
  const { orders } = deps;
  const tags = ['order'];

  app.post(
    '/api/order/list',
    {
      onRequest: requireBuyer,
      schema: {
        tags,
        security,
        summary:
          '我的订单（type：-1/1/2/4/5/7；view：toSettle 待结算 / toInvoice 待开票；订单号、商品名称、时间范围 01/02/03）',
        body: orderListBody,
        response: okSchema(orderPage),
      },
    },
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

/**
 * The handling of orders (list, detail, accept, ship, cancel), registered once for operators
 * (/api/admin/order: every order) and once for the merchant portal (/api/portal/order: the caller's shop's
 * orders; another seller's order answers 404 订单不存在).
 */
export function orderHandlingRoutes(
  app: App,
  deps: {
    orders: OrderService;
    base: string;
    tags: string[];
    onRequest: onRequestHookHandler;
    /** The caller as audited and the shop the calls are scoped to (undefined: operators, every order). */
    scope: (request: FastifyRequest) => { actor: AuditActor; merchantId?: number };
  },
) {
  const { orders, base, tags, onRequest, scope } = deps;
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
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: shop ? '本店订单' : '订单列表（运营后台）',
        body: adminOrderListBody,
        response: okSchema(adminOrderPage),
      },
    },
    async (request) => ok(await orders.adminList(request.body, scope(request).merchantId)),
  );

  app.post(
    `${base}/detail`,
    {
      onRequest,
      schema: { tags, security, summary: '订单详情', body: orderNoBody, response: okSchema(orderDetail) },
    },
    async (request) => {
      const { merchantId } = scope(request);
      if (merchantId !== undefined) await orders.assertSeller(request.body.orderNo, merchantId);
      return ok(await orders.detail(request.body.orderNo));
    },
  );

  app.post(
    `${base}/accept`,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: '接单（待接单 → 待发货）',
        body: orderNoBody,
        response: okSchema(orderDetail),
      },
    },
    async (request) => ok(await move(request, request.body.orderNo, { move: 'accept' }), '已接单'),
  );

  app.post(
    `${base}/ship`,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: '发货（待发货 → 待收货，填写承运商与运单号）',
        body: shipOrderBody,
        response: okSchema(orderDetail),
      },
    },
    async (request) => {
      const { orderNo, carrier, trackingNo } = request.body;
      return ok(await move(request, orderNo, { move: 'ship', ship: { carrier, trackingNo } }), '已发货');
    },
  );

  app.post(
    `${base}/cancel`,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: shop
          ? '取消订单（须填原因；已支付的订单转为待退款）'
          : '取消订单（待接单或待发货；已支付的订单转为待退款）',
        body: cancelOrderBody,
        response: okSchema(orderDetail),
      },
    },
    async (request) =>
      ok(
        await move(request, request.body.orderNo, { move: 'cancel', note: request.body.reason }),
        '订单已取消',
      ),
  );
}

/** Operator order calls (/api/admin/order/…): console area orders; buyer tokens get 403. */
export function adminOrderRoutes(app: App, deps: { orders: OrderService }) {
  orderHandlingRoutes(app, {
    orders: deps.orders,
    base: '/api/admin/order',
    tags: ['admin-order'],
    onRequest: requireOperator(CONSOLE_AREAS.orders),
    scope: (request) => ({ actor: auditActor(request) }),
  });
}
