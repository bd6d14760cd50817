import { ORDER_STATUS_LABEL, PAY_STATUS_LABEL, type OrderStatus, type PayStatus } from '@mall/shared';
import type { Db } from '../../../db/client';
import { merchantActor, type PortalCaller } from '../../identity/auth';
import { shipmentAndLinesOf } from '../orders';
import {
  orderIdsByNos,
  ordersWithLines,
  sellerOrderIdsSince,
  type OrderFacts,
  type OrderLineFacts,
  type OrderService,
} from '../../trade/order';

/** A shop's order as its ERP reads it: state, money in 分, the receiver, the lines and the shipment. */
function toView(o: OrderFacts, lines: readonly OrderLineFacts[]) {
  return {
    orderNo: o.orderNo,
    status: o.status,
    statusText: ORDER_STATUS_LABEL[o.status as OrderStatus] ?? '',
    payStatus: o.payStatus,
    payStatusText: PAY_STATUS_LABEL[o.payStatus as PayStatus] ?? '',
    holdReason: o.holdReason,
    payAmountFen: o.payAmountFen,
    createdAt: o.createdAt.toISOString(),
    acceptedAt: o.acceptedAt?.toISOString() ?? null,
    receiver: o.address,
    ...shipmentAndLinesOf(o, lines),
  };
}
export type MerchantOrderView = ReturnType<typeof toView>;

/**
 * A shop's orders through the merchant API: read by time and number, accepted and shipped by the portal's own
 * moves (OrderService.merchantMove: the same checks, timeline and audit as the portal's buttons). Another
 * shop's order answers 404 订单不存在, exactly like an unknown one.
 */
export class MerchantOrders {
  constructor(
    private readonly db: Db,
    private readonly orders: OrderService,
  ) {}

  /** The shop's orders placed at or after `since`, by number of placement, `size` a page. */
  async list(shop: PortalCaller, q: { since: Date; afterId: number; size: number; status?: number }) {
    const ids = await sellerOrderIdsSince(this.db, shop.merchantId, q);
    return {
      items: await this.views(ids),
      nextCursor: ids.length === q.size ? String(ids.at(-1)) : null,
    };
  }

  async detail(shop: PortalCaller, orderNo: string): Promise<MerchantOrderView> {
    await this.orders.assertSeller(orderNo, shop.merchantId);
    const [view] = await this.views(await orderIdsByNos(this.db, [orderNo]));
    return view!;
  }

  /** 接单 (待接单 → 待发货). */
  async accept(shop: PortalCaller, ip: string, orderNo: string): Promise<MerchantOrderView> {
    await this.orders.merchantMove(orderNo, shop.merchantId, merchantActor(shop, ip), { move: 'accept' });
    return this.detail(shop, orderNo);
  }

  /** 发货 with the carrier and tracking number (待发货 → 待收货). */
  async ship(
    shop: PortalCaller,
    ip: string,
    orderNo: string,
    ship: { carrier: string; trackingNo: string },
  ): Promise<MerchantOrderView> {
    await this.orders.merchantMove(orderNo, shop.merchantId, merchantActor(shop, ip), { move: 'ship', ship });
    return this.detail(shop, orderNo);
  }

  private async views(ids: number[]): Promise<MerchantOrderView[]> {
    const { orders, lines } = await ordersWithLines(this.db, ids);
    const byId = new Map(orders.map((o) => [o.id, o]));
    return ids.flatMap((id) => {
      const o = byId.get(id);
      return o ? [toView(o, lines)] : [];
    });
  }
}
