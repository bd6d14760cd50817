import { count, desc, eq } from 'drizzle-orm';
import { INVOICE_STATUS_LABEL, fenToYuan, type BuyerDetail, type InvoiceStatus } from '@mall/shared';
import type { Db } from '../../../db/client';
import { invoices } from './invoice.table';

/** A buyer's invoices for the console's buyer detail: how many and the latest `latest`. */
export async function invoicesOfBuyer(
  db: Db,
  userId: number,
  latest: number,
): Promise<{ count: number; latest: BuyerDetail['invoices'] }> {
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(invoices).where(eq(invoices.userId, userId)),
    db
      .select({
        applyNo: invoices.applyNo,
        status: invoices.status,
        totalFen: invoices.totalFen,
        invoiceNo: invoices.invoiceNo,
        createdAt: invoices.createdAt,
      })
      .from(invoices)
      .where(eq(invoices.userId, userId))
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(latest),
  ]);
  return {
    count: total?.n ?? 0,
    latest: rows.map((i) => ({
      applyNo: i.applyNo,
      status: i.status,
      statusLabel: INVOICE_STATUS_LABEL[i.status as InvoiceStatus] ?? '',
      amount: fenToYuan(i.totalFen),
      invoiceNo: i.invoiceNo,
      createdAt: i.createdAt.toISOString(),
    })),
  };
}
