import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  fenToYuan,
  PAY_STATUS,
  PAY_STATUS_LABEL,
  yuanToFen,
  type OfflineAccount,
  type PayStart,
  type PayStatus,
  type PayStatusView,
  type remittanceBody,
} from '@mall/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../lib/app-error';
import { recordAudit, snapshot, type AuditActor } from '../../platform/audit';
import { ORDER_AUDIT_FIELDS, lockOrder, orderMessage, recordHistory, type Actor } from '../order';
import { orders, type OrderRow } from '../order/order.table';
import type { PaymentProvider } from './payment.provider';
import { paymentNotifications, payments, remittances } from './payment.table';

/** Notifications older than this are refused (a captured notification cannot be replayed later). */
const NOTIFY_MAX_AGE_MS = 15 * 60_000;

export const DEFAULT_OFFLINE_ACCOUNT: OfflineAccount = {
  accountName: '工业品商城（上海）供应链有限公司',
  bankName: '招商银行上海张江支行',
  accountNo: '1219 0876 5410 001',
  note: '请在汇款附言中填写订单号；到账后 1 个工作日内确认收款。',
};

export type NotifyOutcome = { ok: boolean; status: number; body: 'success' | 'fail'; reason: string };

function statusView(o: OrderRow): PayStatusView {
  return {
    orderNo: o.orderNo,
    payMethod: o.payMethod,
    payStatus: o.payStatus,
    payStatusLabel: PAY_STATUS_LABEL[o.payStatus as PayStatus] ?? '',
    paidAt: o.paidAt?.toISOString() ?? null,
    status: o.status,
  };
}

/** Online payment through a provider, offline transfers, and the operator's confirmation of receipt. */
export class PaymentService {
  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly offlineAccount: () => Promise<OfflineAccount>,
  ) {}

  getOfflineAccount() {
    return this.offlineAccount();
  }

  /** Opens a trade with the gateway for an unpaid online order of the buyer; answers the cashier URL. */
  async start(userId: number, orderNo: string, baseUrl: string): Promise<PayStart> {
    const { order, group } = await this.db.transaction(async (tx) => {
      const o = await lockOrder(tx, { orderNo, userId });
      if (o.payMethod === 4) throw badRequest('线下转账订单请按对公账户汇款并提交汇款信息');
      if (o.payStatus !== PAY_STATUS.UNPAID)
        throw conflict(`订单${PAY_STATUS_LABEL[o.payStatus as PayStatus]}，无需支付`);
      if (o.status !== 1) throw conflict('订单当前状态不能支付');
      if (o.payDeadline && o.payDeadline.getTime() <= Date.now()) throw conflict('订单已超过支付期限');
      // The orders of one multi-seller checkout are paid together: every one still awaiting payment.
      const group = o.payGroup
        ? await tx
            .select()
            .from(orders)
            .where(
              and(
                eq(orders.payGroup, o.payGroup),
                eq(orders.userId, userId),
                eq(orders.status, 1),
                eq(orders.payStatus, PAY_STATUS.UNPAID),
              ),
            )
            .orderBy(orders.id)
        : [o];
      return { order: o, group };
    });
    const amountFen = group.reduce((n, g) => n + g.payAmountFen, 0);
    const tradeNo = `P${order.orderNo}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
    const expiresAt = order.payDeadline ?? new Date(Date.now() + 30 * 60_000);
    await this.db.insert(payments).values({
      tradeNo,
      orderId: order.id,
      userId,
      channel: this.provider.channel,
      method: order.payMethod,
      amountFen,
      expiresAt,
      orderIds: group.length > 1 ? group.map((g) => g.id) : [],
    });
    const { cashierUrl } = await this.provider.createTrade({
      tradeNo,
      amountFen,
      subject:
        group.length > 1
          ? `工业品商城订单 ${order.orderNo} 等 ${group.length} 笔`
          : `工业品商城订单 ${order.orderNo}`,
      method: order.payMethod as 1 | 2 | 3,
      notifyUrl: `${baseUrl}/api/pay/notify/${this.provider.channel}`,
      returnUrl: `${baseUrl}/order/detail?orderNo=${order.orderNo}`,
      expiresAt,
    });
    return {
      orderNo: order.orderNo,
      tradeNo,
      payMethod: order.payMethod,
      amount: fenToYuan(amountFen),
      cashierUrl,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /**
   * Handles a gateway notification: signature, freshness, replay (notify id seen before → no effect),
   * the trade, the amount; then marks the payment and the order paid in one transaction. A second
   * notification for a paid trade changes nothing. Every notification is recorded.
   */
  async handleNotification(channel: string, params: Record<string, string>): Promise<NotifyOutcome> {
    if (channel !== this.provider.channel)
      return { ok: false, status: 404, body: 'fail', reason: '未知渠道' };
    const parsed = this.provider.parseNotification(params);
    const record = (tx: DbOrTx, notifyId: string, tradeNo: string, verified: boolean, result: string) =>
      tx
        .insert(paymentNotifications)
        .values({ channel, notifyId, tradeNo, payload: params, verified, result })
        .onConflictDoNothing()
        .returning({ id: paymentNotifications.id });
    if (!parsed.ok) {
      await record(
        this.db,
        `bad-${Date.now()}-${randomInt(0, 1e9)}`,
        (params.out_trade_no ?? '').slice(0, 40),
        false,
        parsed.reason,
      );
      return { ok: false, status: 400, body: 'fail', reason: parsed.reason };
    }
    if (Math.abs(Date.now() - parsed.sentAt) > NOTIFY_MAX_AGE_MS) {
      await record(this.db, `stale-${parsed.notifyId}`, parsed.tradeNo, true, '通知已过期');
      return { ok: false, status: 400, body: 'fail', reason: '通知已过期' };
    }
    return this.db.transaction(async (tx): Promise<NotifyOutcome> => {
      const fresh = await record(tx, parsed.notifyId, parsed.tradeNo, true, 'received');
      if (!fresh.length) return { ok: true, status: 200, body: 'success', reason: '重复通知，已处理' };
      const [payment] = await tx
        .select()
        .from(payments)
        .where(eq(payments.tradeNo, parsed.tradeNo))
        .for('update');
      const note = async (result: string) =>
        tx
          .update(paymentNotifications)
          .set({ result })
          .where(
            and(
              eq(paymentNotifications.channel, channel),
              eq(paymentNotifications.notifyId, parsed.notifyId),
            ),
          );
      if (!payment) {
        await note('交易不存在');
        return { ok: false, status: 404, body: 'fail', reason: '交易不存在' };
      }
      if (parsed.amountFen !== payment.amountFen) {
        await note('金额不符');
        return { ok: false, status: 400, body: 'fail', reason: '金额不符' };
      }
      if (parsed.status !== 'TRADE_SUCCESS') {
        if (payment.status === 0)
          await tx.update(payments).set({ status: 2 }).where(eq(payments.id, payment.id));
        await note('交易关闭');
        return { ok: true, status: 200, body: 'success', reason: '交易关闭' };
      }
      if (payment.status === 1) {
        await note('已支付，忽略');
        return { ok: true, status: 200, body: 'success', reason: '已支付' };
      }
      await tx
        .update(payments)
        .set({ status: 1, gatewayTradeNo: parsed.gatewayTradeNo, paidAt: sql`now()` })
        .where(eq(payments.id, payment.id));
      // One trade may pay several orders (a multi-seller checkout); locked in id order.
      const ids = payment.orderIds.length ? [...payment.orderIds].sort((a, b) => a - b) : [payment.orderId];
      for (const id of ids) {
        const order = await lockOrder(tx, { id });
        await this.markPaid(
          tx,
          order,
          { kind: 'system', id: null },
          `在线支付，交易号 ${parsed.gatewayTradeNo}${ids.length > 1 ? `（合并支付 ${ids.length} 笔订单）` : ''}`,
        );
      }
      await note('支付成功');
      return { ok: true, status: 200, body: 'success', reason: '支付成功' };
    });
  }

  /** Sets the order paid (or, when it was cancelled meanwhile, 待退款), with timeline and message. */
  private async markPaid(
    tx: DbOrTx,
    order: OrderRow,
    actor: Actor,
    note: string,
    event: 'paid' | 'paymentConfirmed' = 'paid',
  ) {
    if (order.payStatus === PAY_STATUS.PAID) return;
    if (order.status === 7) {
      await tx
        .update(orders)
        .set({ payStatus: PAY_STATUS.REFUND_PENDING, paidAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(orders.id, order.id));
      await recordHistory(tx, order, {
        event,
        from: 7,
        to: 7,
        note: `${note}（订单已取消，款项待退回）`,
        actor,
      });
      await orderMessage(
        tx,
        order,
        '订单款项待退回',
        `订单 ${order.orderNo} 已取消后收到付款 ¥${fenToYuan(order.payAmountFen)}，平台将原路退回。`,
      );
      return;
    }
    await tx
      .update(orders)
      .set({ payStatus: PAY_STATUS.PAID, paidAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    await recordHistory(tx, order, { event, from: order.status, to: order.status, note, actor });
    await orderMessage(
      tx,
      order,
      event === 'paid' ? '订单支付成功' : '平台已确认收款',
      `订单 ${order.orderNo} 已收到付款 ¥${fenToYuan(order.payAmountFen)}。`,
    );
  }

  /** Records the buyer's remittance details of an offline order (payStatus → 待确认收款). */
  async submitRemittance(userId: number, body: z.output<typeof remittanceBody>): Promise<PayStatusView> {
    return this.db.transaction(async (tx) => {
      const order = await lockOrder(tx, { orderNo: body.orderNo, userId });
      if (order.payMethod !== 4) throw badRequest('该订单不是线下转账订单');
      if (order.status === 7) throw conflict('订单已取消，不能提交汇款信息');
      if (order.payStatus === PAY_STATUS.PAID) throw conflict('订单已支付');
      const amountFen = yuanToFen(body.amount);
      if (amountFen !== order.payAmountFen)
        throw badRequest(`汇款金额须与订单应付金额 ¥${fenToYuan(order.payAmountFen)} 一致`);
      const values = {
        payerName: body.payerName,
        payerBank: body.payerBank,
        payerAccount: body.payerAccount,
        amountFen,
        remittedAt: body.remittedAt,
        voucherNo: body.voucherNo,
        remark: body.remark,
      };
      await tx
        .insert(remittances)
        .values({ orderId: order.id, userId, ...values })
        .onConflictDoUpdate({ target: remittances.orderId, set: { ...values, status: 0 } });
      const [updated] = await tx
        .update(orders)
        .set({ payStatus: PAY_STATUS.AWAITING_CONFIRMATION, updatedAt: sql`now()` })
        .where(eq(orders.id, order.id))
        .returning();
      await recordHistory(tx, order, {
        event: 'remittance',
        from: order.status,
        to: order.status,
        note: `${body.payerName} ${body.payerBank} ¥${fenToYuan(amountFen)}`,
        actor: { kind: 'buyer', id: userId },
      });
      await orderMessage(
        tx,
        order,
        '汇款信息已提交',
        `订单 ${order.orderNo} 的汇款信息已提交，平台确认到账后将通知您。`,
      );
      return statusView(updated!);
    });
  }

  /** Operator (财务) confirms the transfer of an offline order arrived; written to the audit log. */
  async confirmOffline(orderNo: string, op: AuditActor, note: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const order = await lockOrder(tx, { orderNo });
      if (order.payMethod !== 4) throw conflict('在线支付订单由支付渠道确认，不能人工确认收款');
      if (order.status === 7) throw conflict('订单当前状态为“已取消”，不能确认收款');
      if (order.payStatus === PAY_STATUS.PAID) throw conflict('订单已确认收款');
      await tx
        .update(remittances)
        .set({ status: 1, confirmedBy: op.operatorId, confirmedAt: sql`now()` })
        .where(eq(remittances.orderId, order.id));
      await this.markPaid(
        tx,
        order,
        { kind: 'operator', id: op.operatorId },
        note || '线下转账已到账',
        'paymentConfirmed',
      );
      const [after] = await tx.select().from(orders).where(eq(orders.id, order.id));
      await recordAudit(tx, op, {
        action: 'order.confirmPayment',
        targetType: 'order',
        targetId: order.orderNo,
        summary: `确认收款 ${order.orderNo} ¥${fenToYuan(order.payAmountFen)}${note ? `：${note}` : ''}`,
        before: snapshot(order, ORDER_AUDIT_FIELDS),
        after: snapshot(after, ORDER_AUDIT_FIELDS),
      });
    });
  }

  /** Payment state of the buyer's order (the cashier polls it). */
  async status(userId: number, orderNo: string): Promise<PayStatusView> {
    const [o] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)));
    if (!o) throw notFound('订单不存在');
    return statusView(o);
  }
}
