import { z } from 'zod';
import { pageOf } from '../envelope';
import { buyerRef, datedListBody, idBody } from './admin-ops';
import { buyerProfileFields } from './auth';
import { accountActivity, coded, opsPaging as paging } from './fields';
import { adminOrderListItem } from './order-admin';
import { dbId, isoTime, isoTimeOrNull, yuan } from './scalars';

/*
 * Wire contract of the console's record lists (paths in admin-ops.ts): every payment (online and offline
 * remittances) and every refund (after-sales, cancelled paid orders) for the area finance; the buyer accounts
 * (area buyers): the list, one buyer's detail with their latest orders, invoices and after-sales, and
 * disabling an account.
 */

// ---------------------------------------------------------------------------------------------------
// Finance
// ---------------------------------------------------------------------------------------------------

/** Unified payment record status: online 0 待支付/1 已支付/2 已关闭; offline 0 待确认收款/1 已确认. */
export const PAYMENT_RECORD_STATUS = { PENDING: 0, PAID: 1, CLOSED: 2 } as const;

export const paymentListBody = datedListBody({
  /** 1 支付宝, 2 微信, 3 银联, 4 线下/对公转账. */
  method: z.coerce.number().int().min(1).max(4).optional(),
  status: z.coerce.number().int().min(0).max(2).optional(),
  orderNo: z.string().trim().max(32).optional(),
  /** Matches buyer username or company. */
  buyer: z.string().trim().max(50).optional(),
});
export type PaymentListBody = z.input<typeof paymentListBody>;

export const paymentRecord = z.object({
  /** 'P<id>' for online payments, 'R<id>' for remittances. */
  key: z.string(),
  kind: z.enum(['online', 'offline']),
  /** Our trade number (online) or the buyer's voucher number (offline, may be ''). */
  tradeNo: z.string(),
  orderNo: z.string(),
  buyer: buyerRef,
  ...coded('method'),
  amount: yuan,
  ...coded('status'),
  /** Offline: who transferred from which bank (else ''). */
  payerName: z.string(),
  payerBank: z.string(),
  paidAt: isoTimeOrNull,
  createdAt: isoTime,
});
export type PaymentRecord = z.infer<typeof paymentRecord>;
export const paymentRecordPage = pageOf(paymentRecord);
export type PaymentRecordPage = z.infer<typeof paymentRecordPage>;

/** Refund record status: 1 待退款 (cancelled paid order / 退款中 after-sales), 2 已退款. */
export const REFUND_RECORD_STATUS = { PENDING: 1, REFUNDED: 2 } as const;

export const refundListBody = datedListBody({
  /** afs: after-sales refunds; order: cancelled paid orders awaiting refund. */
  source: z.enum(['afs', 'order']).optional(),
  status: z.coerce.number().int().min(1).max(2).optional(),
  /** Matches after-sales number or order number. */
  no: z.string().trim().max(32).optional(),
});
export type RefundListBody = z.input<typeof refundListBody>;

export const refundRecord = z.object({
  /** 'A<id>' (after-sales) or 'O<id>' (order). */
  key: z.string(),
  source: z.enum(['afs', 'order']),
  afsNo: z.string().nullable(),
  orderNo: z.string(),
  buyer: buyerRef,
  amount: yuan,
  /** The order's payment method, and how the refund went back: online | offline | '' (not yet). */
  ...coded('method'),
  channel: z.string(),
  refundNo: z.string(),
  ...coded('status'),
  refundedAt: isoTimeOrNull,
  createdAt: isoTime,
});
export type RefundRecord = z.infer<typeof refundRecord>;
export const refundRecordPage = pageOf(refundRecord);
export type RefundRecordPage = z.infer<typeof refundRecordPage>;

const idField = idBody.shape.id;

// ---------------------------------------------------------------------------------------------------
// Buyers
// ---------------------------------------------------------------------------------------------------

export const buyerListBody = z.object({
  /** Matches username, mobile or company name. */
  keyword: z.string().trim().max(50).optional(),
  /** 1 正常, 0 已停用. */
  status: z.union([z.literal(0), z.literal(1)]).optional(),
  ...paging,
});
export type BuyerListBody = z.input<typeof buyerListBody>;

export const buyerListItem = z.object({
  id: dbId,
  username: z.string(),
  mobile: z.string(),
  ...buyerProfileFields,
  ...accountActivity,
});
export type BuyerListItem = z.infer<typeof buyerListItem>;
export const buyerListPage = pageOf(buyerListItem);
export type BuyerListPage = z.infer<typeof buyerListPage>;

export const buyerDetail = z.object({
  profile: buyerListItem.extend({ position: z.string() }),
  counts: z.object({
    orders: z.number().int(),
    /** Sum of payable amounts of orders not cancelled. */
    orderAmount: yuan,
    invoices: z.number().int(),
    afs: z.number().int(),
    addresses: z.number().int(),
  }),
  /** Latest 10 of each, newest first. */
  orders: z.array(adminOrderListItem.omit({ lines: true, actions: true })),
  invoices: z.array(
    z.object({
      applyNo: z.string(),
      ...coded('status'),
      amount: yuan,
      invoiceNo: z.string().nullable(),
      createdAt: isoTime,
    }),
  ),
  afs: z.array(
    z.object({
      afsNo: z.string(),
      orderNo: z.string(),
      ...coded('type'),
      ...coded('status'),
      refund: yuan,
      createdAt: isoTime,
    }),
  ),
});
export type BuyerDetail = z.infer<typeof buyerDetail>;

export const buyerSetStatusBody = z.object({
  id: idField,
  enabled: z.boolean({ error: '请选择启用或停用' }),
});
export type BuyerSetStatusBody = z.input<typeof buyerSetStatusBody>;

export const BUYER_DISABLED_MSG = '账号已被停用，请联系客服';
