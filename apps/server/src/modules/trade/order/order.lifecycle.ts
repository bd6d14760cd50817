import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { MESSAGE_TYPE, PAY_METHOD, PAY_STATUS, type OrderEvent } from '@mall/shared';
import { queryRows, type Db, type DbOrTx } from '../../../db/client';
import { conflict, notFound } from '../../../lib/app-error';
import { recordMove, writeHistory, type HistoryEntry } from '../../../lib/document';
import { recordAudit, snapshot, type AuditActor } from '../../platform/audit';
import { writeMessage } from '../../content/message';
import { orderGraph, type Move } from './order.graph';
import { orderHistory, orders, type OrderRow } from './order.table';

export type Actor = { kind: 'buyer' | 'operator' | 'merchant' | 'system'; id: number | null };

/** Storefront link of an order (messages point there). */
const orderLink = (orderNo: string) => `/order/detail?orderNo=${orderNo}`;

type HistoryInput = { event: OrderEvent; from: number | null; to: number; note?: string; actor: Actor };

/** One entry of the order's timeline (a prepared insert: every move and payment event writes one). */
function historyEntry(order: Pick<OrderRow, 'id'>, entry: HistoryInput): HistoryEntry<typeof orderHistory> {
  return {
    table: orderHistory,
    values: {
      orderId: order.id,
      event: entry.event,
      fromStatus: entry.from,
      toStatus: entry.to,
      note: entry.note ?? '',
      actorKind: entry.actor.kind,
      actorId: entry.actor.id,
    },
    prepared: 'order_history_insert',
  };
}

/** Appends one entry to the order's timeline. */
export async function recordHistory(
  tx: DbOrTx,
  order: Pick<OrderRow, 'id'>,
  entry: HistoryInput,
): Promise<void> {
  await writeHistory(tx, historyEntry(order, entry));
}

/**
 * The placement's timeline entry (placed: → 待接单). The buyer's 站内信 about it is the notification service's
 * (order.placed, read from the outbox with its mail and SMS): the order's transaction writes no message.
 */
export async function recordPlaced(
  tx: DbOrTx,
  order: Pick<OrderRow, 'id'>,
  entry: { note: string; actor: Actor },
): Promise<void> {
  await writeHistory(tx, historyEntry(order, { event: 'placed', from: null, to: 1, ...entry }));
}

/** Writes an 订单 message about `order` to its buyer. */
export function orderMessage(
  tx: DbOrTx,
  order: Pick<OrderRow, 'userId' | 'orderNo'>,
  title: string,
  content: string,
) {
  return writeMessage(tx, {
    userId: order.userId,
    type: MESSAGE_TYPE.ORDER,
    title,
    content,
    link: orderLink(order.orderNo),
  });
}

/** Locks an order row for the rest of the transaction; `userId` scopes it to a buyer (404 otherwise). */
export async function lockOrder(
  tx: DbOrTx,
  by: { orderNo: string; userId?: number } | { id: number },
): Promise<OrderRow> {
  const where =
    'id' in by
      ? eq(orders.id, by.id)
      : and(
          eq(orders.orderNo, by.orderNo),
          by.userId !== undefined ? eq(orders.userId, by.userId) : undefined,
        );
  const [row] = await tx.select().from(orders).where(where).for('update');
  if (!row) throw notFound('订单不存在');
  return row;
}

/**
 * What a move did to stock, for the caller to act on after commit: `reindex`, the products whose stock rose
 * from zero (their search rows change); `restocked`, every product whose stock rose (back-in-stock alerts).
 */
export type StockChange = { reindex: number[]; restocked: number[] };

/**
 * Puts an order's reserved stock back (cancel) into the warehouses it came from, provincial rows first, then
 * the SKU rows (the lock order of placing an order). A provincial row the operator has since removed takes
 * nothing back: that province's stock no longer exists.
 */
async function releaseStock(tx: DbOrTx, orderId: number): Promise<StockChange> {
  const provincial = await queryRows<{ product_id: number; was_empty: boolean; rose: boolean }>(
    tx,
    sql`update sku_area_stocks a set stock = a.stock + l.quantity
        from (select sku_id, stock_area_code, sum(quantity)::int as quantity from order_lines
              where order_id = ${orderId} and stock_area_code <> '0000'
              group by sku_id, stock_area_code order by sku_id) l
        where a.sku_id = l.sku_id and a.area_code = l.stock_area_code
        returning (select k.product_id from skus k where k.id = a.sku_id) as product_id,
          (a.stock - l.quantity) <= 0 as was_empty, l.quantity > 0 as rose`,
  );
  const national = await queryRows<{ product_id: number; was_empty: boolean; rose: boolean }>(
    tx,
    sql`update skus s set stock = s.stock + l.national, sales_count = greatest(s.sales_count - l.quantity, 0)
        from (select sku_id, sum(quantity)::int as quantity,
                sum(case when stock_area_code = '0000' then quantity else 0 end)::int as national
              from order_lines where order_id = ${orderId}
              group by sku_id order by sku_id) l
        where s.id = l.sku_id
        returning s.product_id, l.national > 0 and (s.stock - l.national) <= 0 as was_empty,
          l.national > 0 as rose`,
  );
  const rows = [...provincial, ...national];
  return {
    reindex: rows.filter((r) => r.was_empty).map((r) => r.product_id),
    restocked: [...new Set(rows.filter((r) => r.rose).map((r) => r.product_id))],
  };
}

type MoveInput = {
  move: Move;
  actor: Actor;
  /** Cancel reason, carrier/tracking, … (shown in the timeline). */
  note?: string;
  ship?: { carrier: string; trackingNo: string };
  /** The console operator behind the move: the move is written to the audit log in the same transaction. */
  audit?: AuditActor;
};

/**
 * Work a cancellation does in its own transaction for the domains above trade, which register it at app build
 * (procurement gives a company order's budget charge back, finance a 账期 order's credit). Trade imports none
 * of them: each hook decides from the order whether it applies.
 */
export type OrderCancelHook = (tx: DbOrTx, order: OrderRow) => Promise<void>;

/**
 * Work a whole-order ship does in its transaction for the domains above trade (fulfilment records one shipment
 * of every line still unshipped). Called before the order moves, with the carrier and number given.
 */
export type OrderShipHook = (
  tx: DbOrTx,
  order: OrderRow,
  ship: { carrier: string; trackingNo: string },
  actor: Actor,
) => Promise<void>;

/**
 * Ships chosen lines of a locked order as one parcel in the caller's transaction (fulfilment's partial
 * shipment, for the bulk-ship sheet's 行号 rows): `lineNo` is the line's place on the order from 1, `quantity`
 * null all of it still unshipped. Throws a 4xx AppError for a line the order lacks, more than remains, a
 * tracking number not of its carrier's shape, lines bound for two places.
 */
export type OrderLinesShip = (
  tx: DbOrTx,
  order: OrderRow,
  parcel: { carrier: string; trackingNo: string; lines: { lineNo: number; quantity: number | null }[] },
  actor: Actor,
  audit: AuditActor,
) => Promise<void>;

/**
 * Work a whole-order receipt (the buyer's 确认收货, the automatic completion) does in its transaction for the
 * domains above trade (fulfilment receives every shipped line not yet received). Called before the order moves.
 */
export type OrderReceiveHook = (tx: DbOrTx, order: OrderRow, actor: Actor) => Promise<void>;

/** Fields of an order the audit log keeps before and after a move. */
export const ORDER_AUDIT_FIELDS = [
  'orderNo',
  'status',
  'payStatus',
  'carrier',
  'trackingNo',
  'cancelReason',
  'paidAt',
] as const satisfies readonly (keyof OrderRow)[];

const MOVE_SUMMARY: Record<Move, string> = {
  accept: '接单',
  ship: '发货',
  receive: '确认收货',
  complete: '自动完成',
  cancel: '取消订单',
};

/**
 * The buyer's message of a move that is no notification event. 接单 and 发货 are (order.accepted,
 * order.shipped): the notification service writes their 站内信 from the outbox, with their mail and SMS.
 */
const MOVE_MESSAGES: Partial<Record<Move, (o: OrderRow, input: MoveInput) => [string, string]>> = {
  receive: (o) => ['订单已完成', `您已确认收到订单 ${o.orderNo} 的商品，感谢您的采购。`],
  complete: (o) => ['订单已完成', `您的订单 ${o.orderNo} 已超过收货期限，系统已自动确认收货。`],
  cancel: (o, i) => ['订单已取消', `您的订单 ${o.orderNo} 已取消${i.note ? `，原因：${i.note}` : ''}。`],
};

/** Why `move` cannot be made on `order` by `actor` now (the 409 message), or null when it can. */
export function moveProblem(order: OrderRow, move: Move, actor: Actor): string | null {
  const refused = orderGraph.problem(order.status, move);
  if (refused) return refused;
  if (move === 'accept' && order.holdReason) return `订单${order.holdReason}，暂不能接单`;
  if (move === 'accept' && order.payMethod !== 4 && order.payStatus !== PAY_STATUS.PAID)
    return '在线支付的订单尚未支付，不能接单';
  // A 账期 order is paid by credit, not money: its buyer may cancel it before acceptance like an unpaid one.
  if (
    move === 'cancel' &&
    actor.kind === 'buyer' &&
    order.payStatus !== PAY_STATUS.UNPAID &&
    order.payMethod !== PAY_METHOD.CREDIT
  )
    return order.payStatus === PAY_STATUS.AWAITING_CONFIRMATION
      ? '您已提交汇款信息，订单不能自行取消，请联系客服'
      : '订单已支付，不能自行取消，请联系客服';
  return null;
}

/**
 * Moves a locked order along the life-cycle graph inside `tx`: checks the edge (409 otherwise), updates the
 * status and its timestamp, releases stock on cancel, records the timeline and messages the buyer. Returns
 * what it did to stock (search rows to refresh, products restocked).
 */
export async function moveOrder(
  tx: DbOrTx,
  order: OrderRow,
  input: MoveInput,
  cancelHooks: readonly OrderCancelHook[] = [],
  shipHooks: readonly OrderShipHook[] = [],
  receiveHooks: readonly OrderReceiveHook[] = [],
): Promise<StockChange> {
  const { move, actor } = input;
  const problem = moveProblem(order, move, actor);
  if (problem) throw conflict(problem);
  const edge = orderGraph.moves[move];
  const set: PgUpdateSetSource<typeof orders> = {};
  let stock: StockChange = { reindex: [], restocked: [] };
  switch (move) {
    case 'accept':
      set.acceptedAt = sql`now()`;
      break;
    case 'ship':
      set.shippedAt = sql`now()`;
      set.carrier = input.ship?.carrier ?? '';
      set.trackingNo = input.ship?.trackingNo ?? '';
      for (const hook of shipHooks)
        await hook(tx, order, { carrier: set.carrier, trackingNo: set.trackingNo }, actor);
      break;
    case 'receive':
    case 'complete':
      for (const hook of receiveHooks) await hook(tx, order, actor);
      set.receivedAt = sql`now()`;
      set.completedAt = sql`now()`;
      await tx.execute(sql`update products p set sales_count = p.sales_count + l.quantity
        from (select product_id, sum(quantity)::int as quantity from order_lines where order_id = ${order.id}
              group by product_id order by product_id) l where p.id = l.product_id`);
      break;
    case 'cancel':
      set.cancelledAt = sql`now()`;
      set.cancelReason = input.note ?? '';
      set.payStatus =
        order.payMethod !== PAY_METHOD.CREDIT &&
        (order.payStatus === PAY_STATUS.PAID || order.payStatus === PAY_STATUS.AWAITING_CONFIRMATION)
          ? PAY_STATUS.REFUND_PENDING
          : PAY_STATUS.CLOSED;
      stock = await releaseStock(tx, order.id);
      // A company order's budget charge and a 账期 order's credit go back in the same transaction.
      for (const hook of cancelHooks) await hook(tx, order);
      break;
  }
  const note =
    move === 'ship'
      ? `${input.ship?.carrier ?? ''} ${input.ship?.trackingNo ?? ''}`.trim()
      : (input.note ?? '');
  const after = await recordMove(
    tx,
    { table: orders, graph: orderGraph, move, id: order.id, from: order.status, to: edge.to, set },
    historyEntry(order, { event: edge.event, from: order.status, to: edge.to, note, actor }),
  );
  const message = MOVE_MESSAGES[move]?.(order, input);
  if (message) await orderMessage(tx, order, message[0], message[1]);
  if (input.audit)
    await recordAudit(tx, input.audit, {
      action: `order.${move}`,
      targetType: 'order',
      targetId: order.orderNo,
      summary: `${MOVE_SUMMARY[move]} ${order.orderNo}${note ? `：${note}` : ''}`,
      before: snapshot(order, ORDER_AUDIT_FIELDS),
      after: snapshot(after, ORDER_AUDIT_FIELDS),
    });
  return stock;
}

/** Runs `moveOrder` on one order in its own transaction (locks it first). */
export async function moveOrderByNo(
  db: Db,
  by: { orderNo: string; userId?: number },
  input: MoveInput,
  cancelHooks: readonly OrderCancelHook[] = [],
  shipHooks: readonly OrderShipHook[] = [],
  receiveHooks: readonly OrderReceiveHook[] = [],
): Promise<{ order: OrderRow } & StockChange> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, by);
    return { order, ...(await moveOrder(tx, order, input, cancelHooks, shipHooks, receiveHooks)) };
  });
}
