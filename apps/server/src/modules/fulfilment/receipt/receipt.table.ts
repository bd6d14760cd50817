import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { bigNumber, createdAt, id, ref, updatedAt } from '../../../db/columns';
import { shipments } from '../shipment/shipment.table';

/**
 * Receipts (到货验收) of a shipment (drizzle/0047_goods_receipt.sql): one or more per shipment, until each of
 * its lines is received. `receivedBy` is the buyer or 收货人 who recorded it (null: the system, `auto` after
 * the company's days past 已签收, or a whole-order confirm's automatic completion).
 */
export const shipmentReceipts = pgTable(
  'shipment_receipts',
  {
    id: id(),
    shipmentId: ref('shipment_id').references(() => shipments.id, { onDelete: 'cascade' }),
    orderId: ref('order_id'),
    receivedBy: bigNumber('received_by'),
    auto: boolean('auto').notNull().default(false),
    note: varchar('note', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('shipment_receipts_shipment_idx').on(t.shipmentId),
    index('shipment_receipts_order_idx').on(t.orderId),
  ],
);
export type ShipmentReceiptRow = typeof shipmentReceipts.$inferSelect;

/** A receipt's lines: accepted and rejected quantities of one shipment line (a rejection opens after-sales). */
export const shipmentReceiptLines = pgTable(
  'shipment_receipt_lines',
  {
    id: id(),
    receiptId: ref('receipt_id').references(() => shipmentReceipts.id, { onDelete: 'cascade' }),
    shipmentLineId: ref('shipment_line_id'),
    orderLineId: ref('order_line_id'),
    accepted: integer('accepted').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    rejectReason: varchar('reject_reason', { length: 10 }).notNull().default(''),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    afsNo: varchar('afs_no', { length: 32 }).notNull().default(''),
  },
  (t) => [
    index('shipment_receipt_lines_receipt_idx').on(t.receiptId),
    index('shipment_receipt_lines_shipment_line_idx').on(t.shipmentLineId),
    check(
      'shipment_receipt_lines_quantity_ck',
      sql`${t.accepted} >= 0 AND ${t.rejected} >= 0 AND ${t.accepted} + ${t.rejected} > 0`,
    ),
  ],
);

/** A company's receipt setting: unreceived shipments are received this many days after 已签收 (7 without a row). */
export const companyReceiptSettings = pgTable(
  'company_receipt_settings',
  {
    companyId: bigNumber('company_id').primaryKey(),
    autoReceiptDays: smallint('auto_receipt_days').notNull().default(7),
    updatedAt: updatedAt(),
  },
  (t) => [check('company_receipt_settings_days_ck', sql`${t.autoReceiptDays} BETWEEN 1 AND 60`)],
);
