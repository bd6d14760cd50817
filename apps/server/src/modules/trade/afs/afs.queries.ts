import { and, inArray, sql } from 'drizzle-orm';
import { AFS_STATUS, AFS_TYPE } from '@mall/shared';
import type { DbOrTx } from '../../../db/client';
import { afsRequests } from './afs.table';

export type LineRefund = {
  orderLineId: number;
  orderId: number;
  refundedFen: number;
  returnedQuantity: number;
};

/** What after-sales refunded per order line of `orderIds` (and the quantity sent back for those refunds). */
export async function refundsByLine(tx: DbOrTx, orderIds: number[]): Promise<LineRefund[]> {
  if (!orderIds.length) return [];
  const rows = await tx
    .select({
      orderLineId: afsRequests.orderLineId,
      orderId: afsRequests.orderId,
      refundedFen: sql<number>`coalesce(sum(${afsRequests.refundedFen}), 0)::bigint`,
      returnedQuantity: sql<number>`coalesce(sum(case when ${afsRequests.type} = ${AFS_TYPE.RETURN_REFUND}
        then ${afsRequests.quantity} else 0 end), 0)::int`,
    })
    .from(afsRequests)
    .where(and(inArray(afsRequests.orderId, orderIds), sql`${afsRequests.status} = ${AFS_STATUS.REFUNDED}`))
    .groupBy(afsRequests.orderLineId, afsRequests.orderId);
  return rows.map((r) => ({
    ...r,
    refundedFen: Number(r.refundedFen),
    returnedQuantity: Number(r.returnedQuantity),
  }));
}

/** Orders among `orderIds` with a refund request still under way (待审核, 退款中, 待寄回, 已寄回). */
export async function ordersWithOpenRefunds(tx: DbOrTx, orderIds: number[]): Promise<number[]> {
  if (!orderIds.length) return [];
  const rows = await tx
    .selectDistinct({ orderId: afsRequests.orderId })
    .from(afsRequests)
    .where(
      and(
        inArray(afsRequests.orderId, orderIds),
        inArray(afsRequests.type, [AFS_TYPE.REFUND_ONLY, AFS_TYPE.RETURN_REFUND]),
        inArray(afsRequests.status, [
          AFS_STATUS.PENDING_REVIEW,
          AFS_STATUS.REFUNDING,
          AFS_STATUS.AWAITING_RETURN,
          AFS_STATUS.RETURNED,
        ]),
      ),
    );
  return rows.map((r) => r.orderId);
}
