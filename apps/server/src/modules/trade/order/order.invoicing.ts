import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orderLines, orders, type OrderLineRow, type OrderRow } from './order.table';

// What invoicing (finance) asks of orders: which may be invoiced, their lines, their 开票 status.

/** The condition "placed by this buyer", for `ordersToInvoice`'s scope. */
export const placedBy = (userId: number): SQL => eq(orders.userId, userId);

/** The orders of `scope` with these numbers, by id; `lock` takes them FOR UPDATE (in the caller's transaction). */
export async function ordersToInvoice(
  db: DbOrTx,
  scope: SQL,
  orderNos: string[],
  lock: boolean,
): Promise<OrderRow[]> {
  const q = db
    .select()
    .from(orders)
    .where(and(scope, inArray(orders.orderNo, orderNos)))
    .orderBy(asc(orders.id));
  return lock ? q.for('update') : q;
}

/** The lines of these orders, by id. */
export async function linesToInvoice(db: DbOrTx, orderIds: number[]): Promise<OrderLineRow[]> {
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id));
}

/** Sets the orders' 开票 status (ORDER_INVOICE_STATUS), in the caller's transaction. */
export async function setOrdersInvoiceStatus(db: DbOrTx, orderIds: number[], status: number): Promise<void> {
  await db
    .update(orders)
    .set({ invoiceStatus: status, updatedAt: sql`now()` })
    .where(inArray(orders.id, orderIds));
}

/** An order's number, or undefined when there is none. */
export async function orderNoOf(db: DbOrTx, orderId: number): Promise<string | undefined> {
  const [row] = await db.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, orderId));
  return row?.orderNo;
}
