import { count, desc, eq, sql } from 'drizzle-orm';
import { fenToYuan, type BuyerDetail } from '@mall/shared';
import type { Db } from '../../../db/client';
import { orders } from './order.table';
import { toListItem } from './order.view';

/**
 * A buyer's orders for the console's buyer detail: how many, the amount of those not cancelled (元) and the
 * latest `latest` (newest first, without lines and actions; the detail adds the buyer).
 */
export async function ordersOfBuyer(
  db: Db,
  userId: number,
  latest: number,
): Promise<{ count: number; amount: string; latest: Omit<BuyerDetail['orders'][number], 'buyer'>[] }> {
  const [[totals], rows] = await Promise.all([
    db
      .select({
        n: count(),
        fen: sql<string>`coalesce(sum(${orders.payAmountFen}) filter (where ${orders.status} <> 7), 0)::text`,
      })
      .from(orders)
      .where(eq(orders.userId, userId)),
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(latest),
  ]);
  return {
    count: totals?.n ?? 0,
    amount: fenToYuan(BigInt(totals?.fen ?? '0')),
    latest: rows.map((o) => {
      const { lines: _lines, actions: _actions, ...item } = toListItem(o, []);
      return item;
    }),
  };
}
