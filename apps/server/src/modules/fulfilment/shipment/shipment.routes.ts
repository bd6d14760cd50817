import { createShipmentBody, orderShipments, shipmentsBody } from '@mall/shared';
import { ok } from '../../../lib/reply';
import { guardedRoutes, type Audience } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer } from '../../../plugins/auth';
import type { ShipmentScope, ShipmentService } from './shipment.service';

type Handling = { shipments: ShipmentService } & Audience<Exclude<ShipmentScope, { kind: 'buyer' }>>;

/**
 * Shipment handling, registered once for operators (/api/admin/fulfilment/shipment: reads every order, ships
 * 自营 ones) and once for the merchant portal (/api/portal/fulfilment/shipment: the shop's own orders; another
 * seller's order answers 404 订单不存在).
 */
export function shipmentHandlingRoutes(app: App, deps: Handling) {
  const { shipments, base, call, scope } = deps;
  app.post(
    `${base}/create`,
    call.withBody(
      '分批发货：选择订单商品行与数量，填写物流公司、运单号与包裹数',
      createShipmentBody,
      orderShipments,
    ),
    async (request) => {
      const { orderNo, ...input } = request.body;
      return ok(await shipments.create(scope(request), orderNo, input), '已发货');
    },
  );
  app.post(
    `${base}/list`,
    call.withBody('订单的发货记录与物流轨迹', shipmentsBody, orderShipments),
    async (request) => ok(await shipments.view(scope(request), request.body.orderNo)),
  );
}

/** The buyer's read (/api/order/shipments): his own order's shipments and tracking timelines. */
export function buyerShipmentRoutes(app: App, { shipments }: { shipments: ShipmentService }) {
  app.post(
    '/api/order/shipments',
    guardedRoutes(requireBuyer, 'order').withBody('订单的包裹与物流轨迹', shipmentsBody, orderShipments),
    async (request) =>
      ok(await shipments.view({ kind: 'buyer', userId: currentBuyer(request).id }, request.body.orderNo)),
  );
}
