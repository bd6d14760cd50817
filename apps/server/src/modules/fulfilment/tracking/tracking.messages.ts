import { inArray } from 'drizzle-orm';
import { carrierOf, TRACKING_STATES, type TrackingState } from '@mall/shared';
import type { DbOrTx } from '../../../db/client';
import { recordEvent } from '../../platform/events';
import { orderBuyersOf } from '../../trade/order';
import { shipments } from '../shipment/shipment.table';

/** Each shipment's tracking state, before events are stored (to tell what moved). */
export async function statesOf(tx: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  const rows = await tx
    .select({ id: shipments.id, state: shipments.trackingState })
    .from(shipments)
    .where(inArray(shipments.id, ids));
  return new Map(rows.map((r) => [r.id, r.state]));
}

const rank = (state: string) => TRACKING_STATES.indexOf(state as TrackingState);

type OrderOfParcel = { companyId: number | null; orderNo: string; poNumber: string | null };

/**
 * A parcel's moment as an event of the outbox: notification tells its buyer (站内信, and mail and SMS as he
 * chose) and the company's robots.
 */
export async function parcelEvent(
  tx: DbOrTx,
  type: 'shipment.delivering' | 'shipment.signed' | 'receipt.due',
  orderId: number,
  order: OrderOfParcel,
  parcel: { carrierCode: string; trackingNo: string },
  extra: Record<string, string> = {},
): Promise<void> {
  await recordEvent(tx, {
    type,
    companyId: order.companyId,
    subjectId: orderId,
    data: {
      orderNo: order.orderNo,
      poNumber: order.poNumber ?? '',
      carrier: carrierOf(parcel.carrierCode)?.name ?? parcel.carrierCode,
      trackingNo: parcel.trackingNo,
      ...extra,
    },
  });
}

/**
 * The buyer's messages of a shipment's journey, once as its state reaches them: 派送中 (out for delivery) and
 * 已签收 (please receive: 到货验收), each an outbox event written in the tracking events' transaction, which the
 * notification service tells on its channels. A shipment signed without a 派送中 event is told once, that it
 * was signed.
 */
export async function tellTracking(tx: DbOrTx, before: Map<number, string>): Promise<void> {
  const rows = await tx
    .select({
      id: shipments.id,
      orderId: shipments.orderId,
      state: shipments.trackingState,
      carrierCode: shipments.carrierCode,
      trackingNo: shipments.trackingNo,
    })
    .from(shipments)
    .where(inArray(shipments.id, [...before.keys()]));
  const moved = rows.filter((r) => {
    const was = rank(before.get(r.id) ?? '');
    return (r.state === 'delivering' || r.state === 'signed') && rank(r.state) > was;
  });
  if (!moved.length) return;
  const buyers = await orderBuyersOf(
    tx,
    moved.map((r) => r.orderId),
  );
  for (const s of moved) {
    const order = buyers.get(s.orderId);
    if (!order) continue;
    await parcelEvent(
      tx,
      s.state === 'delivering' ? 'shipment.delivering' : 'shipment.signed',
      s.orderId,
      order,
      s,
    );
  }
}
