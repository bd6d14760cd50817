import { z } from 'zod';
import { orderLineRef, orderNoField, shipmentFields } from './fields';
import { orderAddress } from './order';
import { receiptView } from './receipt';
import { isoTime, isoTimeOrNull } from './scalars';

/*
 * Wire contract of fulfilment (issue 48, slice 1): shipments with lines, and carrier tracking.
 *
 *   POST /api/admin/fulfilment/shipment/create   CreateShipmentBody → OrderShipments (自营 orders, operators)
 *   POST /api/admin/fulfilment/shipment/list     {orderNo}          → OrderShipments
 *   POST /api/portal/fulfilment/shipment/create  CreateShipmentBody → OrderShipments (the shop's own orders)
 *   POST /api/portal/fulfilment/shipment/list    {orderNo}          → OrderShipments
 *   POST /api/order/shipments                    {orderNo}          → OrderShipments (the buyer's own order,
 *                                                                          or his company's for a 收货人)
 * Receipts (到货验收): schemas/receipt.ts.
 *   POST /api/fulfilment/tracking/callback       form param + sign  → the 快递100 push answer
 */

/**
 * The carriers a shipment names, each with the shape of its tracking numbers (`null`: any) and its 快递100
 * company code. `OTHER` (其他) accepts any number of 6–40 letters, digits and dashes.
 */
export const CARRIERS = [
  { code: 'SF', name: '顺丰速运', kuaidi100: 'shunfeng', pattern: /^SF\d{12,13}$/ },
  { code: 'JD', name: '京东物流', kuaidi100: 'jd', pattern: /^JD[A-Z0-9]{11,13}$/ },
  { code: 'ZTO', name: '中通快递', kuaidi100: 'zhongtong', pattern: /^\d{12,15}$/ },
  { code: 'YTO', name: '圆通速递', kuaidi100: 'yuantong', pattern: /^YT\d{13,15}$/ },
  { code: 'YD', name: '韵达速递', kuaidi100: 'yunda', pattern: /^\d{13,15}$/ },
  { code: 'EMS', name: '邮政EMS', kuaidi100: 'ems', pattern: /^([A-Z]{2}\d{9}[A-Z]{2}|\d{13})$/ },
  { code: 'DBL', name: '德邦快递', kuaidi100: 'debangwuliu', pattern: /^(DPK\d{12}|\d{8,10})$/ },
  { code: 'OTHER', name: '其他', kuaidi100: '', pattern: null },
] as const;
export type CarrierCode = (typeof CARRIERS)[number]['code'];
export const CARRIER_CODES = CARRIERS.map((c) => c.code) as [CarrierCode, ...CarrierCode[]];

/** The carrier of `code` (undefined for an unknown one). */
export const carrierOf = (code: string) => CARRIERS.find((c) => c.code === code);

/** The carrier a free-text name (the whole-order ship action's 物流公司) stands for; 其他 when none matches. */
export function carrierByName(name: string): (typeof CARRIERS)[number] {
  const n = name.trim();
  return (
    CARRIERS.find((c) => c.code !== 'OTHER' && (n === c.name || n.includes(c.name.slice(0, 2)))) ??
    CARRIERS[CARRIERS.length - 1]!
  );
}

/** Why `trackingNo` is not a number of `code`'s shape (the 400 message), or null when it is. */
export function trackingNoProblem(code: string, trackingNo: string): string | null {
  const carrier = carrierOf(code);
  if (!carrier) return '请选择物流公司';
  if (carrier.pattern && !carrier.pattern.test(trackingNo))
    return `运单号格式不正确：${carrier.name}的运单号不是这种格式`;
  return null;
}

/** Tracking states, in the order the sandbox walks them (揽收 → 运输中 → 派送中 → 已签收). */
export const TRACKING_STATES = ['collected', 'in_transit', 'delivering', 'signed'] as const;
export type TrackingState = (typeof TRACKING_STATES)[number];
export const TRACKING_STATE_LABEL: Record<TrackingState, string> = {
  collected: '揽收',
  in_transit: '运输中',
  delivering: '派送中',
  signed: '已签收',
};

/** The order's shipping state beside its status: none shipped, 部分发货, or every line shipped. */
export const SHIPPING_STATE_LABEL = { none: '未发货', partial: '部分发货', shipped: '已全部发货' } as const;
export type ShippingState = keyof typeof SHIPPING_STATE_LABEL;

const quantity = z.coerce
  .number({ error: '请填写发货数量' })
  .int('发货数量须为整数')
  .min(1, '发货数量至少为 1')
  .max(999_999, '发货数量过大');

export const createShipmentBody = z.object({
  orderNo: orderNoField,
  carrierCode: z.enum(CARRIER_CODES, { error: '请选择物流公司' }),
  trackingNo: shipmentFields.trackingNo,
  packages: z.coerce
    .number()
    .int('包裹数须为整数')
    .min(1, '包裹数至少为 1')
    .max(999, '包裹数过大')
    .default(1),
  lines: z
    .array(
      z.object({
        orderLineId: z.coerce.number({ error: '请选择订单商品' }).int().positive('请选择订单商品'),
        quantity,
      }),
    )
    .min(1, '请选择要发货的商品')
    .max(200, '一次最多发货 200 行'),
});
export type CreateShipmentBody = z.input<typeof createShipmentBody>;

export const shipmentsBody = z.object({ orderNo: orderNoField });

export const trackingEvent = z.object({
  state: z.enum(TRACKING_STATES),
  stateLabel: z.string(),
  context: z.string(),
  time: z.string(),
});
export type TrackingEvent = z.infer<typeof trackingEvent>;

export const shipmentView = z.object({
  id: z.number(),
  carrierCode: z.string(),
  carrierName: z.string(),
  trackingNo: z.string(),
  packages: z.number(),
  shippedAt: isoTime,
  signedAt: isoTimeOrNull,
  trackingState: z.string(),
  trackingStateLabel: z.string(),
  /** Every line received (by receipts, a whole-order confirm or automatically); null while some remain. */
  receivedAt: isoTimeOrNull,
  /**
   * A replacement shipment (换货补发): the after-sales request whose rejected pieces it replaces; null (or
   * absent) for the order's own shipments. Its lines do not count as shipped for the order.
   */
  afsNo: z.string().nullable().optional(),
  lines: z.array(
    z.object({
      ...orderLineRef,
      quantity: z.number(),
      /** Accepted plus rejected at receipt so far. */
      received: z.number(),
    }),
  ),
  events: z.array(trackingEvent),
  receipts: z.array(receiptView),
  /** The live invoice application over this shipment (按包裹开票), if any: only in the buyer's answer. */
  invoice: z
    .object({ id: z.number(), applyNo: z.string(), status: z.number(), statusLabel: z.string() })
    .nullable()
    .optional(),
});
export type ShipmentView = z.infer<typeof shipmentView>;

export const orderShipments = z.object({
  orderNo: z.string(),
  shippingState: z.enum(['none', 'partial', 'shipped']),
  shippingStateLabel: z.string(),
  lines: z.array(
    z.object({
      ...orderLineRef,
      unit: z.string(),
      ordered: z.number(),
      /** By the order's own shipments (replacements are not counted). */
      shipped: z.number(),
      /**
       * Accepted plus rejected at receipt, replacements included (ordered ≥ shipped; accepted ≤ ordered; own
       * shipments' received ≤ shipped).
       */
      received: z.number(),
      accepted: z.number(),
      rejected: z.number(),
      /** 分地址配送: the line's own address when not the order's (a shipment goes to one address only). */
      deliveryAddress: orderAddress.optional(),
    }),
  ),
  shipments: z.array(shipmentView),
});
export type OrderShipments = z.infer<typeof orderShipments>;
/** The shipments a seller's system reads (the merchant API): the buyer's invoice applications are not its. */
export const sellerOrderShipments = orderShipments.extend({
  shipments: z.array(shipmentView.omit({ invoice: true })),
});
export type SellerOrderShipments = z.infer<typeof sellerOrderShipments>;

/** The 快递100 push answer (what the provider reads to stop retrying). */
export const trackingCallbackReply = z.object({
  result: z.boolean(),
  returnCode: z.string(),
  message: z.string(),
});
