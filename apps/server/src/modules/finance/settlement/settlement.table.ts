import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { documentNo, documentSequence } from '../../../lib/document';

export const settlementNoSeq = documentSequence('settlement_no_seq');

/**
 * Merchant statements (结算单): one per shop and month. Amounts are integer fen and always satisfy
 * completed = refund + commission + payable. Status 1 待确认, 2 已确认 (by the shop), 3 已付款 (by operators).
 */
export const settlements = pgTable(
  'settlements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    statementNo: varchar('statement_no', { length: 24 })
      .notNull()
      .unique()
      .default(documentNo('JS', settlementNoSeq, 6)),
    merchantId: integer('merchant_id').notNull(),
    merchantName: varchar('merchant_name', { length: 30 }).notNull(),
    /** YYYY-MM, China time. */
    period: varchar('period', { length: 7 }).notNull(),
    status: smallint('status').notNull().default(1),
    orderCount: integer('order_count').notNull(),
    completedFen: bigint('completed_fen', { mode: 'number' }).notNull(),
    refundFen: bigint('refund_fen', { mode: 'number' }).notNull(),
    commissionFen: bigint('commission_fen', { mode: 'number' }).notNull(),
    payableFen: bigint('payable_fen', { mode: 'number' }).notNull(),
    confirmedBy: varchar('confirmed_by', { length: 40 }).notNull().default(''),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    payRef: varchar('pay_ref', { length: 64 }).notNull().default(''),
    paidBy: bigint('paid_by', { mode: 'number' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('settlements_merchant_period_uq').on(t.merchantId, t.period),
    index('settlements_period_idx').on(t.period, t.status),
  ],
);
export type SettlementRow = typeof settlements.$inferSelect;

export const SETTLEMENT_LINE_KIND = { ORDER: 1, ADJUSTMENT: 2 } as const;

/**
 * The order lines a statement counts, with the commission of each (rate of its level-one category). Kind 1:
 * the order line itself, in the statement of the month it completed (once). Kind 2 (退款调整): a later
 * statement's correction for an order line refunded after its statement was fixed (amount 0; the refund
 * since, the commission given back, the payable taken off), naming the statement it corrects.
 */
export const settlementLines = pgTable(
  'settlement_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    settlementId: bigint('settlement_id', { mode: 'number' })
      .notNull()
      .references(() => settlements.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    orderNo: varchar('order_no', { length: 24 }).notNull(),
    orderLineId: bigint('order_line_id', { mode: 'number' }).notNull(),
    kind: smallint('kind').notNull().default(1),
    /** Kind 2: the statement whose line this corrects. */
    adjustsStatementNo: varchar('adjusts_statement_no', { length: 24 }).notNull().default(''),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    categoryId: integer('category_id').notNull(),
    categoryTitle: varchar('category_title', { length: 50 }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    refundFen: bigint('refund_fen', { mode: 'number' }).notNull(),
    commissionFen: bigint('commission_fen', { mode: 'number' }).notNull(),
    payableFen: bigint('payable_fen', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('settlement_lines_settlement_idx').on(t.settlementId, t.id),
    uniqueIndex('settlement_lines_order_line_uq')
      .on(t.orderLineId)
      .where(sql`kind = 1`),
    uniqueIndex('settlement_lines_statement_line_uq').on(t.settlementId, t.orderLineId),
    index('settlement_lines_order_line_idx').on(t.orderLineId),
  ],
);
