import { eq, sql } from 'drizzle-orm';
import {
  ORDER_STATUS,
  carrierByName,
  carrierOf,
  deliveryPlaceKey,
  trackingNoProblem,
  type CarrierCode,
  type OrderAddress,
} from '@mall/shared';
import { queryRows, type DbOrTx } from '../../../db/client';
import { badRequest, conflict } from '../../../lib/app-error';
import { recordAudit, type AuditActor } from '../../platform/audit';
import {
  moveOrder,
  orderLinesOf,
  orderMessage,
  type Actor,
  type OrderLinesShip,
  type OrderShipHook,
} from '../../trade/order';
import { shipmentLines, shipments, type ShipmentRow } from './shipment.table';

type LockedOrder = Parameters<OrderShipHook>[1];

export type ShipInput = {
  carrierCode: CarrierCode;
  trackingNo: string;
  packages: number;
  lines: { orderLineId: number; quantity: number }[];
};

/**
 * Shipped quantity per order line of an order (lines never shipped are absent). Replacement shipments (换货)
 * are not counted: they replace rejected pieces, the order's own ship state ignores them.
 */
async function shippedByLine(conn: DbOrTx, orderId: number): Promise<Map<number, number>> {
  const rows = await queryRows<{ order_line_id: number; shipped: number }>(
    conn,
    sql`select l.order_line_id, sum(l.quantity)::int as shipped
        from shipment_lines l join shipments s on s.id = l.shipment_id
        where s.order_id = ${orderId} and s.afs_no is null group by l.order_line_id`,
  );
  return new Map(rows.map((r) => [Number(r.order_line_id), r.shipped]));
}

const ONE_PLACE_MSG = '同一包裹只能发往一个收货地址，请按收货地址分别发货';

/**
 * 分地址配送: how many places the lines go to (a line without its own address goes to the order's). A
 * shipment is one parcel to one place.
 */
function placesOf(
  order: { address: OrderAddress },
  lines: readonly { deliveryAddress: OrderAddress | null }[],
): number {
  return new Set(lines.map((l) => deliveryPlaceKey(l.deliveryAddress ?? order.address))).size;
}

/** Writes one shipment of `order` with its lines (`afsNo`: a replacement of that 换货 request). */
export async function insertShipment(
  tx: DbOrTx,
  order: Pick<LockedOrder, 'id' | 'merchantId'>,
  input: Omit<ShipInput, 'lines'> & { afsNo?: string },
  lines: { orderLineId: number; quantity: number }[],
): Promise<ShipmentRow> {
  const [row] = await tx
    .insert(shipments)
    .values({
      orderId: order.id,
      merchantId: order.merchantId,
      carrierCode: input.carrierCode,
      trackingNo: input.trackingNo,
      packages: input.packages,
      afsNo: input.afsNo ?? null,
    })
    .returning();
  await tx.insert(shipmentLines).values(lines.map((l) => ({ shipmentId: row!.id, ...l })));
  return row!;
}

/**
 * Ships `input.lines` of the locked `order` as one shipment. Refuses (400, nothing written) a line not on the
 * order, more than ordered or than remains unshipped, and a tracking number not of its carrier's shape. While
 * lines remain the order stays 待发货 and is 部分发货; the shipment that ships the last line moves it to 待收货
 * through trade's ship path (timeline, message, audit, as the whole-order ship).
 */
export async function shipLines(
  tx: DbOrTx,
  order: LockedOrder,
  input: ShipInput,
  actor: Actor,
  audit?: AuditActor,
): Promise<ShipmentRow> {
  if (order.status !== ORDER_STATUS.PENDING_SHIPMENT)
    throw conflict(
      order.status === ORDER_STATUS.PENDING_ACCEPTANCE ? '订单尚未接单，不能发货' : '订单当前状态不能发货',
    );
  const problem = trackingNoProblem(input.carrierCode, input.trackingNo);
  if (problem) throw badRequest(problem);
  const ordered = await orderLinesOf(tx, order.id);
  const shipped = await shippedByLine(tx, order.id);
  const wanted = new Map<number, number>();
  for (const l of input.lines) wanted.set(l.orderLineId, (wanted.get(l.orderLineId) ?? 0) + l.quantity);
  for (const [lineId, quantity] of wanted) {
    const line = ordered.find((l) => l.id === lineId);
    if (!line) throw badRequest('订单中没有这个商品行');
    const remaining = line.quantity - (shipped.get(lineId) ?? 0);
    if (quantity > line.quantity)
      throw badRequest(`「${line.title}」发货数量超过订购数量（订购 ${line.quantity}${line.unit}）`);
    if (quantity > remaining)
      throw badRequest(`「${line.title}」发货数量超过未发货数量（尚未发货 ${remaining}${line.unit}）`);
  }
  if (
    placesOf(
      order,
      ordered.filter((l) => wanted.has(l.id)),
    ) > 1
  )
    throw badRequest(ONE_PLACE_MSG);
  const row = await insertShipment(
    tx,
    order,
    input,
    [...wanted].map(([orderLineId, quantity]) => ({ orderLineId, quantity })),
  );
  const carrier = carrierOf(input.carrierCode)!;
  const done = ordered.every((l) => (shipped.get(l.id) ?? 0) + (wanted.get(l.id) ?? 0) >= l.quantity);
  if (done) {
    // The last lines: the order moves as a whole-order ship does (no ship hook: nothing remains to record).
    await moveOrder(tx, order, {
      move: 'ship',
      actor,
      audit,
      ship: { carrier: carrier.name, trackingNo: input.trackingNo },
    });
  } else {
    await orderMessage(
      tx,
      order,
      '订单部分发货',
      `您的订单 ${order.orderNo} 已部分发货，承运商：${carrier.name}，运单号：${input.trackingNo}。`,
    );
    if (audit)
      await recordAudit(tx, audit, {
        action: 'order.ship-partial',
        targetType: 'order',
        targetId: order.orderNo,
        summary: `部分发货 ${order.orderNo}：${carrier.name} ${input.trackingNo}`,
      });
  }
  return row;
}

/**
 * Trade's whole-order ship (console, portal, bulk sheet, merchant API) in its transaction: one shipment of
 * every line still unshipped, under the carrier its free-text name stands for (其他 when none). Refused (400)
 * when those lines go to more than one place (分地址配送): they ship per address, as partial shipments.
 */
export const shipRemaining: OrderShipHook = async (tx, order, ship) => {
  const ordered = await orderLinesOf(tx, order.id);
  const shipped = await shippedByLine(tx, order.id);
  const left = ordered.filter((l) => l.quantity > (shipped.get(l.id) ?? 0));
  const lines = left.map((l) => ({ orderLineId: l.id, quantity: l.quantity - (shipped.get(l.id) ?? 0) }));
  if (!lines.length) return;
  if (placesOf(order, left) > 1) throw badRequest(ONE_PLACE_MSG);
  const carrier = carrierByName(ship.carrier);
  await insertShipment(
    tx,
    order,
    { carrierCode: carrier.code, trackingNo: ship.trackingNo, packages: 1 },
    lines,
  );
};

/**
 * The bulk-ship sheet's 行号 rows as one parcel (trade's OrderLinesShip): a line by its place on the order
 * (from 1), all of it still unshipped when no quantity is given, under the carrier its name stands for;
 * then as shipLines. Refused (400) a place the order lacks and a line with nothing left to ship.
 */
export const shipSheetLines: OrderLinesShip = async (tx, order, parcel, actor, audit) => {
  const ordered = await orderLinesOf(tx, order.id);
  const shipped = await shippedByLine(tx, order.id);
  const lines = parcel.lines.map(({ lineNo, quantity }) => {
    const line = ordered[lineNo - 1];
    if (!line) throw badRequest(`订单中没有第 ${lineNo} 行商品（共 ${ordered.length} 行）`);
    const left = line.quantity - (shipped.get(line.id) ?? 0);
    if (quantity === null && left <= 0) throw badRequest(`第 ${lineNo} 行「${line.title}」已全部发货`);
    return { orderLineId: line.id, quantity: quantity ?? left };
  });
  const carrier = carrierByName(parcel.carrier);
  await shipLines(
    tx,
    order,
    { carrierCode: carrier.code, trackingNo: parcel.trackingNo, packages: 1, lines },
    actor,
    audit,
  );
};

/** Trade's cancellation: an order with a shipment can no longer be cancelled (its goods are on the way). */
export async function refuseCancelWhenShipped(tx: DbOrTx, order: { id: number }): Promise<void> {
  const [row] = await tx
    .select({ id: shipments.id })
    .from(shipments)
    .where(eq(shipments.orderId, order.id))
    .limit(1);
  if (row) throw conflict('订单已部分发货，不能取消');
}
