import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { ReceivedGoods, ReceivedOrder } from '../../finance/credit';
import { shipments } from '../shipment/shipment.table';
import { shipmentReceiptLines, shipmentReceipts } from './receipt.table';

/**
 * What credit statements bill (finance's `ReceivedGoods`, provided at start-up): for the orders with shipments,
 * whether any receipt was recorded, and the pieces accepted per order line in receipts recorded before `before`
 * (replacement shipments included; rejected pieces never count). Orders without shipments are absent.
 */
export const receivedForBilling: ReceivedGoods = async (db: DbOrTx, orderIds: number[], before: Date) => {
  const out = new Map<number, ReceivedOrder>();
  if (!orderIds.length) return out;
  const shipped = await db
    .selectDistinct({ orderId: shipments.orderId })
    .from(shipments)
    .where(inArray(shipments.orderId, orderIds));
  for (const s of shipped) out.set(s.orderId, { anyReceipt: false, accepted: new Map() });
  if (!out.size) return out;
  const rows = await db
    .select({
      orderId: shipmentReceipts.orderId,
      orderLineId: shipmentReceiptLines.orderLineId,
      accepted: sql<number>`coalesce(sum(${shipmentReceiptLines.accepted})
        filter (where ${shipmentReceipts.createdAt} < ${before}), 0)::int`,
    })
    .from(shipmentReceiptLines)
    .innerJoin(shipmentReceipts, eq(shipmentReceipts.id, shipmentReceiptLines.receiptId))
    .where(inArray(shipmentReceipts.orderId, [...out.keys()]))
    .groupBy(shipmentReceipts.orderId, shipmentReceiptLines.orderLineId);
  for (const r of rows) {
    const o = out.get(r.orderId);
    if (!o) continue;
    o.anyReceipt = true;
    o.accepted.set(r.orderLineId, Number(r.accepted));
  }
  return out;
};
