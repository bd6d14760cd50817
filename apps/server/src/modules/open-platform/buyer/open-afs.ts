import { yuanToFen, type afsApplyBody, type AfsDetail, type AfsListItem } from '@mall/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import type { AfsService } from '../../trade/afs';
import type { OpenBuyer } from './buyer-caller';
import { assertCompanyOrders } from './company-orders';

/** 申请售后 through the API: a SKU of the order instead of the order line (the order answers SKUs). */
export type OpenAfsInput = Omit<z.output<typeof afsApplyBody>, 'orderLineId' | 'photos'> & { skuId: number };

/** A request as the API answers it: money in 分, the line by its SKU. */
function itemView(a: AfsListItem) {
  return {
    afsNo: a.afsNo,
    orderNo: a.orderNo,
    skuId: a.product.skuId,
    title: a.product.title,
    unit: a.product.unit,
    type: a.type,
    typeText: a.typeLabel,
    status: a.status,
    statusText: a.statusLabel,
    quantity: a.quantity,
    reason: a.reason,
    refundAmountFen: yuanToFen(a.refundAmount),
    refundedAmountFen: yuanToFen(a.refundedAmount),
    createdAt: a.createdAt,
  };
}

/** A request with what happened to it: return address and shipments, the refund, the timeline. */
function detailView(a: AfsDetail) {
  return {
    ...itemView(a),
    description: a.description,
    rejectReason: a.rejectReason,
    returnAddress: a.returnAddress,
    returnShipment: a.returnShipment,
    exchangeShipment: a.exchangeShipment,
    refund: a.refund
      ? {
          channel: a.refund.channel,
          refundNo: a.refund.refundNo,
          amountFen: yuanToFen(a.refund.amount),
          refundedAt: a.refund.refundedAt,
        }
      : null,
    timeline: a.timeline.map((t) => ({
      event: t.event,
      eventText: t.eventLabel,
      status: t.status,
      statusText: t.statusLabel,
      note: t.note,
      at: t.at,
    })),
  };
}

/**
 * After-sales (售后) for a company's app, on JD VOP's model: request on a SKU of an order, the requests of an
 * order, one request's status and timeline. The buyer's own after-sales service does the work, as the app's
 * acting member (who placed the order); only the company's orders are within reach (404 otherwise).
 */
export class OpenBuyerAfs {
  constructor(
    private readonly db: Db,
    private readonly afs: AfsService,
  ) {}

  /** Requests after-sales on the line of `skuId` (the first with enough left, if the SKU has several). */
  async apply(buyer: OpenBuyer, input: OpenAfsInput) {
    await assertCompanyOrders(this.db, buyer.companyId, [input.orderNo], '订单不存在');
    const info = await this.afs.applyInfo(buyer.agentUserId, input.orderNo);
    const lines = info.lines.filter((l) => l.skuId === input.skuId);
    const line = lines.find((l) => l.availableQuantity >= input.quantity) ?? lines[0];
    if (!line) throw notFound(`订单 ${input.orderNo} 中没有 SKU ${input.skuId}`);
    const { skuId: _skuId, ...rest } = input;
    const made = await this.afs.apply(buyer.agentUserId, {
      ...rest,
      orderLineId: line.orderLineId,
      photos: [],
    });
    return detailView(made);
  }

  /** One request with its timeline. */
  async detail(buyer: OpenBuyer, afsNo: string) {
    const found = await this.afs.detail({ afsNo, userId: buyer.agentUserId });
    await assertCompanyOrders(this.db, buyer.companyId, [found.orderNo], '售后单不存在');
    return detailView(found);
  }

  /** The requests of one order, newest first. */
  async list(buyer: OpenBuyer, orderNo: string, page: number, size: number) {
    await assertCompanyOrders(this.db, buyer.companyId, [orderNo], '订单不存在');
    const found = await this.afs.list(buyer.agentUserId, { orderNo, pageNum: page, pageSize: size });
    return { items: found.list.map(itemView), page, size, more: page * size < found.total };
  }
}
