import { asc, eq, inArray } from 'drizzle-orm';
import {
  SHIPPING_STATE_LABEL,
  TRACKING_STATE_LABEL,
  carrierOf,
  type OrderShipments,
  type TrackingState,
} from '@mall/shared';
import type { Db, DbOrTx } from '../../../db/client';
import { conflict, notFound } from '../../../lib/app-error';
import type { AuditActor } from '../../platform/audit';
import { invoicesOfShipments } from '../../finance/invoice';
import { lockOrder, orderLinesOf, type Actor } from '../../trade/order';
import { receiverOrder } from './shipment.access';
import { receiptFacts } from './shipment.receipts';
import { shipLines, type ShipInput } from './shipment.core';
import { shipmentEvents, shipmentLines, shipments } from './shipment.table';

/**
 * Who asks: an operator (every order; ships 自营 ones), a shop (its own orders) or a buyer (his own, or his
 * company's as its 收货人).
 */
export type ShipmentScope =
  | { kind: 'operator'; audit: AuditActor }
  | { kind: 'merchant'; merchantId: number; audit: AuditActor }
  | { kind: 'buyer'; userId: number };

type LockedOrder = Awaited<ReturnType<typeof lockOrder>>;

/** The order of `orderNo` as `scope` may see it (another owner's order answers 404 like an unknown one). */
async function orderFor(tx: DbOrTx, orderNo: string, scope: ShipmentScope): Promise<LockedOrder> {
  if (scope.kind === 'buyer') return receiverOrder(tx, orderNo, scope.userId, '查看包裹');
  const order = await lockOrder(tx, { orderNo });
  if (scope.kind === 'merchant' && order.merchantId !== scope.merchantId) throw notFound('订单不存在');
  return order;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * An order's shipments with their lines, tracking timelines and receipts, and the shipping state beside its
 * status.
 */
export async function orderShipments(
  conn: DbOrTx,
  order: { id: number; orderNo: string },
): Promise<OrderShipments> {
  const ordered = await orderLinesOf(conn, order.id);
  const rows = await conn
    .select()
    .from(shipments)
    .where(eq(shipments.orderId, order.id))
    .orderBy(asc(shipments.id));
  const ids = rows.map((r) => r.id);
  const [lines, events] = ids.length
    ? await Promise.all([
        conn
          .select()
          .from(shipmentLines)
          .where(inArray(shipmentLines.shipmentId, ids))
          .orderBy(asc(shipmentLines.id)),
        conn
          .select()
          .from(shipmentEvents)
          .where(inArray(shipmentEvents.shipmentId, ids))
          .orderBy(asc(shipmentEvents.eventTime), asc(shipmentEvents.id)),
      ])
    : [[], []];
  const title = new Map(ordered.map((l) => [l.id, l.title]));
  const receipts = await receiptFacts(conn, ids, title);
  const shipped = new Map<number, number>();
  // The order's ship state counts its own shipments: a replacement (换货) replaces rejected pieces.
  const own = new Set(rows.filter((s) => s.afsNo === null).map((s) => s.id));
  for (const l of lines.filter((x) => own.has(x.shipmentId)))
    shipped.set(l.orderLineId, (shipped.get(l.orderLineId) ?? 0) + l.quantity);
  const total = ordered.reduce((n, l) => n + l.quantity, 0);
  const done = [...shipped.values()].reduce((n, q) => n + q, 0);
  const state = done === 0 ? 'none' : done >= total ? 'shipped' : 'partial';
  const label = (s: string) => TRACKING_STATE_LABEL[s as TrackingState] ?? '待揽收';
  return {
    orderNo: order.orderNo,
    shippingState: state,
    shippingStateLabel: SHIPPING_STATE_LABEL[state],
    lines: ordered.map((l) => ({
      orderLineId: l.id,
      title: l.title,
      unit: l.unit,
      ordered: l.quantity,
      shipped: shipped.get(l.id) ?? 0,
      received:
        (receipts.byOrderLine.get(l.id)?.accepted ?? 0) + (receipts.byOrderLine.get(l.id)?.rejected ?? 0),
      accepted: receipts.byOrderLine.get(l.id)?.accepted ?? 0,
      rejected: receipts.byOrderLine.get(l.id)?.rejected ?? 0,
      ...(l.deliveryAddress ? { deliveryAddress: l.deliveryAddress } : {}),
    })),
    shipments: rows.map((s) => ({
      id: s.id,
      carrierCode: s.carrierCode,
      carrierName: carrierOf(s.carrierCode)?.name ?? s.carrierCode,
      trackingNo: s.trackingNo,
      packages: s.packages,
      shippedAt: s.shippedAt.toISOString(),
      signedAt: iso(s.signedAt),
      trackingState: s.trackingState,
      trackingStateLabel: label(s.trackingState),
      receivedAt: iso(s.receivedAt),
      afsNo: s.afsNo,
      lines: lines
        .filter((l) => l.shipmentId === s.id)
        .map((l) => ({
          orderLineId: l.orderLineId,
          title: title.get(l.orderLineId) ?? '',
          quantity: l.quantity,
          received: receipts.byShipmentLine.get(l.id) ?? 0,
        })),
      events: events
        .filter((e) => e.shipmentId === s.id)
        .map((e) => ({
          state: e.state as TrackingState,
          stateLabel: label(e.state),
          context: e.context,
          time: e.eventTime.toISOString(),
        })),
      receipts: receipts.byShipment.get(s.id) ?? [],
    })),
  };
}

/** Shipments: made by operators (自营 orders) and shops (their own), read by them and the order's buyer. */
export class ShipmentService {
  constructor(
    private readonly db: Db,
    /** After commit: a new shipment is subscribed to the carrier tracker (the tracking job). */
    private readonly shipped: () => Promise<void>,
  ) {}

  /** Ships lines of an order as one shipment (see shipLines): the order's shipments after it. */
  async create(scope: Exclude<ShipmentScope, { kind: 'buyer' }>, orderNo: string, input: ShipInput) {
    const result = await this.db.transaction(async (tx) => {
      const order = await orderFor(tx, orderNo, scope);
      if (scope.kind === 'operator' && order.merchantId !== 0)
        throw conflict('该订单由店铺发货，请在商家后台发货');
      const actor: Actor = { kind: scope.kind, id: scope.audit.operatorId };
      await shipLines(tx, order, input, actor, scope.audit);
      return orderShipments(tx, order);
    });
    await this.shipped();
    return result;
  }

  /**
   * The shipments of an order whose caller has already shown it is its own (the buyer API: the open order is
   * the calling app's company's), without the invoice applications.
   */
  ofOwnOrder(order: { id: number; orderNo: string }): Promise<OrderShipments> {
    return orderShipments(this.db, order);
  }

  /** The order's shipments as `scope` may see them; the buyer's also say which are invoiced (按包裹开票). */
  view(scope: ShipmentScope, orderNo: string): Promise<OrderShipments> {
    return this.db.transaction(async (tx) => {
      const order = await orderFor(tx, orderNo, scope);
      const answer = await orderShipments(tx, order);
      // The invoice is the order's buyer's: a company's 收货人 sees the parcels, not the applications.
      if (scope.kind !== 'buyer' || order.userId !== scope.userId) return answer;
      const invoiced = await invoicesOfShipments(
        tx,
        answer.shipments.map((s) => s.id),
      );
      return {
        ...answer,
        shipments: answer.shipments.map((s) => ({ ...s, invoice: invoiced.get(s.id) ?? null })),
      };
    });
  }
}
