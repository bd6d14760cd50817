import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  jsonb,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

export type StoredBiddingLine = {
  lineNo: number;
  productName: string;
  brand: string;
  spec: string;
  quantity: number;
  unit: string;
};
export type StoredQuoteLine = { lineNo: number; skuId: number; unitPriceFen: number; amountFen: number };

export const biddingNoSeq = pgSequence('bidding_no_seq', { startWith: 1, increment: 1 });

/**
 * Bidding requests (询价/竞价单). `state` holds what an action decided: 1 open, 3 chosen, 4 cancelled; 已截止
 * (2) is never stored — it is read from `deadline` (an open request whose deadline passed is closed).
 */
export const biddingRequests = pgTable(
  'bidding_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    biddingNo: varchar('bidding_no', { length: 24 })
      .notNull()
      .unique()
      .default(
        sql`'JJ' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('bidding_no_seq')::text, 6, '0')`,
      ),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    title: varchar('title', { length: 50 }).notNull(),
    lines: jsonb('lines').$type<StoredBiddingLine[]>().notNull(),
    areaCode: varchar('area_code', { length: 6 }).notNull(),
    areaName: varchar('area_name', { length: 60 }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    budgetFen: bigint('budget_fen', { mode: 'number' }),
    invoiceType: smallint('invoice_type').notNull(),
    contactName: varchar('contact_name', { length: 20 }).notNull(),
    contactMobile: varchar('contact_mobile', { length: 11 }).notNull(),
    remark: text('remark').notNull().default(''),
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    state: smallint('state').notNull().default(1),
    chosenQuoteId: bigint('chosen_quote_id', { mode: 'number' }),
    orderNo: varchar('order_no', { length: 24 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bidding_requests_user_idx').on(t.userId, t.createdAt.desc()),
    index('bidding_requests_open_idx').on(t.state, t.deadline),
  ],
);
export type BiddingRequestRow = typeof biddingRequests.$inferSelect;

/** Quotes on a request, by an operator (the platform as supplier). */
export const biddingQuotes = pgTable(
  'bidding_quotes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => biddingRequests.id, { onDelete: 'cascade' }),
    operatorId: bigint('operator_id', { mode: 'number' }).notNull(),
    supplierName: varchar('supplier_name', { length: 50 }).notNull(),
    lines: jsonb('lines').$type<StoredQuoteLine[]>().notNull(),
    totalFen: bigint('total_fen', { mode: 'number' }).notNull(),
    deliveryDays: smallint('delivery_days').notNull(),
    validUntil: date('valid_until').notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bidding_quotes_request_idx').on(t.requestId, t.id)],
);
export type BiddingQuoteRow = typeof biddingQuotes.$inferSelect;
