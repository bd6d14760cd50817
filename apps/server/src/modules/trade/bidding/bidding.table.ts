import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  primaryKey,
  uniqueIndex,
  date,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  bigNumber,
  blankable,
  createdAt,
  fen,
  id,
  jsonList,
  ref,
  timestamps,
  timestamptz,
} from '../../../db/columns';
import { documentNoColumn, documentSequence } from '../../../lib/document';

export type StoredBiddingLine = {
  lineNo: number;
  productName: string;
  brand: string;
  spec: string;
  quantity: number;
  unit: string;
  /** Level-one category: shops granted it are invited. Absent on older requests. */
  categoryId?: number | null;
};
export type StoredQuoteLine = {
  lineNo: number;
  skuId: number;
  unitPriceFen: number;
  amountFen: number;
  skuTitle?: string;
};
/** The award of one request line: the winning quote and the order it went into. */
export type StoredAward = { lineNo: number; quoteId: number; orderNo: string };

export const biddingNoSeq = documentSequence('bidding_no_seq');

/**
 * Bidding requests (询价/竞价单). `state` holds what an action decided: 1 open, 3 chosen, 4 cancelled, 5 an
 * award waiting for the company's approval; 已截止
 * (2) is never stored — it is read from `deadline` (an open request whose deadline passed is closed).
 */
export const biddingRequests = pgTable(
  'bidding_requests',
  {
    id: id(),
    biddingNo: documentNoColumn('bidding_no', 'JJ', biddingNoSeq, 6).unique(),
    userId: ref('user_id'),
    title: varchar('title', { length: 50 }).notNull(),
    lines: jsonb('lines').$type<StoredBiddingLine[]>().notNull(),
    areaCode: varchar('area_code', { length: 6 }).notNull(),
    areaName: varchar('area_name', { length: 60 }).notNull(),
    deadline: timestamptz('deadline').notNull(),
    budgetFen: bigNumber('budget_fen'),
    invoiceType: smallint('invoice_type').notNull(),
    contactName: varchar('contact_name', { length: 20 }).notNull(),
    contactMobile: varchar('contact_mobile', { length: 11 }).notNull(),
    remark: text('remark').notNull().default(''),
    attachments: jsonList<string>('attachments'),
    state: smallint('state').notNull().default(1),
    chosenQuoteId: bigNumber('chosen_quote_id'),
    orderNo: varchar('order_no', { length: 24 }),
    /** 公开竞价 (prices visible to the buyer as they arrive); false = 密封竞价. */
    openBidding: boolean('open_bidding').notNull().default(false),
    /** The award line by line; empty until 已选标. */
    awards: jsonList<StoredAward>('awards'),
    /** The purchase request (采购申请) an award became (state 5 审批中); kept after it is decided. */
    requestNo: varchar('request_no', { length: 24 }),
    ...timestamps(),
  },
  (t) => [
    index('bidding_requests_user_idx').on(t.userId, t.createdAt.desc()),
    index('bidding_requests_open_idx').on(t.state, t.deadline),
  ],
);
export type BiddingRequestRow = typeof biddingRequests.$inferSelect;

/** Quotes on a request, by an operator (the platform as supplier, merchantId 0) or by an invited shop. */
export const biddingQuotes = pgTable(
  'bidding_quotes',
  {
    id: id(),
    requestId: bigNumber('request_id')
      .notNull()
      .references(() => biddingRequests.id, { onDelete: 'cascade' }),
    /** The operator who entered a platform quote; 0 for a shop's quote. */
    operatorId: ref('operator_id'),
    /** 0 = the platform (自营); else the quoting shop (one quote per shop and request, replaced on edit). */
    merchantId: integer('merchant_id').notNull().default(0),
    attachment: blankable('attachment', 120),
    supplierName: varchar('supplier_name', { length: 50 }).notNull(),
    lines: jsonb('lines').$type<StoredQuoteLine[]>().notNull(),
    totalFen: fen('total_fen'),
    deliveryDays: smallint('delivery_days').notNull(),
    validUntil: date('valid_until').notNull(),
    remark: blankable('remark', 200),
    ...timestamps(),
  },
  (t) => [
    index('bidding_quotes_request_idx').on(t.requestId, t.id),
    uniqueIndex('bidding_quotes_merchant_uq')
      .on(t.requestId, t.merchantId)
      .where(sql`${t.merchantId} <> 0`),
  ],
);
export type BiddingQuoteRow = typeof biddingQuotes.$inferSelect;

/** Shops invited to quote on a request: every open shop granted one of its lines' categories. */
export const biddingInvitations = pgTable(
  'bidding_invitations',
  {
    requestId: bigNumber('request_id')
      .notNull()
      .references(() => biddingRequests.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.merchantId] }),
    index('bidding_invitations_merchant_idx').on(t.merchantId, t.requestId.desc()),
  ],
);
