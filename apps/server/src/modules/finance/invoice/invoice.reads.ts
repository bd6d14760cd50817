import { eq } from 'drizzle-orm';
import { INVOICE_STATUS_LABEL, fenToYuan, type BuyerDetail, type InvoiceStatus } from '@mall/shared';
import type { Db } from '../../../db/client';
import { newestFirstPage } from '../../../lib/newest-page';
import { invoices } from './invoice.table';

/** A buyer's invoices for the console's buyer detail: how many and the latest `latest`. */
export async function invoicesOfBuyer(
  db: Db,
  userId: number,
  latest: number,
): Promise<{ count: number; latest: BuyerDetail['invoices'] }> {
  const { rows, total } = await newestFirstPage(db, invoices, eq(invoices.userId, userId), {
    pageNum: 1,
    pageSize: latest,
  });
  return {
    count: total,
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
