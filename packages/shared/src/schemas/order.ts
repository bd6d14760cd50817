import { z } from 'zod';
import { DB_INT_MAX, PAGE_NUM_MAX } from './limits';
import { CHOOSABLE_INVOICE_TYPES } from '../constants';
import { pageOf } from '../envelope';
import { address } from './address';
import { areaCodeField } from './home';
import { priceMark } from './price-mark';

/*
 * Wire contract of checkout, payment and orders. Buyer calls need a buyer token and see only the
 * buyer's own orders (a foreign or unknown orderNo answers 404 订单不存在). Operator calls live under
 * /api/admin/order/… and refuse buyer tokens (403). Prices are yuan strings; times ISO-8601 strings.
 *
 * Checkout
 *   POST /api/checkout/preview  CheckoutPreviewBody → CheckoutPreview (re-priced, stock and area re-checked)
 *   POST /api/checkout/submit   CheckoutSubmitBody  → SubmitResult (one order; idempotent per idempotencyKey)
 * Payment
 *   POST /api/pay/create        {orderNo}           → PayStart (online 1/2/3: the gateway's cashier URL with QR)
 *   POST /api/pay/getPayStatus  {orderNo}           → PayStatusView (poll while the cashier is open)
 *   GET  /api/pay/offline/account                   → OfflineAccount (where to transfer, method 4)
 *   POST /api/pay/offline/submitRemittance RemittanceBody → PayStatusView (payStatus 1 待确认收款)
 *   GET  /api/pay/sandbox/cashier/{tradeNo}          HTML cashier page of the local sandbox gateway (QR code)
 *   POST /api/pay/notify/{channel}                   gateway → server notification (signed; answers 'success')
 * Orders (buyer)
 *   POST /api/order/list          OrderListBody → Page<OrderListItem>
 *   GET  /api/order/getOrderCount               → OrderCounts (tabs, quick panel)
 *   POST /api/order/detail        {orderNo}     → OrderDetail
 *   POST /api/order/cancel        {orderNo, reason} → OrderDetail   (status 1 or 2 and unpaid)
 *   POST /api/order/confirmReceipt {orderNo}    → OrderDetail   (4 → 5)
 *   POST /api/order/buyAgain      {orderNo}     → BuyAgainResult (lines back into the cart)
 * Orders (operator; roles 超级管理员/运营, confirmOfflinePayment also 财务)
 *   POST /api/admin/order/list    AdminOrderListBody → Page<OrderListItem & {buyer}> (filters: status, payStatus,
 *                                 orderNo, buyer, product, startDate, endDate)
 *   POST /api/admin/order/detail  {orderNo}          → OrderDetail
 *   POST /api/admin/order/accept  {orderNo}          → OrderDetail (1 → 2)
 *   POST /api/admin/order/ship    {orderNo, carrier, trackingNo} → OrderDetail (2 → 4)
 *   POST /api/admin/order/cancel  {orderNo, reason}  → OrderDetail (1 or 2 → 7)
 *   POST /api/admin/order/confirmOfflinePayment {orderNo, note?} → OrderDetail (payStatus → 2)
 *
 * A move the order life-cycle graph does not allow answers HTTP 409 with a Chinese msg (e.g.
 * 订单当前状态为“待收货”，不能取消). Price, stock or area changes found on submit answer 409 with the reason.
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

const orderNo = z
  .string({ error: '请提供订单号' })
  .trim()
  .regex(/^\d{10,24}$/, '订单号格式不正确');
export const orderNoBody = z.object({ orderNo });
export type OrderNoBody = z.infer<typeof orderNoBody>;

/** 5 账期支付: company credit (采购员 or 财务 of a company with a credit account). */
const payMethod = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)], {
  error: '请选择支付方式',
});

// ---------------------------------------------------------------------------------------------------
// Checkout
// ---------------------------------------------------------------------------------------------------

const checkoutItem = z.object({
  skuId: z.coerce.number().int().min(1, '商品规格不正确').max(DB_INT_MAX, '商品规格不正确'),
  quantity: z.coerce
    .number()
    .int('购买数量必须是整数')
    .min(1, '购买数量最少为 1')
    .max(999_999, '购买数量过大'),
});

/**
 * What is bought: the cart's lines (`cartLineIds`, from 去结算; quantities are the cart's) or `items`
 * (立即购买 from a product page: usually one {skuId, quantity}). Exactly one of the two.
 */
const checkoutSource = {
  cartLineIds: z.array(z.coerce.number().int().min(1)).min(1, '请选择要结算的商品').max(200).optional(),
  items: z.array(checkoutItem).min(1, '请选择要结算的商品').max(200).optional(),
};
const hasOneSource = (b: { cartLineIds?: unknown[]; items?: unknown[] }) =>
  (b.cartLineIds === undefined) !== (b.items === undefined);

export const checkoutPreviewBody = z
  .object({
    ...checkoutSource,
    /** The delivery address decides the sales area; without one, `areaCode` (cookie) does. */
    addressId: z.coerce.number().int().min(1).max(DB_INT_MAX, '编号不正确').optional(),
    areaCode: areaCodeField,
  })
  .refine(hasOneSource, { message: '请选择要结算的商品' });
export type CheckoutPreviewBody = z.input<typeof checkoutPreviewBody>;

export const invoiceChoice = z.object({
  type: z.union(
    CHOOSABLE_INVOICE_TYPES.map((t) => z.literal(t)) as unknown as [z.ZodLiteral<2>, z.ZodLiteral<4>],
    { error: '发票类型只能选择增值税专用发票（电子或纸质）' },
  ),
  /** A saved invoice title (发票抬头) of the buyer. */
  titleId: z.coerce
    .number({ error: '请选择发票抬头' })
    .int()
    .min(1, '请选择发票抬头')
    .max(DB_INT_MAX, '发票抬头不正确'),
});
export type InvoiceChoice = z.infer<typeof invoiceChoice>;

export const checkoutSubmitBody = z
  .object({
    ...checkoutSource,
    /** Client-made key (uuid) for this submit: repeats (double click, retry) return the same order. */
    idempotencyKey: z.string({ error: '缺少提交标识' }).regex(/^[\w-]{8,64}$/, '提交标识格式不正确'),
    addressId: z.coerce
      .number({ error: '请选择收货地址' })
      .int()
      .min(1, '请选择收货地址')
      .max(DB_INT_MAX, '收货地址不正确'),
    payMethod,
    /** null / missing: no invoice (不开发票). */
    invoice: invoiceChoice.nullable().optional(),
    remark: z.string().trim().max(200, '备注不能超过 200 个字').optional().default(''),
    /** 采购单号 (company buyers; the company may require it). */
    poNumber: z
      .string()
      .trim()
      .max(40, '采购单号不能超过 40 个字符')
      .regex(/^[\w\-/.#()（）\u4e00-\u9fa5]*$/, '采购单号只能包含字母、数字、汉字和 - _ / . # ( )')
      .optional()
      .default(''),
    /** 成本中心: a department of the buyer's company; defaults to the buyer's own department. */
    costCentreId: z.coerce
      .number()
      .int()
      .min(1, '成本中心不正确')
      .max(DB_INT_MAX, '成本中心不正确')
      .nullable()
      .optional(),
    /** 期望交货日期 YYYY-MM-DD, today or later (China time). */
    expectedDeliveryDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, '期望交货日期格式不正确')
      .nullable()
      .optional(),
    /** The payable amount the buyer saw (yuan); a different amount on submit answers 409 价格已变动. */
    expectedPayAmount: z
      .string()
      .regex(/^\d{1,10}\.\d{2}$/, '金额格式不正确')
      .optional(),
  })
  .refine(hasOneSource, { message: '请选择要结算的商品' });
export type CheckoutSubmitBody = z.input<typeof checkoutSubmitBody>;

export const checkoutLine = z.object({
  skuId: z.number().int(),
  productId: z.number().int(),
  /** The cart line it came from, or null for 立即购买. */
  cartLineId: z.number().int().nullable(),
  image: z.string(),
  title: z.string(),
  brandName: z.string(),
  modelNo: z.string(),
  specValues: z.array(z.string()),
  unit: z.string(),
  price: z.string(),
  ...priceMark,
  quantity: z.number().int(),
  amount: z.string(),
  stock: z.number().int(),
  available: z.boolean(),
  /** Why it cannot be bought now (下架 / 区域不售 / 库存不足 / 起订量…), else null. */
  reason: z.string().nullable(),
});
export type CheckoutLine = z.infer<typeof checkoutLine>;

export const payMethodOption = z.object({ value: z.number().int(), label: z.string(), online: z.boolean() });
export const invoiceTypeOption = z.object({ value: z.number().int(), label: z.string() });

export const orderAmounts = z.object({
  /** Sum of the lines (tax included). */
  goodsAmount: z.string(),
  freightAmount: z.string(),
  discountAmount: z.string(),
  /** What the buyer pays. */
  payAmount: z.string(),
  /** Sum of quantities and number of lines. */
  itemCount: z.number().int(),
  lineCount: z.number().int(),
});
export type OrderAmounts = z.infer<typeof orderAmounts>;

export const checkoutPreview = z.object({
  lines: z.array(checkoutLine),
  amounts: orderAmounts,
  /** The area the lines were checked against (the address's province, or the areaCode). */
  areaCode: z.string(),
  address: address.nullable(),
  payMethods: z.array(payMethodOption),
  invoiceTypes: z.array(invoiceTypeOption),
  /** false when any line is unavailable; `problems` says why, in Chinese. */
  canSubmit: z.boolean(),
  problems: z.array(z.string()),
  /** Company buyers: the approval rule this checkout falls under (submit it as a purchase request), else null. */
  approval: z
    .object({ ruleName: z.string(), levels: z.array(z.string()) })
    .nullable()
    .optional(),
  /** Company buyers: budgets this order is charged to, with what remains before it. */
  budgets: z.array(z.object({ name: z.string(), remaining: z.string(), enough: z.boolean() })).optional(),
  /** Company buyers: whether 采购单号 is required, and the cost centres to choose from. */
  company: z
    .object({
      poRequired: z.boolean(),
      costCentres: z.array(z.object({ id: z.number().int(), name: z.string() })),
      defaultCostCentreId: z.number().int().nullable(),
    })
    .nullable()
    .optional(),
  /**
   * Company buyers with a credit account (授信): what 账期支付 offers. `usable` is false with `reason` (the
   * checkout's refusal, e.g. an overdue statement) when it cannot be chosen for this order.
   */
  credit: z
    .object({
      limit: z.string(),
      available: z.string(),
      usable: z.boolean(),
      reason: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type CheckoutPreview = z.infer<typeof checkoutPreview>;

export const submitResult = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  status: z.number().int(),
  payStatus: z.number().int(),
  payMethod: z.number().int(),
  payAmount: z.string(),
  /** Unpaid online orders are cancelled after this time (null for offline transfer). */
  payDeadline: z.string().nullable(),
  /** true when this key had already placed the order (a repeat submit). */
  repeated: z.boolean(),
  /**
   * A cart over several sellers places one order per seller, paid together: every order of the checkout
   * (the first is `orderNo`); `payAmount` is then their total. Absent for a single-seller checkout.
   */
  orders: z
    .array(z.object({ orderNo: z.string(), sellerName: z.string(), payAmount: z.string() }))
    .optional(),
});
export type SubmitResult = z.infer<typeof submitResult>;

// ---------------------------------------------------------------------------------------------------
// Payment
// ---------------------------------------------------------------------------------------------------

export const payStart = z.object({
  orderNo: z.string(),
  tradeNo: z.string(),
  payMethod: z.number().int(),
  amount: z.string(),
  /** Open it (new window) to pay: the gateway's cashier page with a QR code. */
  cashierUrl: z.string(),
  expiresAt: z.string(),
});
export type PayStart = z.infer<typeof payStart>;

export const remittance = z.object({
  payerName: z.string(),
  payerBank: z.string(),
  payerAccount: z.string(),
  amount: z.string(),
  remittedAt: z.string(),
  voucherNo: z.string(),
  remark: z.string(),
  /** 0 待确认, 1 已确认. */
  status: z.number().int(),
  confirmedAt: z.string().nullable(),
});
export type Remittance = z.infer<typeof remittance>;

export const remittanceBody = z.object({
  orderNo,
  payerName: z.string({ error: '请输入付款单位' }).trim().min(2, '请输入付款单位').max(100, '付款单位过长'),
  payerBank: z.string({ error: '请输入付款银行' }).trim().min(2, '请输入付款银行').max(100, '付款银行过长'),
  payerAccount: z
    .string({ error: '请输入付款账号' })
    .trim()
    .regex(/^[\d\s-]{6,40}$/, '付款账号格式不正确'),
  /** Yuan; must equal the order's payable amount. */
  amount: z.string({ error: '请输入汇款金额' }).regex(/^\d{1,10}(\.\d{1,2})?$/, '汇款金额格式不正确'),
  remittedAt: z.string({ error: '请选择汇款时间' }).min(10, '请选择汇款时间').max(40),
  voucherNo: z.string().trim().max(64, '回单号过长').optional().default(''),
  remark: z.string().trim().max(200, '备注不能超过 200 个字').optional().default(''),
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
  payStatus: z.number().int(),
  payStatusLabel: z.string(),
  paidAt: z.string().nullable(),
  status: z.number().int(),
});
export type PayStatusView = z.infer<typeof payStatusView>;

// ---------------------------------------------------------------------------------------------------
// Orders
// ---------------------------------------------------------------------------------------------------

export const orderListBody = z.object({
  /** -1 all, or a status code. */
  type: z.coerce
    .number()
    .int()
    .refine((v) => [-1, 1, 2, 4, 5, 7].includes(v), '订单状态不正确')
    .default(-1),
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
  pageNum: z.coerce.number().int().min(1, '页码最小为 1').max(PAGE_NUM_MAX, '页码过大').default(1),
  pageSize: z.coerce.number().int().min(1).max(50, '每页最多 50 条').default(10),
});
export type OrderListBody = z.input<typeof orderListBody>;

export const orderLine = z.object({
  id: z.number().int(),
  skuId: z.number().int(),
  productId: z.number().int(),
  image: z.string(),
  title: z.string(),
  brandName: z.string(),
  modelNo: z.string(),
  specValues: z.array(z.string()),
  unit: z.string(),
  price: z.string(),
  quantity: z.number().int(),
  amount: z.string(),
  /** 发货仓: where the line's stock was reserved — 全国仓, or a province's own warehouse such as 浙江仓. */
  warehouse: z.string(),
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
  id: z.number().int(),
  orderNo: z.string(),
  status: z.number().int(),
  statusLabel: z.string(),
  payStatus: z.number().int(),
  payStatusLabel: z.string(),
  payMethod: z.number().int(),
  payMethodLabel: z.string(),
  invoiceStatus: z.number().int(),
  payAmount: z.string(),
  itemCount: z.number().int(),
  lineCount: z.number().int(),
  /** Up to 5 lines (the detail has all). */
  lines: z.array(orderLine),
  createdAt: z.string(),
  actions: orderActions,
  /** Company orders: 采购单号, 成本中心 and who placed it ('' for personal orders). */
  poNumber: z.string().optional(),
  costCentre: z.string().optional(),
  buyerName: z.string().optional(),
  /** The seller: 0 the platform (工业品商城自营), else the shop; the shop's name at placement. */
  sellerId: z.number().int(),
  sellerName: z.string(),
  /** Orders of one multi-seller checkout share it (the first order's number); null otherwise. */
  payGroup: z.string().nullable(),
});
export type OrderListItem = z.infer<typeof orderListItem>;
export const orderPage = pageOf(orderListItem);
export type OrderPage = z.infer<typeof orderPage>;

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

export const orderAddress = z.object({
  contactName: z.string(),
  mobile: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  districtCode: z.string(),
  districtName: z.string(),
  detail: z.string(),
  fullAddress: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddress>;

export const orderInvoice = z.object({
  type: z.number().int(),
  typeLabel: z.string(),
  /** 20 special (only special VAT invoices are choosable). */
  kind: z.number().int(),
  titleId: z.number().int(),
  /** Company name of the title when known at placement, else ''. */
  titleName: z.string(),
  taxNo: z.string(),
  status: z.number().int(),
  statusLabel: z.string(),
});
export type OrderInvoice = z.infer<typeof orderInvoice>;

export const timelineEntry = z.object({
  event: z.string(),
  eventLabel: z.string(),
  /** Order status after the event, with its label. */
  status: z.number().int(),
  statusLabel: z.string(),
  note: z.string(),
  /** buyer | operator | system. */
  actor: z.string(),
  at: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

export const orderDetail = orderListItem.extend({
  amounts: orderAmounts,
  address: orderAddress,
  invoice: orderInvoice.nullable(),
  remark: z.string(),
  expectedDeliveryDate: z.string().nullable(),
  payment: z.object({
    method: z.number().int(),
    methodLabel: z.string(),
    status: z.number().int(),
    statusLabel: z.string(),
    paidAt: z.string().nullable(),
    /** Unpaid online orders are cancelled at this time. */
    payDeadline: z.string().nullable(),
    tradeNo: z.string().nullable(),
    remittance: remittance.nullable(),
  }),
  shipment: z.object({ carrier: z.string(), trackingNo: z.string(), shippedAt: z.string() }).nullable(),
  cancelReason: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Automatic completion time while 待收货 (N days after shipment). */
  autoCompleteAt: z.string().nullable(),
  /**
   * Last moment an after-sales request may be opened (AFS_WINDOW_DAYS after receipt or completion); null
   * while the order is not yet received (no limit running) or cannot have after-sales.
   */
  afsDeadline: z.string().nullable(),
  timeline: z.array(timelineEntry),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const cancelOrderBody = z.object({
  orderNo,
  reason: z
    .string({ error: '请选择取消原因' })
    .trim()
    .min(2, '请选择取消原因')
    .max(200, '取消原因不能超过 200 个字'),
});
export type CancelOrderBody = z.input<typeof cancelOrderBody>;

export const buyAgainResult = z.object({
  cartNum: z.number().int(),
  /** Lines put back into the cart, and the titles left out (下架, 区域不售, 售罄) with why. */
  added: z.number().int(),
  skipped: z.array(z.object({ title: z.string(), reason: z.string() })),
});
export type BuyAgainResult = z.infer<typeof buyAgainResult>;

// Operator -------------------------------------------------------------------------------------------

export const adminOrderListBody = z
  .object({
    status: z.coerce
      .number()
      .int()
      .refine((v) => [-1, 1, 2, 4, 5, 7].includes(v), '订单状态不正确')
      .default(-1),
    payStatus: z.coerce.number().int().min(0).max(4).optional(),
    orderNo: z.string().trim().max(32).optional(),
    /** Matches buyer username or company name. */
    buyer: z.string().trim().max(32).optional(),
    /** Matches the title of any line of the order. */
    product: z.string().trim().max(50, '商品名称过长').optional(),
    /** Placed on or after / on or before these China days (YYYY-MM-DD, inclusive). */
    startDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
      .optional(),
    endDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
      .optional(),
    pageNum: z.coerce.number().int().min(1).max(PAGE_NUM_MAX, '页码过大').default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((b) => !b.startDate || !b.endDate || b.startDate <= b.endDate, {
    message: '开始日期不能晚于结束日期',
    path: ['endDate'],
  });
export type AdminOrderListBody = z.input<typeof adminOrderListBody>;

export const adminOrderListItem = orderListItem.extend({
  buyer: z.object({ id: z.number().int(), username: z.string(), companyName: z.string() }),
});
export const adminOrderPage = pageOf(adminOrderListItem);
export type AdminOrderPage = z.infer<typeof adminOrderPage>;

export const shipOrderBody = z.object({
  orderNo,
  carrier: z.string({ error: '请输入物流公司' }).trim().min(2, '请输入物流公司').max(50, '物流公司名称过长'),
  trackingNo: z
    .string({ error: '请输入运单号' })
    .trim()
    .regex(/^[A-Za-z0-9-]{6,40}$/, '运单号格式不正确'),
});
export type ShipOrderBody = z.input<typeof shipOrderBody>;

export const confirmPaymentBody = z.object({
  orderNo,
  note: z.string().trim().max(200, '备注不能超过 200 个字').optional().default(''),
});
export type ConfirmPaymentBody = z.input<typeof confirmPaymentBody>;
