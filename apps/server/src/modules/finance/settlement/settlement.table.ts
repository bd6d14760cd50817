import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigNumber, blankable, fen, id, ref, timestamptz } from '../../../db/columns';
import { documentNoColumn, documentSequence } from '../../../lib/document';

export const settlementNoSeq = documentSequence('settlement_no_seq');

/**
 * Merchant statements (结算单): one per shop and month. Amounts are integer fen and always satisfy
 * completed = refund + commission + payable. Status 1 待确认, 2 已确认 (by the shop), 3 已付款 (by operators).
 */
export const settlements = pgTable(
  'settlements',
  {
    id: id(),
    statementNo: documentNoColumn('statement_no', 'JS', settlementNoSeq, 6).unique(),
    merchantId: integer('merchant_id').notNull(),
    merchantName: varchar('merchant_name', { length: 30 }).notNull(),
    /** YYYY-MM, China time. */
    period: varchar('period', { length: 7 }).notNull(),
    status: smallint('status').notNull().default(1),
    orderCount: integer('order_count').notNull(),
    completedFen: fen('completed_fen'),
    refundFen: fen('refund_fen'),
    commissionFen: fen('commission_fen'),
    payableFen: fen('payable_fen'),
    confirmedBy: blankable('confirmed_by', 40),
    confirmedAt: timestamptz('confirmed_at'),
    payRef: blankable('pay_ref', 64),
    paidBy: bigNumber('paid_by'),
    paidAt: timestamptz('paid_at'),
    generatedAt: timestamptz('generated_at').notNull().defaultNow(),
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
    id: id(),
    settlementId: bigNumber('settlement_id')
      .notNull()
      .references(() => settlements.id, { onDelete: 'cascade' }),
    orderId: ref('order_id'),
    orderNo: varchar('order_no', { length: 24 }).notNull(),
    orderLineId: ref('order_line_id'),
    kind: smallint('kind').notNull().default(1),
    /** Kind 2: the statement whose line this corrects. */
    adjustsStatementNo: blankable('adjusts_statement_no', 24),
    completedAt: timestamptz('completed_at').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    categoryId: integer('category_id').notNull(),
    categoryTitle: varchar('category_title', { length: 50 }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    amountFen: fen('amount_fen'),
    refundFen: fen('refund_fen'),
    commissionFen: fen('commission_fen'),
    payableFen: fen('payable_fen'),
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
