import { z } from 'zod';
import { buyerRef } from './admin-ops';
import { pageOf } from '../envelope';
import { DAY_PATTERN, adminPaging, orderNoField, remarkField, shipmentFields } from './fields';
import { orderListBody, orderListItem } from './order';

/*
 * Wire contract of the operator's order calls (roles 超级管理员/运营, confirmOfflinePayment also 财务). They
 * live under /api/admin/order/… and refuse buyer tokens (403).
 *
 *   POST /api/admin/order/list    AdminOrderListBody → Page<OrderListItem & {buyer}> (filters: status, payStatus,
 *                                 orderNo, buyer, product, startDate, endDate)
 *   POST /api/admin/order/detail  {orderNo}          → OrderDetail
 *   POST /api/admin/order/accept  {orderNo}          → OrderDetail (1 → 2)
 *   POST /api/admin/order/ship    {orderNo, carrier, trackingNo} → OrderDetail (2 → 4)
 *   POST /api/admin/order/cancel  {orderNo, reason}  → OrderDetail (1 or 2 → 7)
 *   POST /api/admin/order/confirmOfflinePayment {orderNo, note?} → OrderDetail (payStatus → 2)
 */

export const adminOrderListBody = z
  .object({
    status: orderListBody.shape.type,
    payStatus: z.coerce.number().int().min(0).max(4).optional(),
    orderNo: z.string().trim().max(32).optional(),
    /** Matches buyer username or company name. */
    buyer: z.string().trim().max(32).optional(),
    /** Matches the title of any line of the order. */
    product: z.string().trim().max(50, '商品名称过长').optional(),
    /** Placed on or after / on or before these China days (YYYY-MM-DD, inclusive). */
    startDate: z.string().regex(DAY_PATTERN, '日期格式应为 YYYY-MM-DD').optional(),
    endDate: z.string().regex(DAY_PATTERN, '日期格式应为 YYYY-MM-DD').optional(),
    ...adminPaging,
  })
  .refine((b) => !b.startDate || !b.endDate || b.startDate <= b.endDate, {
    message: '开始日期不能晚于结束日期',
    path: ['endDate'],
  });
export type AdminOrderListBody = z.input<typeof adminOrderListBody>;

export const adminOrderListItem = orderListItem.extend({
  buyer: buyerRef,
});
export const adminOrderPage = pageOf(adminOrderListItem);
export type AdminOrderPage = z.infer<typeof adminOrderPage>;

export const shipOrderBody = z.object({ orderNo: orderNoField, ...shipmentFields });
export type ShipOrderBody = z.input<typeof shipOrderBody>;

export const confirmPaymentBody = z.object({ orderNo: orderNoField, note: remarkField });
export type ConfirmPaymentBody = z.input<typeof confirmPaymentBody>;
