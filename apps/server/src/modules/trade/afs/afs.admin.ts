import { and, desc, eq } from 'drizzle-orm';
import {
  PAY_METHOD,
  fenToYuan,
  yuanToFen,
  type AdminAfsPage,
  type AfsDetail,
  type adminAfsListBody,
} from '@mall/shared';
import type { z } from 'zod';
import { AppError, badRequest, conflict } from '../../../lib/app-error';
import type { AuditActor } from '../../platform/audit';
import { orderLines, orders } from '../order/order.table';
import { payments } from '../payment/payment.table';
import { afsGraph, type AfsMove } from './afs.graph';
import { AfsCore, ofShop, type Actor } from './afs.core';
import { afsRequests } from './afs.table';
import { toItem } from './afs.view';

const REFUND_CHANNEL_NOTE: Record<string, string> = {
  online: '（原路退回）',
  offline: '（线下转账）',
  credit: '（退回账期额度）',
};

/**
 * The handlers' side of after-sales: operators in the console, and a shop's staff in the merchant portal for
 * requests of the shop's orders (`merchantId`); refunds stay the platform's (it holds the buyer's money).
 */
export class AfsAdmin extends AfsCore {
  /** An operator's move: timeline actor plus the audit entry, in the move's transaction. */
  protected byOperator(
    op: AuditActor,
    afsNo: string,
    move: AfsMove,
    opts: { note?: string; set?: Partial<typeof afsRequests.$inferInsert> } = {},
    merchantId?: number,
  ) {
    // A shop's staff move only requests of the shop's orders (another shop's answers 404 售后单不存在).
    const actor: Actor =
      merchantId === undefined
        ? { kind: 'operator', id: op.operatorId }
        : { kind: 'merchant', id: op.operatorId };
    return this.move({ afsNo, merchantId }, move, actor, { ...opts, audit: op });
  }

  /** `merchantId`: the seller's move in the merchant portal, scoped to the shop's orders. */
  approve(op: AuditActor, afsNo: string, note: string, merchantId?: number) {
    return this.byOperator(op, afsNo, 'approve', { note }, merchantId);
  }

  reject(op: AuditActor, afsNo: string, reason: string, merchantId?: number) {
    return this.byOperator(op, afsNo, 'reject', { note: reason, set: { rejectReason: reason } }, merchantId);
  }

  confirmReturn(op: AuditActor, afsNo: string, note: string, merchantId?: number) {
    return this.byOperator(op, afsNo, 'confirmReturn', { note }, merchantId);
  }

  shipExchange(
    op: AuditActor,
    b: { afsNo: string; carrier: string; trackingNo: string },
    merchantId?: number,
  ) {
    return this.byOperator(
      op,
      b.afsNo,
      'shipExchange',
      {
        note: `${b.carrier} ${b.trackingNo}`,
        set: { exchangeCarrier: b.carrier, exchangeTrackingNo: b.trackingNo },
      },
      merchantId,
    );
  }

  /**
   * 退款 (退款中 → 已退款). The amount (default: the amount due) may not exceed what was paid for the line
   * less what other requests refunded (409). Online orders are refunded through the payment provider first
   * (idempotent per afsNo, so a retry after a failure never pays twice); offline ones are recorded.
   */
  async refund(op: AuditActor, b: { afsNo: string; amount?: string; note: string }): Promise<AfsDetail> {
    const plan = await this.db.transaction(async (tx) => {
      const row = await this.lock(tx, { afsNo: b.afsNo });
      afsGraph.assertMove(row.status, 'refund');
      const [line] = await tx.select().from(orderLines).where(eq(orderLines.id, row.orderLineId));
      const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId));
      const used = (await this.lineUsage(tx, row.orderId, row.id)).get(row.orderLineId)?.refundFen ?? 0;
      const cap = line!.amountFen - used;
      const amountFen = b.amount !== undefined ? yuanToFen(b.amount) : row.refundFen;
      if (amountFen <= 0) throw badRequest('退款金额必须大于 0');
      if (amountFen > cap)
        throw conflict(`退款金额不能超过该商品实付金额，最多可退 ¥${fenToYuan(Math.max(cap, 0))}`);
      return { row, order: order!, amountFen };
    });
    let channel = 'offline';
    let refundNo = b.note || `线下退款 ${plan.row.afsNo}`;
    // A 账期 order's refund gives the company's credit back (onRefunded), no money moves.
    if (plan.order.payMethod === PAY_METHOD.CREDIT) {
      channel = 'credit';
      refundNo = `账期退回 ${plan.row.afsNo}`;
    } else if (plan.order.payMethod !== 4) {
      const [paid] = await this.db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, plan.order.id), eq(payments.status, 1)))
        .orderBy(desc(payments.id))
        .limit(1);
      if (!paid) throw conflict('未找到该订单的支付记录，不能原路退款');
      const result = await this.deps.provider.refund({
        tradeNo: paid.tradeNo,
        refundNo: plan.row.afsNo,
        amountFen: plan.amountFen,
        reason: plan.row.reason,
      });
      if (!result.ok) throw new AppError(502, `支付渠道退款失败：${result.reason}`);
      channel = 'online';
      refundNo = result.gatewayRefundNo;
    }
    return this.byOperator(op, b.afsNo, 'refund', {
      note: `¥${fenToYuan(plan.amountFen)}${REFUND_CHANNEL_NOTE[channel]}`,
      set: {
        refundedFen: plan.amountFen,
        refundChannel: channel,
        refundNo: refundNo.slice(0, 64),
        refundedAt: new Date(),
      },
    });
  }

  /** Every buyer's requests, for operators; with `merchantId`, those of the shop's orders (the portal). */
  async adminList(q: z.output<typeof adminAfsListBody>, merchantId?: number): Promise<AdminAfsPage> {
    const where = and(
      ofShop(merchantId),
      q.status ? eq(afsRequests.status, q.status) : undefined,
      q.afsNo ? eq(afsRequests.afsNo, q.afsNo) : undefined,
      q.orderNo ? eq(orders.orderNo, q.orderNo) : undefined,
    );
    const [rows, total] = await Promise.all([this.joined(where, q), this.count(where)]);
    return {
      list: rows.map((r) => ({ ...toItem(r), buyer: { id: r.afs.userId, username: r.username } })),
      total,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }
}
