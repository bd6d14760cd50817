import { z } from 'zod';
import { orderAddress } from '@mall/shared';
import type { OrderFacts, OrderLineFacts } from '../../trade/order';

/*
 * What the open API answers of one shop's order, to the buyer's app and to the shop's: its shipment, receipt
 * and lines (money in 分); and the paging of the order lists by time.
 */

export const shipmentAndLines = {
  shipment: z.object({ carrier: z.string(), trackingNo: z.string(), shippedAt: z.string() }).nullable(),
  receivedAt: z.string().nullable(),
  lines: z.array(
    z.object({
      /** The order line (what a partial shipment names, `/open/v1/merchant/orders/{orderNo}/shipments`). */
      orderLineId: z.number().int(),
      skuId: z.number().int(),
      /** The buying company's own code for the SKU (客户物料编码; the buyer API, where the company keeps one). */
      materialCode: z.string().optional(),
      title: z.string(),
      quantity: z.number().int(),
      priceFen: z.number().int(),
      amountFen: z.number().int(),
      /** 分地址配送: where this line goes when not to the order's receiver (ship it in its own parcel). */
      receiver: orderAddress.optional(),
    }),
  ),
};

/**
 * The order's shipment, receipt and lines (of `lines`, those of this order, in their order), with the buying
 * company's material codes where `codes` (sku id → code) has them.
 */
export function shipmentAndLinesOf(
  o: OrderFacts,
  lines: readonly OrderLineFacts[],
  codes?: ReadonlyMap<number, string>,
) {
  return {
    shipment: o.shippedAt
      ? { carrier: o.carrier ?? '', trackingNo: o.trackingNo ?? '', shippedAt: o.shippedAt.toISOString() }
      : null,
    receivedAt: o.receivedAt?.toISOString() ?? null,
    lines: lines
      .filter((l) => l.orderId === o.id)
      .map((l) => ({
        orderLineId: l.id,
        skuId: l.skuId,
        ...(codes?.has(l.skuId) ? { materialCode: codes.get(l.skuId) } : {}),
        title: l.title,
        quantity: l.quantity,
        priceFen: l.priceFen,
        amountFen: l.amountFen,
        ...(l.deliveryAddress ? { receiver: l.deliveryAddress } : {}),
      })),
  };
}

/** Orders created at or after `since`, paged by id: the cursor is the last id of the page before. */
export const sinceQuery = {
  since: z.iso.datetime({
    offset: true,
    error: 'since 应为 ISO 8601 时间，如 2026-11-01T00:00:00+08:00',
  }),
  cursor: z
    .string()
    .regex(/^\d{1,15}$/, '游标不正确，请使用上一页返回的 nextCursor')
    .optional(),
  size: z.coerce.number().int().min(1).max(200, 'size 最多 200').default(50),
};
