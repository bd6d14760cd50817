import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { InvoiceAmounts, InvoiceLine, InvoiceTitleSnapshot } from '@mall/shared';
import {
  bigNumber,
  blankable,
  bytea,
  createdAt,
  fen,
  id,
  jsonList,
  ref,
  seller,
  timestamps,
} from '../../../db/columns';
import { documentNoColumn, documentSequence, historyTable } from '../../../lib/document';

/** A buyer's invoice titles (发票抬头); one is the default (partial unique index). */
export const invoiceTitles = pgTable(
  'invoice_titles',
  {
    id: id(),
    userId: ref('user_id'),
    companyName: varchar('company_name', { length: 100 }).notNull(),
    taxNo: varchar('tax_no', { length: 18 }).notNull(),
    regAddress: varchar('reg_address', { length: 200 }).notNull(),
    regPhone: varchar('reg_phone', { length: 20 }).notNull(),
    bankName: varchar('bank_name', { length: 100 }).notNull(),
    bankAccount: varchar('bank_account', { length: 40 }).notNull(),
    email: blankable('email', 100),
    receiverName: blankable('receiver_name', 30),
    receiverMobile: blankable('receiver_mobile', 11),
    receiveAddress: blankable('receive_address', 200),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('invoice_titles_user_idx').on(t.userId, t.id),
    uniqueIndex('invoice_titles_default_uq')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);
export type InvoiceTitleRow = typeof invoiceTitles.$inferSelect;

export const invoiceApplyNoSeq = documentSequence('invoice_apply_no_seq');

/**
 * Invoice applications. `status` 1 申请中, 2 已开票, 3 已驳回, 4 已作废. The title, lines and amounts are copies
 * taken at application (what the invoice says never changes with later edits). The PDF of an issued
 * electronic invoice is made once at issue and kept here, so every API process serves the same bytes.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    applyNo: documentNoColumn('apply_no', 'KP', invoiceApplyNoSeq, 8),
    userId: ref('user_id'),
    /**
     * The issuer: the seller of the invoiced orders (a shop handles its own invoices); its name at
     * application is printed as 销售方.
     */
    ...seller(),
    type: smallint('type').notNull(),
    kind: smallint('kind').notNull(),
    status: smallint('status').notNull().default(1),
    titleId: ref('title_id'),
    title: jsonb('title').$type<InvoiceTitleSnapshot>().notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    amounts: jsonb('amounts').$type<InvoiceAmounts>().notNull(),
    totalFen: fen('total_fen'),
    orderNos: jsonb('order_nos').$type<string[]>().notNull(),
    /** 采购单号 of the company orders invoiced (printed on the invoice's remarks). */
    poNumbers: jsonList<string>('po_numbers'),
    remark: blankable('remark', 200),
    invoiceNo: varchar('invoice_no', { length: 20 }),
    issueDate: varchar('issue_date', { length: 10 }),
    courier: varchar('courier', { length: 50 }),
    trackingNo: varchar('tracking_no', { length: 40 }),
    rejectReason: varchar('reject_reason', { length: 200 }),
    voidReason: varchar('void_reason', { length: 200 }),
    /** Set when a refund hit an order of this issued invoice: why it must be reversed by a red-letter one. */
    redLetterDue: varchar('red_letter_due', { length: 200 }),
    pdf: bytea('pdf'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('invoices_apply_no_uq').on(t.applyNo),
    index('invoices_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('invoices_status_idx').on(t.status, t.createdAt.desc()),
    index('invoices_merchant_idx')
      .on(t.merchantId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.merchantId} <> 0`),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * Which orders an invoice covers. `active` is true while the invoice is 申请中 or 已开票; the partial unique
 * index makes a second live application for the same order (or the same shipment of it) impossible even
 * under concurrency. `shipmentId` 0: the whole order; else the one shipment it bills (按包裹开票: its lines in
 * `invoiceShipmentLines`). Whole-order and by-shipment applications never mix on one order (checked under
 * the order's lock).
 */
export const invoiceOrders = pgTable(
  'invoice_orders',
  {
    invoiceId: ref('invoice_id'),
    orderId: ref('order_id'),
    active: boolean('active').notNull().default(true),
    shipmentId: bigNumber('shipment_id').notNull().default(0),
  },
  (t) => [
    uniqueIndex('invoice_orders_pk').on(t.invoiceId, t.orderId),
    uniqueIndex('invoice_orders_active_uq')
      .on(t.orderId, t.shipmentId)
      .where(sql`${t.active}`),
  ],
);

/** What an application by shipment bills of each order line: the shipped pieces and their share in 分. */
export const invoiceShipmentLines = pgTable(
  'invoice_shipment_lines',
  {
    invoiceId: ref('invoice_id').references(() => invoices.id, { onDelete: 'cascade' }),
    orderLineId: ref('order_line_id'),
    quantity: integer('quantity').notNull(),
    amountFen: bigNumber('amount_fen').notNull(),
  },
  (t) => [
    uniqueIndex('invoice_shipment_lines_pk').on(t.invoiceId, t.orderLineId),
    check('invoice_shipment_lines_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

/** Timeline of an invoice (applied, issued, rejected, voided). */
export const invoiceHistory = historyTable('invoice_history', 'invoiceId', {
  invoiceId: ref('invoice_id'),
  event: varchar('event', { length: 16 }).notNull(),
});

/**
 * Red-letter (红字/负数) invoices. Each reverses one issued (blue) invoice in full: the lines and amounts are
 * the blue ones negated, the number and date come from the tax system, and electronic ones keep their own
 * PDF marked 红字. The blue invoice stays on record (status 4 已作废 = reversed); nothing is deleted.
 */
export const invoiceRedLetters = pgTable(
  'invoice_red_letters',
  {
    id: id(),
    /** The blue invoice reversed. */
    invoiceId: ref('invoice_id'),
    invoiceNo: varchar('invoice_no', { length: 20 }).notNull(),
    issueDate: varchar('issue_date', { length: 10 }).notNull(),
    blueInvoiceNo: varchar('blue_invoice_no', { length: 20 }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    amounts: jsonb('amounts').$type<InvoiceAmounts>().notNull(),
    /** Negative. */
    totalFen: fen('total_fen'),
    pdf: bytea('pdf'),
    operatorId: bigNumber('operator_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoice_red_letters_invoice_uq').on(t.invoiceId),
    uniqueIndex('invoice_red_letters_no_uq').on(t.invoiceNo),
  ],
);
export type InvoiceRedLetterRow = typeof invoiceRedLetters.$inferSelect;
