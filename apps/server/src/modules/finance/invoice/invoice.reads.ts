import { eq, sql } from 'drizzle-orm';
import { INVOICE_STATUS_LABEL, fenToYuan, type BuyerDetail, type InvoiceStatus } from '@mall/shared';
import { queryRows, type Db, type DbOrTx } from '../../../db/client';
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

/** Who applied for each invoice (by invoice id): the person its 站内信 and mail are about. */
export async function invoiceApplicants(db: DbOrTx, ids: readonly number[]): Promise<Map<number, number>> {
  const rows = ids.length
    ? await queryRows<{ id: number; user_id: number }>(
        db,
        sql`select id, user_id from invoices where id = any(${sql.param([...ids])}::bigint[])`,
      )
    : [];
  return new Map(rows.map((r) => [Number(r.id), Number(r.user_id)]));
}
