import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lt, ne } from 'drizzle-orm';
import { ORDER_STATUS, type OrderAddress } from '@mall/shared';
import type { DbOrTx } from '../../../db/client';
import { orderLines, orders } from './order.table';

/*
 * What the integration domains (punch-out, the open platform) read of orders: numbers, state, shipment and
 * lines by id. Read models of the order tables, owned here.
 */

/** The order numbers of these orders, by id (ascending; ids without an order are absent). */
export async function orderNumbersOf(
  db: DbOrTx,
  ids: readonly number[],
): Promise<{ id: number; orderNo: string }[]> {
  if (!ids.length) return [];
  return db
    .select({ id: orders.id, orderNo: orders.orderNo })
    .from(orders)
    .where(inArray(orders.id, [...ids]))
    .orderBy(orders.id);
}

/** Who placed each of these orders (and for which company, when a member did), by order id. */
export async function orderBuyersOf(
  db: DbOrTx,
  ids: readonly number[],
): Promise<
  Map<
    number,
    {
      userId: number;
      companyId: number | null;
      orderNo: string;
      poNumber: string | null;
      payAmountFen: number;
      payMethod: number;
      payDeadline: Date | null;
    }
  >
> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      companyId: orders.companyId,
      orderNo: orders.orderNo,
      poNumber: orders.poNumber,
      payAmountFen: orders.payAmountFen,
      payMethod: orders.payMethod,
      payDeadline: orders.payDeadline,
    })
    .from(orders)
    .where(inArray(orders.id, [...ids]));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        userId: r.userId,
        companyId: r.companyId === null ? null : Number(r.companyId),
        orderNo: r.orderNo,
        poNumber: r.poNumber,
        payAmountFen: r.payAmountFen,
        payMethod: r.payMethod,
        payDeadline: r.payDeadline,
      },
    ]),
  );
}

/** The ids of the orders with these numbers, ascending. */
export async function orderIdsByNos(db: DbOrTx, orderNos: readonly string[]): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.orderNo, [...orderNos]))
    .orderBy(orders.id);
  return rows.map((r) => r.id);
}

export type OrderFacts = {
  id: number;
  orderNo: string;
  status: number;
  sellerName: string;
  payAmountFen: number;
  carrier: string | null;
  trackingNo: string | null;
  shippedAt: Date | null;
  receivedAt: Date | null;
  payStatus: number;
  createdAt: Date;
  acceptedAt: Date | null;
  /** Why the shop may not accept it yet ('' when it may). */
  holdReason: string;
  /** The delivery address, as at placement. */
  address: OrderAddress;
};

export type OrderLineFacts = {
  /** The order line's own id (what a partial shipment names). */
  id: number;
  orderId: number;
  skuId: number;
  title: string;
  quantity: number;
  priceFen: number;
  amountFen: number;
  /** 分地址配送: the line's own delivery address; null when it goes to the order's. */
  deliveryAddress: OrderAddress | null;
};

/** Orders by id with their lines (the lines in their order): state, amount, shipment; two queries side by side. */
export async function ordersWithLines(
  db: DbOrTx,
  ids: readonly number[],
): Promise<{ orders: OrderFacts[]; lines: OrderLineFacts[] }> {
  if (!ids.length) return { orders: [], lines: [] };
  const [found, lines] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        status: orders.status,
        sellerName: orders.sellerName,
        payAmountFen: orders.payAmountFen,
        carrier: orders.carrier,
        trackingNo: orders.trackingNo,
        shippedAt: orders.shippedAt,
        receivedAt: orders.receivedAt,
        payStatus: orders.payStatus,
        createdAt: orders.createdAt,
        acceptedAt: orders.acceptedAt,
        holdReason: orders.holdReason,
        address: orders.address,
      })
      .from(orders)
      .where(inArray(orders.id, [...ids])),
    db
      .select({
        id: orderLines.id,
        orderId: orderLines.orderId,
        skuId: orderLines.skuId,
        title: orderLines.title,
        quantity: orderLines.quantity,
        priceFen: orderLines.priceFen,
        amountFen: orderLines.amountFen,
        deliveryAddress: orderLines.deliveryAddress,
      })
      .from(orderLines)
      .where(inArray(orderLines.orderId, [...ids]))
      .orderBy(asc(orderLines.id)),
  ]);
  return { orders: found, lines };
}

/**
 * A shop's orders placed at or after `since`, by id after `afterId` (ascending, at most `size`), optionally of
 * one status: their ids.
 */
export async function sellerOrderIdsSince(
  db: DbOrTx,
  merchantId: number,
  q: { since: Date; afterId: number; size: number; status?: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.merchantId, merchantId),
        gte(orders.createdAt, q.since),
        gt(orders.id, q.afterId),
        q.status === undefined ? undefined : eq(orders.status, q.status),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(q.size);
  return rows.map((r) => r.id);
}

/**
 * The orders a shop accepted (接单) and nobody cancelled, as a subquery to join by `id` (one SQL query with
 * the caller's own tables): id, acceptedAt, shippedAt.
 */
export const acceptedOrders = (db: DbOrTx) =>
  db
    .select({ id: orders.id, acceptedAt: orders.acceptedAt, shippedAt: orders.shippedAt })
    .from(orders)
    .where(and(isNotNull(orders.acceptedAt), ne(orders.status, ORDER_STATUS.CANCELLED)))
    .as('accepted_orders');

/** An order's lines (id, title, unit, quantity), in their order: what fulfilment ships against. */
export async function orderLinesOf(
  db: DbOrTx,
  orderId: number,
): Promise<
  { id: number; title: string; unit: string; quantity: number; deliveryAddress: OrderAddress | null }[]
> {
  return db
    .select({
      id: orderLines.id,
      title: orderLines.title,
      unit: orderLines.unit,
      quantity: orderLines.quantity,
      deliveryAddress: orderLines.deliveryAddress,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}

/** A company order line as fulfilment's three-way match reads it (with its order's number, company and time). */
export type MatchOrderLine = {
  id: number;
  orderId: number;
  orderNo: string;
  companyId: number;
  orderedAt: Date;
  title: string;
  unit: string;
  quantity: number;
  priceFen: number;
};

/**
 * The lines of company orders (one company, or every company when `companyId` is null) placed in
 * [`from`, `to`), optionally of one order number, not cancelled; newest order first, at most `limit` lines.
 */
export async function companyOrderLines(
  db: DbOrTx,
  q: {
    companyId: number | null;
    from?: Date;
    to?: Date;
    orderNo?: string;
    orderIds?: readonly number[];
    limit: number;
  },
): Promise<MatchOrderLine[]> {
  const rows = await db
    .select({
      id: orderLines.id,
      orderId: orderLines.orderId,
      orderNo: orders.orderNo,
      companyId: orders.companyId,
      orderedAt: orders.createdAt,
      title: orderLines.title,
      unit: orderLines.unit,
      quantity: orderLines.quantity,
      priceFen: orderLines.priceFen,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        q.companyId === null ? isNotNull(orders.companyId) : eq(orders.companyId, q.companyId),
        ne(orders.status, ORDER_STATUS.CANCELLED),
        q.from ? gte(orders.createdAt, q.from) : undefined,
        q.to ? lt(orders.createdAt, q.to) : undefined,
        q.orderNo ? eq(orders.orderNo, q.orderNo) : undefined,
        q.orderIds ? inArray(orders.id, [...q.orderIds]) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id), asc(orderLines.id))
    .limit(q.limit);
  return rows.map((r) => ({ ...r, companyId: r.companyId ?? 0 }));
}
