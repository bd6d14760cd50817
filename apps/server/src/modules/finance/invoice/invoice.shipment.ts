import { and, eq } from 'drizzle-orm';
import { PAY_STATUS, type InvoiceDetail, type shipmentInvoiceBody } from '@mall/shared';
import type { z } from 'zod';
import { isUniqueViolation } from '../../../db/pg-errors';
import { conflict, notFound } from '../../../lib/app-error';
import { ordersWithOpenRefunds, refundsByLine } from '../../trade/afs';
import { lineGoods, linesToInvoice, ordersToInvoice, placedBy } from '../../trade/order';
import { buildInvoice, type BilledLine } from './invoice.amounts';
import { InvoiceService } from './invoice.buyer';
import { invoiceOrders } from './invoice.table';

type ShipmentApplyInput = z.output<typeof shipmentInvoiceBody>;

/** A shipment as its invoice bills it (fulfilment reads it: finance never reads shipments). */
export type ShipmentToInvoice = {
  shipmentId: number;
  /** The order's first shipment: it also bills what the order charged beyond its goods (运费). */
  first: boolean;
  /** Per order line: the pieces shipped in it, and those shipped in the order's earlier shipments. */
  lines: { orderLineId: number; quantity: number; before: number }[];
};

/**
 * A line's share of its amount for `quantity` pieces after `before` (telescoping floors: the shares of all
 * the line's shipments add up to its amount to the fen, whatever the split).
 */
export function shareOf(amountFen: number, ordered: number, before: number, quantity: number): number {
  const upTo = (n: number) => Math.floor((amountFen * n) / ordered);
  return upTo(before + quantity) - upTo(before);
}

/**
 * 按包裹开票: an invoice for one shipment of a paid order — the shipped pieces at the order's prices — beside
 * the whole-order application. One live application per shipment; an order is invoiced either whole or by
 * shipment, never both (checked under the order's lock); an order with refunds is invoiced whole.
 */
export class ShipmentInvoicing extends InvoiceService {
  /** The id of the caller's own order (placed by him); anyone else's answers 404 like an unknown one. */
  async ownOrderId(userId: number, orderNo: string): Promise<number> {
    const [order] = await ordersToInvoice(this.db, placedBy(userId), [orderNo], false);
    if (!order) throw notFound(`订单 ${orderNo} 不存在`);
    return order.id;
  }

  async applyForShipment(
    userId: number,
    input: ShipmentApplyInput,
    shipment: ShipmentToInvoice,
  ): Promise<InvoiceDetail> {
    let id: number;
    try {
      id = await this.db.transaction(async (tx) => {
        const title = await this.titleSnapshot(tx, userId, input);
        const [order] = await ordersToInvoice(tx, placedBy(userId), [input.orderNo], true);
        if (!order) throw notFound(`订单 ${input.orderNo} 不存在`);
        if (order.status === 7 || order.payStatus !== PAY_STATUS.PAID)
          throw conflict(`订单 ${order.orderNo} 尚未付款或已取消，不能申请开票`);
        const live = await tx
          .select({ shipmentId: invoiceOrders.shipmentId })
          .from(invoiceOrders)
          .where(and(eq(invoiceOrders.orderId, order.id), eq(invoiceOrders.active, true)));
        if (live.some((l) => l.shipmentId === 0))
          throw conflict(`订单 ${order.orderNo} 已整单申请开票，不能再按包裹开票`);
        if (live.some((l) => l.shipmentId === shipment.shipmentId))
          throw conflict('该包裹已申请开票，请勿重复申请');
        if ((await ordersWithOpenRefunds(tx, [order.id])).length)
          throw conflict(`订单 ${order.orderNo} 有进行中的退款售后，请处理完成后再申请开票`);
        if ((await refundsByLine(tx, [order.id])).some((r) => r.refundedFen > 0))
          throw conflict(`订单 ${order.orderNo} 已有退款，请整单申请开票`);
        const orderLines = await linesToInvoice(tx, [order.id]);
        const ordered = new Map(orderLines.map((l) => [l.id, l]));
        const codeOf = await this.codesOfLines(tx, userId, orderLines);
        const billed: (BilledLine & { orderLineId: number })[] = shipment.lines.map((s) => {
          const l = ordered.get(s.orderLineId);
          if (!l) throw notFound('包裹中的商品不在该订单中');
          const amountFen = shareOf(l.amountFen, l.quantity, s.before, s.quantity);
          return {
            ...lineGoods(l),
            ...codeOf(l.skuId),
            orderLineId: l.id,
            quantity: s.quantity,
            amountFen,
            refundedFen: 0,
            returnedQuantity: 0,
          };
        });
        const goodsFen = billed.reduce((n, l) => n + l.amountFen, 0);
        const orderGoodsFen = [...ordered.values()].reduce((n, l) => n + l.amountFen, 0);
        const charges = shipment.first ? Math.max(order.payAmountFen - orderGoodsFen, 0) : 0;
        const built = buildInvoice(billed, goodsFen + charges);
        if (built.totalFen <= 0) throw conflict('该包裹没有可开票的金额');
        const c = {
          orders: [order],
          title,
          merchantId: order.merchantId,
          sellerName: order.sellerName,
          ...built,
        };
        const lines = billed.map((l) => ({
          orderLineId: l.orderLineId,
          quantity: l.quantity,
          amountFen: l.amountFen,
        }));
        const invoiceId = await this.insertApplication(
          tx,
          userId,
          { ...input, orderNos: [order.orderNo] },
          c,
          { id: shipment.shipmentId, lines },
        );
        return invoiceId;
      });
    } catch (err) {
      // Two applications for one shipment at once: the partial unique index lets one through.
      if (isUniqueViolation(err)) throw conflict('该包裹已申请开票，请勿重复申请');
      throw err;
    }
    return this.detail({ id, userId });
  }
}
