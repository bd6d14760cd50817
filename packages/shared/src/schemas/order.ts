import { z } from 'zod';
import { pageOf } from '../envelope';
import { address } from './address';
import {
  buyerPaging,
  coded,
  documentTimelineEntry,
  lineGoodsFace,
  lineTotal,
  materialCodeField,
  orderNoField,
  promptedText,
  reasonText,
  remarkField,
  sellerFields,
  skuRef,
  statusFilter,
  YUAN_PATTERN,
} from './fields';
import { count, dbId, isoTime, isoTimeOrNull, yuan } from './scalars';

/*
 * Wire contract of orders: the order's vocabulary and views, and the buyer's calls, paying included.
 * Checkout lives in checkout.ts, the operator's calls in order-admin.ts. Buyer calls need a buyer token
 * and see only the buyer's own orders (a foreign or unknown orderNo answers 404 订单不存在). Prices are yuan
 * strings; times ISO-8601 strings.
 *
 *   POST /api/order/list          OrderListBody → Page<OrderListItem>
 *   GET  /api/order/getOrderCount               → OrderCounts (tabs, quick panel)
 *   POST /api/order/detail        {orderNo}     → OrderDetail
 *   POST /api/order/cancel        {orderNo, reason} → OrderDetail   (status 1 or 2 and unpaid)
 *   POST /api/order/confirmReceipt {orderNo}    → OrderDetail   (4 → 5)
 *   POST /api/order/buyAgain      {orderNo}     → BuyAgainResult (lines back into the cart)
 * Payment
 *   POST /api/pay/create        {orderNo}           → PayStart (online 1/2/3: the gateway's cashier URL with QR)
 *   POST /api/pay/getPayStatus  {orderNo}           → PayStatusView (poll while the cashier is open)
 *   GET  /api/pay/offline/account                   → OfflineAccount (where to transfer, method 4)
 *   POST /api/pay/offline/submitRemittance RemittanceBody → PayStatusView (payStatus 1 待确认收款)
 *   GET  /api/pay/sandbox/cashier/{tradeNo}          HTML cashier page of the local sandbox gateway (QR code)
 *   POST /api/pay/notify/{channel}                   gateway → server notification (signed; answers 'success')
 *
 * A move the order life-cycle graph does not allow answers HTTP 409 with a Chinese msg (e.g.
 * 订单当前状态为“待收货”，不能取消).
 */

// ---------------------------------------------------------------------------------------------------
// Vocabulary
// ---------------------------------------------------------------------------------------------------

/** Payment status, separate from the order status (product.md). */
export const PAY_STATUS = {
  UNPAID: 0,
  AWAITING_CONFIRMATION: 1,
  PAID: 2,
  CLOSED: 3,
  REFUND_PENDING: 4,
} as const;
export type PayStatus = (typeof PAY_STATUS)[keyof typeof PAY_STATUS];
export const PAY_STATUS_LABEL: Record<PayStatus, string> = {
  0: '待支付',
  1: '待确认收款',
  2: '已支付',
  3: '已关闭',
  4: '待退款',
};

/** Invoice progress of an order (the invoice issue moves it; 待开票 = paid and 0). */
export const ORDER_INVOICE_STATUS = { NONE: 0, APPLIED: 1, ISSUED: 2 } as const;
export type OrderInvoiceStatus = (typeof ORDER_INVOICE_STATUS)[keyof typeof ORDER_INVOICE_STATUS];
export const ORDER_INVOICE_STATUS_LABEL: Record<OrderInvoiceStatus, string> = {
  0: '未开票',
  1: '开票中',
  2: '已开票',
};

/** Extra views of the order list beside the status tabs (quick panel shortcuts). */
export const ORDER_VIEWS = ['toSettle', 'toInvoice'] as const;
export type OrderView = (typeof ORDER_VIEWS)[number];
export const ORDER_VIEW_LABEL: Record<OrderView, string> = { toSettle: '待结算', toInvoice: '待开票' };

/** Events of an order's timeline. */
export const ORDER_EVENT_LABEL = {
  placed: '提交订单',
  accepted: '商家已接单',
  shipped: '商品已发货',
  received: '确认收货',
  completed: '订单完成',
  cancelled: '订单已取消',
  paid: '支付成功',
  remittance: '提交汇款信息',
  paymentConfirmed: '确认收款',
} as const;
export type OrderEvent = keyof typeof ORDER_EVENT_LABEL;

export const CANCEL_REASONS = [
  '不想买了',
  '信息填写错误，重新下单',
  '价格有变化',
  '交货时间太长',
  '其他原因',
] as const;

export const orderNoBody = z.object({ orderNo: orderNoField });
export type OrderNoBody = z.infer<typeof orderNoBody>;

/** Status filter of the order lists: -1 all, or a status code. */
const orderStatusFilter = statusFilter([-1, 1, 2, 4, 5, 7], '订单状态不正确').default(-1);

// ---------------------------------------------------------------------------------------------------
// Payment
// ---------------------------------------------------------------------------------------------------

export const payStart = z.object({
  orderNo: z.string(),
  tradeNo: z.string(),
  payMethod: z.number().int(),
  amount: yuan,
  /** Open it (new window) to pay: the gateway's cashier page with a QR code. */
  cashierUrl: z.string(),
  expiresAt: isoTime,
});
export type PayStart = z.infer<typeof payStart>;

export const remittance = z.object({
  payerName: z.string(),
  payerBank: z.string(),
  payerAccount: z.string(),
  amount: yuan,
  remittedAt: z.string(),
  voucherNo: z.string(),
  remark: z.string(),
  /** 0 待确认, 1 已确认. */
  status: z.number().int(),
  confirmedAt: isoTimeOrNull,
});
export type Remittance = z.infer<typeof remittance>;

export const remittanceBody = z.object({
  orderNo: orderNoField,
  payerName: promptedText('请输入付款单位', 100, '付款单位过长', 2),
  payerBank: promptedText('请输入付款银行', 100, '付款银行过长', 2),
  payerAccount: z
    .string({ error: '请输入付款账号' })
    .trim()
    .regex(/^[\d\s-]{6,40}$/, '付款账号格式不正确'),
  /** Yuan; must equal the order's payable amount. */
  amount: z.string({ error: '请输入汇款金额' }).regex(YUAN_PATTERN, '汇款金额格式不正确'),
  remittedAt: z.string({ error: '请选择汇款时间' }).min(10, '请选择汇款时间').max(40),
  voucherNo: z.string().trim().max(64, '回单号过长').optional().default(''),
  remark: remarkField,
});
export type RemittanceBody = z.input<typeof remittanceBody>;

export const offlineAccount = z.object({
  accountName: z.string(),
  bankName: z.string(),
  accountNo: z.string(),
  note: z.string(),
});
export type OfflineAccount = z.infer<typeof offlineAccount>;

export const payStatusView = z.object({
  orderNo: z.string(),
  payMethod: z.number().int(),
  ...coded('payStatus'),
  paidAt: isoTimeOrNull,
  status: z.number().int(),
});
export type PayStatusView = z.infer<typeof payStatusView>;

// ---------------------------------------------------------------------------------------------------
// Views
// ---------------------------------------------------------------------------------------------------

export const orderAmounts = z.object({
  /** Sum of the lines (tax included). */
  goodsAmount: yuan,
  freightAmount: yuan,
  discountAmount: yuan,
  /** What the buyer pays. */
  payAmount: yuan,
  /** Sum of quantities and number of lines. */
  itemCount: count,
  lineCount: count,
});
export type OrderAmounts = z.infer<typeof orderAmounts>;

/** The copy of a delivery address a document keeps (the order's, or a line's own). */
export const orderAddress = address.omit({ id: true, isDefault: true, shared: true });
export type OrderAddress = z.infer<typeof orderAddress>;

type Place = Pick<OrderAddress, 'contactName' | 'mobile' | 'fullAddress'>;

/** One place to deliver to: two copies are the same place when contact, mobile and full address agree. */
export const deliveryPlaceKey = (a: Place) => `${a.contactName}|${a.mobile}|${a.fullAddress}`;

/** 分地址配送: items grouped by the place each goes to, places in the order they first appear. */
export function groupByPlace<T, A extends Place>(
  items: readonly T[],
  placeOf: (item: T) => A,
): { key: string; address: A; items: T[] }[] {
  const groups = new Map<string, { key: string; address: A; items: T[] }>();
  for (const item of items) {
    const address = placeOf(item);
    const key = deliveryPlaceKey(address);
    const group = groups.get(key) ?? { key, address, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export const orderLine = z.object({
  id: dbId,
  ...skuRef,
  ...materialCodeField,
  ...lineGoodsFace,
  ...lineTotal,
  /** 发货仓: where the line's stock was reserved — 全国仓, or a province's own warehouse such as 浙江仓. */
  warehouse: z.string(),
  /**
   * 分地址配送 (company orders): where this line goes when that is not the order's address; absent when it
   * goes to the order's address.
   */
  deliveryAddress: orderAddress.optional(),
});
export type OrderLine = z.infer<typeof orderLine>;

/** What the buyer may do now (buttons of the list and the detail). */
export const orderActions = z.object({
  canPay: z.boolean(),
  canCancel: z.boolean(),
  canConfirmReceipt: z.boolean(),
  canBuyAgain: z.boolean(),
});
export type OrderActions = z.infer<typeof orderActions>;

export const orderListItem = z.object({
  id: dbId,
  orderNo: z.string(),
  ...coded('status'),
  ...coded('payStatus'),
  ...coded('payMethod'),
  invoiceStatus: z.number().int(),
  payAmount: yuan,
  itemCount: count,
  lineCount: count,
  /** Up to 5 lines (the detail has all). */
  lines: z.array(orderLine),
  createdAt: isoTime,
  actions: orderActions,
  /** Company orders: 采购单号, 成本中心 and who placed it ('' for personal orders). */
  poNumber: z.string().optional(),
  costCentre: z.string().optional(),
  buyerName: z.string().optional(),
  /** The seller: 0 the platform (工业品商城自营), else the shop; the shop's name at placement. */
  ...sellerFields,
  /** Orders of one multi-seller checkout share it (the first order's number); null otherwise. */
  payGroup: z.string().nullable(),
});
export type OrderListItem = z.infer<typeof orderListItem>;
export const orderPage = pageOf(orderListItem);
export type OrderPage = z.infer<typeof orderPage>;

export const orderInvoice = z.object({
  ...coded('type'),
  /** 20 special (only special VAT invoices are choosable). */
  kind: z.number().int(),
  titleId: dbId,
  /** Company name of the title when known at placement, else ''. */
  titleName: z.string(),
  taxNo: z.string(),
  ...coded('status'),
});
export type OrderInvoice = z.infer<typeof orderInvoice>;

export const timelineEntry = documentTimelineEntry;
export type TimelineEntry = z.infer<typeof timelineEntry>;

export const orderDetail = orderListItem.extend({
  amounts: orderAmounts,
  address: orderAddress,
  invoice: orderInvoice.nullable(),
  remark: z.string(),
  expectedDeliveryDate: z.string().nullable(),
  payment: z.object({
    ...coded('method'),
    ...coded('status'),
    paidAt: isoTimeOrNull,
    /** Unpaid online orders are cancelled at this time. */
    payDeadline: isoTimeOrNull,
    tradeNo: z.string().nullable(),
    remittance: remittance.nullable(),
  }),
  shipment: z.object({ carrier: z.string(), trackingNo: z.string(), shippedAt: z.string() }).nullable(),
  cancelReason: z.string().nullable(),
  acceptedAt: isoTimeOrNull,
  receivedAt: isoTimeOrNull,
  completedAt: isoTimeOrNull,
  cancelledAt: isoTimeOrNull,
  /** Automatic completion time while 待收货 (N days after shipment). */
  autoCompleteAt: isoTimeOrNull,
  /**
   * Last moment an after-sales request may be opened (AFS_WINDOW_DAYS after receipt or completion); null
   * while the order is not yet received (no limit running) or cannot have after-sales.
   */
  afsDeadline: isoTimeOrNull,
  timeline: z.array(timelineEntry),
});
export type OrderDetail = z.infer<typeof orderDetail>;

// ---------------------------------------------------------------------------------------------------
// Buyer calls
// ---------------------------------------------------------------------------------------------------

export const orderListBody = z.object({
  /** -1 all, or a status code. */
  type: orderStatusFilter,
  /** 待结算 (delivered or completed, not paid) or 待开票 (paid, no invoice yet); combines with type. */
  view: z.enum(ORDER_VIEWS, { error: '订单视图不正确' }).optional(),
  orderNo: z.string().trim().max(32, '订单号过长').optional(),
  productName: z.string().trim().max(50, '商品名称过长').optional(),
  /** 01 近三天, 02 近一周, 03 近一年. */
  dateRange: z.enum(['01', '02', '03'], { error: '时间范围不正确' }).optional(),
  /** 采购单号 (company orders). */
  poNumber: z.string().trim().max(40, '采购单号过长').optional(),
  /** mine: orders I placed (default); company: every company order my roles let me see. */
  scope: z.enum(['mine', 'company'], { error: '订单范围不正确' }).optional().default('mine'),
  ...buyerPaging,
});
export type OrderListBody = z.input<typeof orderListBody>;

export const orderCounts = z.object({
  /** Orders per status code ("1", "2", "4", "5", "7") and all. */
  all: z.number().int(),
  pendingAcceptance: z.number().int(),
  pendingShipment: z.number().int(),
  pendingReceipt: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  toSettle: z.number().int(),
  toInvoice: z.number().int(),
});
export type OrderCounts = z.infer<typeof orderCounts>;

export const cancelOrderBody = z.object({
  orderNo: orderNoField,
  reason: reasonText('请选择取消原因', '取消原因'),
});
export type CancelOrderBody = z.input<typeof cancelOrderBody>;

export const buyAgainResult = z.object({
  cartNum: z.number().int(),
  /** Lines put back into the cart, and the titles left out (下架, 区域不售, 售罄) with why. */
  added: z.number().int(),
  skipped: z.array(z.object({ title: z.string(), reason: z.string() })),
});
export type BuyAgainResult = z.infer<typeof buyAgainResult>;
