import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { OrderAddress } from '@mall/shared';
import {
  bigNumber,
  blankable,
  fen,
  id,
  jsonList,
  ref,
  seller,
  timestamps,
  timestamptz,
} from '../../../db/columns';
import { documentNoColumn, documentSequence, historyTable } from '../../../lib/document';

/** Feeds order numbers: YYYYMMDD (China date) + 10 digits, unique without a round trip. */
export const orderNoSeq = documentSequence('order_no_seq');

/** Invoice choice made at checkout (the invoice issue applies and issues it). */
export type OrderInvoiceSnapshot = { type: number; titleId: number; titleName: string; taxNo: string };

/**
 * Orders. `status` is the life-cycle code (1 待接单, 2 待发货, 4 待收货, 5 已完成, 7 已取消);
 * `payStatus` is separate (PAY_STATUS). Amounts are integer fen. The address and invoice are copies taken
 * at placement. (user_id, idempotency_key) is unique: a repeated submit finds the order it placed.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNo: documentNoColumn('order_no', '', orderNoSeq, 10),
    userId: ref('user_id'),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    status: smallint('status').notNull().default(1),
    payStatus: smallint('pay_status').notNull().default(0),
    payMethod: smallint('pay_method').notNull(),
    invoiceStatus: smallint('invoice_status').notNull().default(0),
    goodsAmountFen: fen('goods_amount_fen'),
    freightFen: fen('freight_fen').default(0),
    discountFen: fen('discount_fen').default(0),
    payAmountFen: fen('pay_amount_fen'),
    itemCount: integer('item_count').notNull(),
    lineCount: integer('line_count').notNull(),
    /** Province the lines were checked against (the address's). */
    areaCode: varchar('area_code', { length: 6 }).notNull(),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    invoice: jsonb('invoice').$type<OrderInvoiceSnapshot>(),
    remark: blankable('remark', 200),
    /** Company orders: the buyer's company, the cost centre (a department), 采购单号, and the purchase request. */
    companyId: bigNumber('company_id'),
    departmentId: bigNumber('department_id'),
    poNumber: blankable('po_number', 40),
    requestId: bigNumber('request_id'),
    expectedDeliveryDate: date('expected_delivery_date', { mode: 'string' }),
    /** Online orders still unpaid at this time are cancelled by the sweep. */
    payDeadline: timestamptz('pay_deadline'),
    paidAt: timestamptz('paid_at'),
    acceptedAt: timestamptz('accepted_at'),
    carrier: varchar('carrier', { length: 50 }),
    trackingNo: varchar('tracking_no', { length: 40 }),
    shippedAt: timestamptz('shipped_at'),
    receivedAt: timestamptz('received_at'),
    completedAt: timestamptz('completed_at'),
    cancelledAt: timestamptz('cancelled_at'),
    cancelReason: varchar('cancel_reason', { length: 200 }),
    /**
     * Why the order may not be accepted yet ('' when it may): an order a buyer's system submitted through the
     * open platform waits for that system's confirmation (待采购方确认).
     */
    holdReason: blankable('hold_reason', 40),
    ...timestamps(),
    /** The seller; its name as at placement. */
    ...seller(),
    /**
     * A checkout over several sellers places one order per seller; they share `payGroup` (the first order's
     * number) and are paid together in one payment. Null for a single-seller checkout.
     */
    payGroup: varchar('pay_group', { length: 24 }),
  },
  (t) => [
    index('orders_merchant_created_idx')
      .on(t.merchantId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.merchantId} <> 0`),
    index('orders_pay_group_idx')
      .on(t.payGroup)
      .where(sql`${t.payGroup} is not null`),
    uniqueIndex('orders_order_no_uq').on(t.orderNo),
    uniqueIndex('orders_user_idem_uq').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc()),
    // Company order lists (管理员 / 财务 / department heads), the overview and the export.
    index('orders_company_created_idx')
      .on(t.companyId, t.createdAt.desc(), t.id.desc())
      .where(sql`company_id is not null`),
    // Console: the all-orders list (newest first), date filters, the dashboard's today and 30-day chart.
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // Sweeps: unpaid online orders past their deadline; shipped orders due for completion.
    index('orders_pay_deadline_idx')
      .on(t.payDeadline)
      .where(sql`${t.payStatus} = 0 and ${t.status} in (1, 2)`),
    index('orders_shipped_idx')
      .on(t.shippedAt)
      .where(sql`${t.status} = 4`),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

/** Order lines: a copy of what was bought, at the price paid. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: ref('order_id'),
    skuId: integer('sku_id').notNull(),
    productId: integer('product_id').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    image: text('image').notNull().default(''),
    brandName: blankable('brand_name', 50),
    modelNo: blankable('model_no', 64),
    specValues: jsonList<string>('spec_values'),
    unit: varchar('unit', { length: 8 }).notNull(),
    priceFen: fen('price_fen'),
    quantity: integer('quantity').notNull(),
    amountFen: fen('amount_fen'),
    /** The warehouse the line's stock was reserved from: a province with its own stock, else 0000 (national). */
    stockAreaCode: varchar('stock_area_code', { length: 6 }).notNull().default('0000'),
    /** 分地址配送: the copy of the address this line goes to when not the order's; null: the order's address. */
    deliveryAddress: jsonb('delivery_address').$type<OrderAddress>(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);
export type OrderLineRow = typeof orderLines.$inferSelect;

/** Every change of an order (status moves and payment events), the order's timeline. */
export const orderHistory = historyTable('order_history', 'orderId', {
  orderId: ref('order_id'),
  event: varchar('event', { length: 24 }).notNull(),
  fromStatus: smallint('from_status'),
  toStatus: smallint('to_status').notNull(),
});
export type OrderHistoryRow = typeof orderHistory.$inferSelect;
