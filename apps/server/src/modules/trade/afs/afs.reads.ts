import { count, desc, eq } from 'drizzle-orm';
import {
  AFS_STATUS_LABEL,
  AFS_TYPE_LABEL,
  fenToYuan,
  type AfsStatus,
  type AfsType,
  type BuyerDetail,
} from '@mall/shared';
import type { Db } from '../../../db/client';
import { orders } from '../order/order.table';
import { afsRequests } from './afs.table';

/** A buyer's after-sales requests for the console's buyer detail: how many and the latest `latest`. */
export async function afsOfBuyer(
  db: Db,
  userId: number,
  latest: number,
): Promise<{ count: number; latest: BuyerDetail['afs'] }> {
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(afsRequests).where(eq(afsRequests.userId, userId)),
    db
      .select({
        afsNo: afsRequests.afsNo,
        orderNo: orders.orderNo,
        type: afsRequests.type,
        status: afsRequests.status,
        refundFen: afsRequests.refundFen,
        createdAt: afsRequests.createdAt,
      })
      .from(afsRequests)
      .innerJoin(orders, eq(orders.id, afsRequests.orderId))
      .where(eq(afsRequests.userId, userId))
      .orderBy(desc(afsRequests.createdAt), desc(afsRequests.id))
      .limit(latest),
  ]);
  return {
    count: total?.n ?? 0,
    latest: rows.map((a) => ({
      afsNo: a.afsNo,
      orderNo: a.orderNo,
      type: a.type,
      typeLabel: AFS_TYPE_LABEL[a.type as AfsType] ?? '',
      status: a.status,
      statusLabel: AFS_STATUS_LABEL[a.status as AfsStatus] ?? '',
      refund: fenToYuan(a.refundFen),
      createdAt: a.createdAt.toISOString(),
    })),
  };
}
