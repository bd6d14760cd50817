import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { ordersToInvoice } from '../../trade/order';

/**
 * Which of `orderNos` are orders of company `companyId` (bought by its members as the company). What the
 * acting member bought for himself, or for another company before he joined this one, is not the company's:
 * its app never sees it, nor the after-sales requests and invoices over it.
 */
export async function companyOrderNos(
  db: DbOrTx,
  companyId: number,
  orderNos: readonly string[],
): Promise<Set<string>> {
  if (!orderNos.length) return new Set();
  const rows = await ordersToInvoice(
    db,
    sql`orders.company_id = ${companyId}`,
    [...new Set(orderNos)],
    false,
  );
  return new Set(rows.map((o) => o.orderNo));
}

/** Refuses (404, `msg`) unless every one of `orderNos` is an order of the company. */
export async function assertCompanyOrders(
  db: DbOrTx,
  companyId: number,
  orderNos: readonly string[],
  msg: string,
): Promise<void> {
  const ours = await companyOrderNos(db, companyId, orderNos);
  if (!orderNos.length || orderNos.some((no) => !ours.has(no))) throw notFound(msg);
}
