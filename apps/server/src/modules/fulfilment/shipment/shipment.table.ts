import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigNumber, createdAt, id, ref, timestamptz } from '../../../db/columns';

/**
 * Shipments of an order (drizzle/0045_shipments.sql). `merchantId` is the order's seller (0 for 自营), kept so
 * a shop's reads need no join. `trackingState` is the latest tracking state ('' before the first event);
 * `signedAt` is set by the 已签收 event.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    orderId: bigNumber('order_id').notNull(),
    merchantId: integer('merchant_id').notNull().default(0),
    carrierCode: varchar('carrier_code', { length: 8 }).notNull(),
    trackingNo: varchar('tracking_no', { length: 40 }).notNull(),
    packages: integer('packages').notNull().default(1),
    shippedAt: timestamptz('shipped_at').notNull().defaultNow(),
    signedAt: timestamptz('signed_at'),
    trackingState: varchar('tracking_state', { length: 16 }).notNull().default(''),
    subscribedAt: timestamptz('subscribed_at'),
    polledAt: timestamptz('polled_at'),
    /** Every line received (到货验收, drizzle/0047_goods_receipt.sql): by receipts, a whole-order confirm or auto. */
    receivedAt: timestamptz('received_at'),
    /**
     * A replacement (drizzle/0052_replacement_shipments.sql): the 换货 request whose re-shipment this is. The
     * order's ship state ignores it; its accepted pieces make rejected ones good. Null for the order's own.
     */
    afsNo: varchar('afs_no', { length: 24 }),
    /** When the buyer was reminded that the automatic receipt is a day away (drizzle/0054_receipt_reminder.sql). */
    receiptRemindedAt: timestamptz('receipt_reminded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('shipments_order_idx').on(t.orderId),
    index('shipments_tracking_idx').on(t.carrierCode, t.trackingNo),
    uniqueIndex('shipments_afs_no_uq')
      .on(t.afsNo)
      .where(sql`${t.afsNo} is not null`),
    index('shipments_receipt_due_idx')
      .on(t.signedAt)
      .where(sql`${t.receivedAt} is null and ${t.signedAt} is not null`),
  ],
);
export type ShipmentRow = typeof shipments.$inferSelect;

/** What a shipment carries: order lines and quantities (a line may span several shipments). */
export const shipmentLines = pgTable(
  'shipment_lines',
  {
    id: id(),
    shipmentId: ref('shipment_id').references(() => shipments.id, { onDelete: 'cascade' }),
    orderLineId: ref('order_line_id'),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('shipment_lines_shipment_idx').on(t.shipmentId),
    index('shipment_lines_order_line_idx').on(t.orderLineId),
    check('shipment_lines_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

/** Tracking events per shipment; a repeated push of the same event (state and time) is stored once. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: id(),
    shipmentId: ref('shipment_id').references(() => shipments.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 16 }).notNull(),
    context: varchar('context', { length: 500 }).notNull().default(''),
    eventTime: timestamptz('event_time').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('shipment_events_once_uq').on(t.shipmentId, t.state, t.eventTime)],
);
