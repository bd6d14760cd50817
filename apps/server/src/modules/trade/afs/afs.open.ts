import { and, eq } from 'drizzle-orm';
import { AFS_STATUS, PAY_STATUS, type AFS_REASONS, type AfsType } from '@mall/shared';
import type { DbOrTx } from '../../../db/client';
import { conflict, notFound } from '../../../lib/app-error';
import { orderLines, type OrderRow } from '../order/order.table';
import { lineUsageOf, recordAfs, type Actor } from './afs.core';
import { afsRequests, type AfsRow } from './afs.table';

export type OpenAfsInput = {
  orderLineId: number;
  type: AfsType;
  quantity: number;
  reason: (typeof AFS_REASONS)[number];
  description: string;
  photos: string[];
};

/**
 * Opens one after-sales request on a line of the locked `order` inside `tx` (the buyer's 申请售后 after its
 * status and window checks; fulfilment's receipt for rejected quantities): refunds need a paid order; quantity
 * ≤ bought − requested; the refund due is price × quantity within what is left of the line's paid amount. The
 * request is the order's buyer's, with its timeline entry and message.
 */
export async function openAfsRequest(
  tx: DbOrTx,
  order: OrderRow,
  input: OpenAfsInput,
  actor: Actor,
): Promise<AfsRow> {
  const [line] = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.id, input.orderLineId), eq(orderLines.orderId, order.id)));
  if (!line) throw notFound('订单商品不存在');
  if (input.type !== 3 && order.payStatus !== PAY_STATUS.PAID)
    throw conflict('订单尚未付款，不能申请退款，可申请换货或联系客服');
  const used = (await lineUsageOf(tx, order.id)).get(line.id) ?? { quantity: 0, refundFen: 0 };
  const left = line.quantity - used.quantity;
  if (input.quantity > left)
    throw conflict(
      left > 0 ? `申请数量超过可申请数量，最多还可申请 ${left}${line.unit}` : '该商品已全部申请过售后',
    );
  let refundFen = 0;
  if (input.type !== 3) {
    const cap = line.amountFen - used.refundFen;
    refundFen = Math.min(line.priceFen * input.quantity, cap);
    if (refundFen <= 0) throw conflict('该商品的实付金额已全部退款');
  }
  const [row] = await tx
    .insert(afsRequests)
    .values({
      userId: order.userId,
      orderId: order.id,
      orderLineId: line.id,
      type: input.type,
      quantity: input.quantity,
      reason: input.reason,
      description: input.description,
      photos: input.photos,
      refundFen,
    })
    .returning();
  await recordAfs(tx, row!, 'applied', AFS_STATUS.PENDING_REVIEW, input.reason, actor);
  return row!;
}
