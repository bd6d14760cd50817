import { and, asc, eq, isNull } from 'drizzle-orm';
import { invoiceDetail, shipmentInvoiceBody } from '@mall/shared';
import type { Db, DbOrTx } from '../../../db/client';
import { conflict, notFound } from '../../../lib/app-error';
import { ok } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer } from '../../../plugins/auth';
import type { ShipmentInvoicing, ShipmentToInvoice } from '../../finance/invoice';
import { shipmentLines, shipments } from './shipment.table';

/**
 * 按包裹开票 as finance needs it: the shipment's lines, the pieces of each line in the order's earlier
 * shipments, and whether it is the order's first. Replacement shipments (换货) bill nothing: the pieces they
 * replace were billed with the shipment they came in.
 */
async function shipmentToInvoice(
  conn: DbOrTx,
  orderId: number,
  shipmentId: number,
): Promise<ShipmentToInvoice> {
  const own = await conn
    .select({ id: shipments.id, afsNo: shipments.afsNo })
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .orderBy(asc(shipments.id));
  const me = own.find((s) => s.id === shipmentId);
  if (!me) throw notFound('包裹不存在');
  if (me.afsNo !== null) throw conflict('换货补发的包裹不单独开票');
  const lines = await conn
    .select({
      shipmentId: shipmentLines.shipmentId,
      orderLineId: shipmentLines.orderLineId,
      quantity: shipmentLines.quantity,
    })
    .from(shipmentLines)
    .innerJoin(shipments, eq(shipments.id, shipmentLines.shipmentId))
    .where(and(eq(shipments.orderId, orderId), isNull(shipments.afsNo)))
    .orderBy(asc(shipmentLines.shipmentId), asc(shipmentLines.id));
  const before = new Map<number, number>();
  const mine: ShipmentToInvoice['lines'] = [];
  for (const l of lines) {
    if (l.shipmentId > shipmentId) break;
    const earlier = before.get(l.orderLineId) ?? 0;
    if (l.shipmentId === shipmentId)
      mine.push({ orderLineId: l.orderLineId, quantity: l.quantity, before: earlier });
    before.set(l.orderLineId, earlier + l.quantity);
  }
  const first = own.find((s) => s.afsNo === null)?.id === shipmentId;
  return { shipmentId, first, lines: mine };
}

/**
 * `POST /api/order/shipments/invoice`: the order's buyer applies for an invoice over one shipment (the order
 * must be his own: finance checks it under the order's lock; another buyer's order answers 404).
 */
export function shipmentInvoiceRoutes(app: App, deps: { db: Db; invoices: ShipmentInvoicing }) {
  app.post(
    '/api/order/shipments/invoice',
    guardedRoutes(requireBuyer, 'order').withBody(
      '按包裹申请开票：该包裹发出的商品按订单价格开票（类型 2/4，种类 20）',
      shipmentInvoiceBody,
      invoiceDetail,
    ),
    async (request) => {
      const userId = currentBuyer(request).id;
      const { orderNo, shipmentId } = request.body;
      const orderId = await deps.invoices.ownOrderId(userId, orderNo);
      const shipment = await shipmentToInvoice(deps.db, orderId, shipmentId);
      return ok(await deps.invoices.applyForShipment(userId, request.body, shipment), '开票申请已提交');
    },
  );
}
