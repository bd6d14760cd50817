import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { INVOICE_STATUS, INVOICE_STATUS_LABEL, ORDER_INVOICE_STATUS, type InvoiceStatus } from '@mall/shared';
import type { DbOrTx } from '../../../db/client';
import { setOrdersInvoiceStatus } from '../../trade/order';
import { invoiceOrders, invoices } from './invoice.table';

/**
 * An order invoiced by shipment: its 开票 status from its live applications — 开票中 while any is 申请中,
 * 已开票 when every live one is issued, 未开票 when none is live. In the caller's transaction, after the
 * invoice moved.
 */
export async function settleShipmentOrders(tx: DbOrTx, orderIds: number[]): Promise<void> {
  if (!orderIds.length) return;
  const live = await tx
    .select({ orderId: invoiceOrders.orderId, status: invoices.status })
    .from(invoiceOrders)
    .innerJoin(invoices, eq(invoices.id, invoiceOrders.invoiceId))
    .where(
      and(
        inArray(invoiceOrders.orderId, orderIds),
        eq(invoiceOrders.active, true),
        ne(invoiceOrders.shipmentId, 0),
      ),
    );
  for (const orderId of new Set(orderIds)) {
    const mine = live.filter((l) => l.orderId === orderId);
    const status = !mine.length
      ? ORDER_INVOICE_STATUS.NONE
      : mine.some((l) => l.status === INVOICE_STATUS.APPLYING)
        ? ORDER_INVOICE_STATUS.APPLIED
        : ORDER_INVOICE_STATUS.ISSUED;
    await setOrdersInvoiceStatus(tx, [orderId], status);
  }
}

/** The live application of each shipment (for the order's 包裹 list): its number and status. */
export async function invoicesOfShipments(
  db: DbOrTx,
  shipmentIds: number[],
): Promise<Map<number, { id: number; applyNo: string; status: number; statusLabel: string }>> {
  if (!shipmentIds.length) return new Map();
  const rows = await db
    .select({
      shipmentId: invoiceOrders.shipmentId,
      id: invoices.id,
      applyNo: invoices.applyNo,
      status: invoices.status,
    })
    .from(invoiceOrders)
    .innerJoin(invoices, eq(invoices.id, invoiceOrders.invoiceId))
    .where(and(inArray(invoiceOrders.shipmentId, shipmentIds), eq(invoiceOrders.active, true)))
    .orderBy(asc(invoices.id));
  return new Map(
    rows.map((r) => [
      r.shipmentId,
      {
        id: r.id,
        applyNo: r.applyNo,
        status: r.status,
        statusLabel: INVOICE_STATUS_LABEL[r.status as InvoiceStatus] ?? '',
      },
    ]),
  );
}
