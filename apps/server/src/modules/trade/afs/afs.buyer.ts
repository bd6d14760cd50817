import { and, asc, eq } from 'drizzle-orm';
import {
  AFS_REASONS,
  AFS_TYPE_LABEL,
  fenToYuan,
  ORDER_STATUS_LABEL,
  PAY_STATUS,
  type afsApplyBody,
  type AfsApplyInfo,
  type AfsDetail,
  type afsListBody,
  type AfsPage,
  type AfsType,
  type OrderStatus,
} from '@mall/shared';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../../../lib/app-error';
import { afsDeadlineOf, lockOrder, pricedLineProduct } from '../order';
import { orderLines, orders } from '../order/order.table';
import { AfsCore } from './afs.core';
import { openAfsRequest } from './afs.open';
import { afsRequests } from './afs.table';
import { toItem } from './afs.view';

type ApplyInput = z.output<typeof afsApplyBody>;

/** 'YYYY-MM-DD HH:mm' in China Standard Time. */
const chinaMinute = (d: Date) =>
  new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/** The refusal when the after-sales window of an order has closed, or null while it is open. */
function afsWindowClosed(deadline: Date | null, days: number, now = new Date()): string | null {
  if (!deadline || now.getTime() <= deadline.getTime()) return null;
  return `已超过售后申请期限：确认收货后 ${days} 天内可申请售后（已于 ${chinaMinute(deadline)} 截止），如有问题请联系客服`;
}

/** The buyer's side of after-sales: what may be requested, applying, cancelling, the return shipment, the list. */
export class AfsService extends AfsCore {
  /** What may be requested on an order of the buyer, line by line. */
  async applyInfo(userId: number, orderNo: string): Promise<AfsApplyInfo> {
    const [order] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)));
    if (!order) throw notFound('订单不存在');
    const [lines, usage] = await Promise.all([
      this.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
      this.lineUsage(this.db, order.id),
    ]);
    const received = order.status === 4 || order.status === 5;
    const deadline = afsDeadlineOf(order, this.windowDays);
    const closed = afsWindowClosed(deadline, this.windowDays);
    const paid = order.payStatus === PAY_STATUS.PAID;
    return {
      orderNo,
      orderStatus: order.status,
      payStatus: order.payStatus,
      canApply: received && !closed,
      reason: !received
        ? `订单当前状态为“${ORDER_STATUS_LABEL[order.status as OrderStatus] ?? ''}”，收货后才能申请售后`
        : closed,
      deadline: deadline?.toISOString() ?? null,
      types: (paid ? [1, 2, 3] : [3]).map((value) => ({ value, label: AFS_TYPE_LABEL[value as AfsType] })),
      reasons: [...AFS_REASONS],
      lines: lines.map((l) => {
        const used = usage.get(l.id) ?? { quantity: 0, refundFen: 0 };
        return {
          orderLineId: l.id,
          ...pricedLineProduct(l),
          quantity: l.quantity,
          amount: fenToYuan(l.amountFen),
          requestedQuantity: used.quantity,
          availableQuantity: Math.max(l.quantity - used.quantity, 0),
          refundedAmount: fenToYuan(used.refundFen),
        };
      }),
    };
  }

  /**
   * 申请售后 in one transaction with the order locked: the order is the buyer's and received (4) or completed
   * (5); refunds need a paid order; quantity ≤ bought − requested; the refund due is price × quantity within
   * what is left of the line's paid amount. Photos must be stored uploads.
   */
  async apply(userId: number, input: ApplyInput): Promise<AfsDetail> {
    for (const url of input.photos)
      if (!(await this.deps.photoExists(url))) throw badRequest('图片不存在，请重新上传');
    const afsNo = await this.db.transaction(async (tx) => {
      const order = await lockOrder(tx, { orderNo: input.orderNo, userId });
      if (order.status !== 4 && order.status !== 5)
        throw conflict(
          `订单当前状态为“${ORDER_STATUS_LABEL[order.status as OrderStatus] ?? ''}”，收货后才能申请售后`,
        );
      const closed = afsWindowClosed(afsDeadlineOf(order, this.windowDays), this.windowDays);
      if (closed) throw conflict(closed);
      const row = await openAfsRequest(tx, order, input, { kind: 'buyer', id: userId });
      return row!.afsNo;
    });
    return this.detail({ afsNo, userId });
  }

  /** Buyer cancels while 待审核. */
  cancel(userId: number, afsNo: string) {
    return this.move({ afsNo, userId }, 'cancel', { kind: 'buyer', id: userId });
  }

  /** Buyer enters the return shipment (待寄回 → 已寄回). */
  shipReturn(userId: number, b: { afsNo: string; carrier: string; trackingNo: string }) {
    return this.move(
      { afsNo: b.afsNo, userId },
      'shipReturn',
      { kind: 'buyer', id: userId },
      {
        note: `${b.carrier} ${b.trackingNo}`,
        set: { returnCarrier: b.carrier, returnTrackingNo: b.trackingNo },
      },
    );
  }

  /** The buyer's requests (/afs/list), newest first. */
  async list(userId: number, q: z.output<typeof afsListBody>): Promise<AfsPage> {
    const where = and(
      eq(afsRequests.userId, userId),
      q.status ? eq(afsRequests.status, q.status) : undefined,
      this.refundWhere(q.refundStatus),
      q.orderNo ? eq(orders.orderNo, q.orderNo) : undefined,
    );
    const [rows, total] = await Promise.all([this.joined(where, q), this.count(where)]);
    return { list: rows.map(toItem), total, pageNum: q.pageNum, pageSize: q.pageSize };
  }
}
