import { inArray } from 'drizzle-orm';
import { carrierOf, TRACKING_STATES, type TrackingState } from '@mall/shared';
import type { DbOrTx } from '../../../db/client';
import { recordEvent } from '../../platform/events';
import { orderBuyersOf, orderMessage } from '../../trade/order';
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
 * A parcel's moment as an event of the outbox (notification tells its buyer and the company's robots by the
 * channels they chose; the message centre's line is written beside it).
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
 * The buyer's messages of a shipment's journey, written once as its state reaches them (in the events'
 * transaction): 派送中 (out for delivery) and 已签收 (please receive: 到货验收), each also an outbox event for the
 * notification channels. A shipment signed without a 派送中 event is told once, that it was signed.
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
    const parcel = `${carrierOf(s.carrierCode)?.name ?? s.carrierCode} ${s.trackingNo}`;
    await parcelEvent(
      tx,
      s.state === 'delivering' ? 'shipment.delivering' : 'shipment.signed',
      s.orderId,
      order,
      s,
    );
    if (s.state === 'delivering')
      await orderMessage(
        tx,
        order,
        '包裹派送中',
        `您的订单 ${order.orderNo} 的包裹（${parcel}）正在派送，请保持电话畅通。`,
      );
    else
      await orderMessage(
        tx,
        order,
        '包裹已签收，请验收',
        `您的订单 ${order.orderNo} 的包裹（${parcel}）已签收，请核对商品后在订单详情中完成到货验收。`,
      );
  }
}
