import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  AFS_TYPE,
  ORDER_STATUS,
  ORDER_STATUS_LABEL,
  carrierOf,
  type OrderStatus,
  type ReceiptRejectReason,
} from '@mall/shared';
import { queryRows, type DbOrTx } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../lib/app-error';
import { openAfsRequest, type OpenAfsInput } from '../../trade/afs';
import { moveOrder, orderLinesOf, orderMessage, type Actor, type OrderReceiveHook } from '../../trade/order';
import { shipmentLines, shipments, type ShipmentRow } from '../shipment/shipment.table';
import { shipmentReceiptLines, shipmentReceipts } from './receipt.table';

type LockedOrder = Parameters<OrderReceiveHook>[1];

/** The after-sales reason a receipt's rejection reason opens its request with. */
const AFS_REASON: Record<ReceiptRejectReason, OpenAfsInput['reason']> = {
  破损: '收到商品破损',
  错发: '发错货',
  质量问题: '商品质量问题',
  数量短缺: '少件/漏发',
};

export type ReceiptLineInput = {
  orderLineId: number;
  accepted: number;
  rejected: number;
  rejectReason?: ReceiptRejectReason;
  photos: string[];
};

/** Who records a receipt: a buyer (the owner or a 收货人) or the system (automatic, whole-order). */
type Receiver = { userId: number | null; auto: boolean; note: string; actor: Actor };

/** Quantity received (accepted + rejected) per shipment line of `shipmentIds`. */
async function receivedByShipmentLine(conn: DbOrTx, shipmentIds: number[]): Promise<Map<number, number>> {
  if (!shipmentIds.length) return new Map();
  const rows = await queryRows<{ shipment_line_id: number; received: number }>(
    conn,
    sql`select l.shipment_line_id, sum(l.accepted + l.rejected)::int as received
        from shipment_receipt_lines l join shipment_receipts r on r.id = l.receipt_id
        where r.shipment_id = any(${sql.param(shipmentIds)}::bigint[]) group by l.shipment_line_id`,
  );
  return new Map(rows.map((r) => [Number(r.shipment_line_id), r.received]));
}

/** The order's shipments and their lines (in order), with what each line has received so far. */
async function shipmentsOfOrder(tx: DbOrTx, orderId: number) {
  const rows = await tx
    .select()
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .orderBy(asc(shipments.id));
  const ids = rows.map((r) => r.id);
  const lines = ids.length
    ? await tx
        .select()
        .from(shipmentLines)
        .where(inArray(shipmentLines.shipmentId, ids))
        .orderBy(asc(shipmentLines.id))
    : [];
  return { rows, lines, received: await receivedByShipmentLine(tx, ids) };
}

/** Writes one receipt of `shipmentId` with its lines (those with nothing in them are left out). */
async function insertReceipt(
  tx: DbOrTx,
  order: LockedOrder,
  shipmentId: number,
  who: Receiver,
  lines: (Omit<ReceiptLineInput, 'rejectReason'> & {
    shipmentLineId: number;
    rejectReason: string;
    afsNo: string;
  })[],
) {
  const [receipt] = await tx
    .insert(shipmentReceipts)
    .values({ shipmentId, orderId: order.id, receivedBy: who.userId, auto: who.auto, note: who.note })
    .returning({ id: shipmentReceipts.id });
  await tx.insert(shipmentReceiptLines).values(lines.map((l) => ({ receiptId: receipt!.id, ...l })));
}

/** Marks received the shipments of `orderId` whose every line has been received. */
async function markReceivedShipments(tx: DbOrTx, orderId: number): Promise<void> {
  await tx.execute(sql`
    update shipments s set received_at = now()
    where s.order_id = ${orderId} and s.received_at is null and not exists (
      select 1 from shipment_lines l where l.shipment_id = s.id and l.quantity > coalesce((
        select sum(rl.accepted + rl.rejected) from shipment_receipt_lines rl where rl.shipment_line_id = l.id), 0))`);
}

/**
 * Per order line, how many pieces a replacement may still accept: the pieces rejected on the order's own
 * shipments less those replacements already accepted. So a replacement replaces rejected pieces and never
 * adds to the order: accepted ≤ own accepted + own rejected ≤ own shipped ≤ ordered.
 */
async function replacementRoom(conn: DbOrTx, orderId: number): Promise<Map<number, number>> {
  const rows = await queryRows<{ order_line_id: number; room: number }>(
    conn,
    sql`select l.order_line_id,
          sum(case when s.afs_no is null then l.rejected else -l.accepted end)::int as room
        from shipment_receipt_lines l join shipment_receipts r on r.id = l.receipt_id
        join shipments s on s.id = r.shipment_id
        where s.order_id = ${orderId} group by l.order_line_id`,
  );
  return new Map(rows.map((r) => [Number(r.order_line_id), r.room]));
}

/** Whether a receipt of `shipment` may be recorded while its order is in `status`. */
const receivable = (status: number, shipment: ShipmentRow) =>
  status === ORDER_STATUS.PENDING_SHIPMENT ||
  status === ORDER_STATUS.PENDING_RECEIPT ||
  // A replacement often arrives after the order completed (its rejection was the last receipt).
  (shipment.afsNo !== null && status === ORDER_STATUS.COMPLETED);

/** Whether every ordered quantity of the order has been received (which means shipped too). */
async function wholeOrderReceived(tx: DbOrTx, orderId: number): Promise<boolean> {
  const ordered = await orderLinesOf(tx, orderId);
  const { rows, lines, received } = await shipmentsOfOrder(tx, orderId);
  const own = new Set(rows.filter((s) => s.afsNo === null).map((s) => s.id));
  const byOrderLine = new Map<number, number>();
  // Replacement shipments make rejected pieces good; the order's own lines decide completion.
  for (const l of lines.filter((x) => own.has(x.shipmentId)))
    byOrderLine.set(l.orderLineId, (byOrderLine.get(l.orderLineId) ?? 0) + (received.get(l.id) ?? 0));
  return ordered.every((l) => (byOrderLine.get(l.id) ?? 0) >= l.quantity);
}

/**
 * After a receipt: shipments whose lines are all received are marked, and the order becomes 已完成 through
 * trade's path (receive for a person, complete for the system) once every line is received.
 */
async function settleOrder(tx: DbOrTx, order: LockedOrder, who: Receiver): Promise<void> {
  await markReceivedShipments(tx, order.id);
  if (order.status !== ORDER_STATUS.PENDING_RECEIPT || !(await wholeOrderReceived(tx, order.id))) return;
  await moveOrder(tx, order, {
    move: who.auto ? 'complete' : 'receive',
    actor: who.actor,
    note: who.note,
  });
}

/**
 * Records a receipt of `shipment` (of the locked `order`) line by line: accepted and rejected quantities, a
 * rejection's reason and photos. Refuses (400, nothing written) a line not in the shipment, or more than it
 * carried or than remains unreceived; 409 when the order or the shipment is past receiving. Each rejected line
 * opens an after-sales request (换货) prefilled with its quantity, reason and photos, in the same transaction.
 */
export async function recordReceipt(
  tx: DbOrTx,
  order: LockedOrder,
  shipment: ShipmentRow,
  input: ReceiptLineInput[],
  who: Receiver,
): Promise<void> {
  if (!receivable(order.status, shipment))
    throw conflict(`订单当前状态为“${ORDER_STATUS_LABEL[order.status as OrderStatus] ?? ''}”，不能验收`);
  if (shipment.receivedAt) throw conflict('该包裹已全部验收');
  const ordered = await orderLinesOf(tx, order.id);
  const { lines, received } = await shipmentsOfOrder(tx, order.id);
  const room = shipment.afsNo === null ? null : await replacementRoom(tx, order.id);
  const seen = new Set<number>();
  const rows: Parameters<typeof insertReceipt>[4] = [];
  for (const l of input) {
    if (seen.has(l.orderLineId)) throw badRequest('同一商品请合并为一行填写');
    seen.add(l.orderLineId);
    const line = lines.find((s) => s.shipmentId === shipment.id && s.orderLineId === l.orderLineId);
    const title = ordered.find((o) => o.id === l.orderLineId);
    if (!line || !title) throw badRequest('该包裹中没有这个商品');
    const quantity = l.accepted + l.rejected;
    const remaining = line.quantity - (received.get(line.id) ?? 0);
    if (quantity > line.quantity)
      throw badRequest(`「${title.title}」验收数量超过发货数量（本包裹发货 ${line.quantity}${title.unit}）`);
    if (quantity > remaining)
      throw badRequest(`「${title.title}」验收数量超过未验收数量（尚未验收 ${remaining}${title.unit}）`);
    const left = room ? Math.max(room.get(l.orderLineId) ?? 0, 0) : Infinity;
    if (l.accepted > left)
      throw badRequest(
        `「${title.title}」换货包裹的合格数量超过待补回的拒收数量（尚待补回 ${left}${title.unit}）`,
      );
    let afsNo = '';
    if (l.rejected > 0) {
      const reason = l.rejectReason!;
      const carrier = carrierOf(shipment.carrierCode)?.name ?? shipment.carrierCode;
      const afs = await openAfsRequest(
        tx,
        order,
        {
          orderLineId: l.orderLineId,
          type: AFS_TYPE.EXCHANGE,
          quantity: l.rejected,
          reason: AFS_REASON[reason],
          description: `到货验收拒收 ${l.rejected}${title.unit}：${reason}（${carrier} ${shipment.trackingNo}）`,
          photos: l.photos,
        },
        who.actor,
      );
      afsNo = afs.afsNo;
    }
    rows.push({
      orderLineId: l.orderLineId,
      shipmentLineId: line.id,
      accepted: l.accepted,
      rejected: l.rejected,
      rejectReason: l.rejected > 0 ? l.rejectReason! : '',
      photos: l.rejected > 0 ? l.photos : [],
      afsNo,
    });
  }
  await insertReceipt(tx, order, shipment.id, who, rows);
  await settleOrder(tx, order, who);
}

/**
 * Receives, as accepted, everything shipped and not yet received: of one shipment (`shipmentId`), or of the
 * whole order. One receipt per shipment with something left. Returns the shipments received.
 */
async function receiveRemaining(
  tx: DbOrTx,
  order: LockedOrder,
  who: Receiver,
  shipmentId?: number,
): Promise<number> {
  const { rows, lines, received } = await shipmentsOfOrder(tx, order.id);
  const room = await replacementRoom(tx, order.id);
  let done = 0;
  for (const s of rows) {
    if (s.receivedAt || (shipmentId !== undefined && s.id !== shipmentId)) continue;
    const left = lines
      .filter((l) => l.shipmentId === s.id)
      .map((l) => {
        let accepted = l.quantity - (received.get(l.id) ?? 0);
        // A replacement accepts only what remains to make good (see replacementRoom).
        if (s.afsNo !== null) {
          accepted = Math.min(accepted, Math.max(room.get(l.orderLineId) ?? 0, 0));
          room.set(l.orderLineId, (room.get(l.orderLineId) ?? 0) - accepted);
        }
        return {
          orderLineId: l.orderLineId,
          shipmentLineId: l.id,
          accepted,
          rejected: 0,
          rejectReason: '',
          photos: [],
          afsNo: '',
        };
      })
      .filter((l) => l.accepted > 0);
    if (left.length) await insertReceipt(tx, order, s.id, who, left);
    // A replacement with nothing left to make good is closed as it is (nothing more may count).
    if (s.afsNo !== null)
      await tx
        .update(shipments)
        .set({ receivedAt: sql`now()` })
        .where(eq(shipments.id, s.id));
    if (left.length || s.afsNo !== null) done++;
  }
  await markReceivedShipments(tx, order.id);
  return done;
}

/**
 * Trade's whole-order receipt (the buyer's 确认收货, the automatic completion) in its transaction: every
 * shipped line not yet received is received as accepted. The order then moves to 已完成 by trade itself.
 */
export const receiveWholeOrder: OrderReceiveHook = async (tx, order, actor) => {
  const system = actor.kind === 'system';
  await receiveRemaining(tx, order, {
    userId: system ? null : actor.id,
    auto: system,
    note: system ? '订单自动完成' : '确认收货',
    actor,
  });
};

/**
 * The automatic receipt of one shipment, `days` after 已签收 (the order locked): its remaining lines are
 * accepted, the buyer is told, and the order completes when nothing else remains.
 */
export async function autoReceiveShipment(
  tx: DbOrTx,
  order: LockedOrder,
  shipment: ShipmentRow,
  days: number,
): Promise<boolean> {
  if (!receivable(order.status, shipment)) return false;
  const note = `签收 ${days} 天后自动验收`;
  const who: Receiver = { userId: null, auto: true, note, actor: { kind: 'system', id: null } };
  if (!(await receiveRemaining(tx, order, who, shipment.id))) return false;
  const carrier = carrierOf(shipment.carrierCode)?.name ?? shipment.carrierCode;
  await orderMessage(
    tx,
    order,
    '包裹已自动验收',
    `您的订单 ${order.orderNo} 的包裹（${carrier} ${shipment.trackingNo}）签收已满 ${days} 天，系统已自动验收。`,
  );
  await settleOrder(tx, order, who);
  return true;
}

/** The shipment `shipmentId` of the order (404 包裹不存在 for one of another order). */
export async function shipmentOfOrder(tx: DbOrTx, orderId: number, shipmentId: number) {
  const [row] = await tx
    .select()
    .from(shipments)
    .where(and(eq(shipments.id, shipmentId), eq(shipments.orderId, orderId)));
  if (!row) throw notFound('包裹不存在');
  return row;
}

/**
 * The signed shipments `s` not yet received whose order `o` still waits for goods (or, in 售后, for a 换货's
 * re-shipment), with `days`: their company's days from 已签收 to the automatic receipt (`c`'s setting, or
 * `defaultDays`). What the automatic receipt and its reminder both read.
 */
export function awaitingReceipt(defaultDays: number) {
  return {
    days: sql`coalesce(c.auto_receipt_days, ${defaultDays})::int`,
    from: sql`shipments s join orders o on o.id = s.order_id
        left join company_receipt_settings c on c.company_id = o.company_id`,
    where: sql`s.received_at is null and s.signed_at is not null
          and (o.status in (2, 4) or (s.afs_no is not null and o.status = 5))`,
  };
}

/** Shipments due for automatic receipt at `now`: signed, unreceived, past their company's days (7 without). */
export async function dueForAutoReceipt(conn: DbOrTx, now: Date, defaultDays: number, limit = 100) {
  const q = awaitingReceipt(defaultDays);
  return queryRows<{ id: number; order_id: number; days: number }>(
    conn,
    sql`select s.id, s.order_id, ${q.days} as days
        from ${q.from}
        where ${q.where} and s.signed_at < ${now}::timestamptz - make_interval(days => ${q.days})
        order by s.signed_at limit ${limit}`,
  );
}
