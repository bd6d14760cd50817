import { index, integer, jsonb, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigNumber, blankable, fen, id, ref, timestamps, timestamptz } from '../../../db/columns';
import { documentNoColumn, documentSequence } from '../../../lib/document';
import type { OrderAddress } from '@mall/shared';
import type { RequestLevel } from '../approval/approval.table';

export const requestNoSeq = documentSequence('purchase_request_no_seq');

/** A priced line of a purchase request, as the requester saw it. */
export type RequestLineSnapshot = {
  skuId: number;
  productId: number;
  title: string;
  image: string;
  specValues: string[];
  unit: string;
  priceFen: number;
  quantity: number;
  /**
   * 分地址配送: the buyer's address this line goes to when not the request's (`checkout.addressId`), and the
   * copy shown on the request; both absent when the line goes to the request's address.
   */
  addressId?: number;
  deliveryAddress?: OrderAddress;
};
/** The bidding request and its award (line → winning quote) that a purchase request places when approved. */
export type RequestBidding = {
  id: number;
  biddingNo: string;
  awards: { lineNo: number; quoteId: number }[];
};

/** What the order will be placed with once the last level approves. */
export type RequestCheckout = {
  addressId: number;
  payMethod: 1 | 2 | 3 | 4 | 5;
  invoice: { type: 2 | 4; titleId: number } | null;
  remark: string;
  expectedDeliveryDate: string | null;
};

/**
 * Purchase requests (采购申请): status 1 待审批, 2 已通过 (order placed), 3 已驳回, 4 已撤回, 5 已退回
 * (the price or stock changed before the last approval). `currentLevel` is 1-based.
 */
export const purchaseRequests = pgTable(
  'purchase_requests',
  {
    id: id(),
    requestNo: documentNoColumn('request_no', 'SQ', requestNoSeq, 6),
    companyId: ref('company_id'),
    requesterId: ref('requester_id'),
    departmentId: bigNumber('department_id'),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    ruleId: bigNumber('rule_id'),
    ruleName: varchar('rule_name', { length: 30 }).notNull(),
    levels: jsonb('levels').$type<RequestLevel[]>().notNull(),
    currentLevel: integer('current_level').notNull().default(1),
    status: smallint('status').notNull().default(1),
    amountFen: fen('amount_fen'),
    lines: jsonb('lines').$type<RequestLineSnapshot[]>().notNull(),
    checkout: jsonb('checkout').$type<RequestCheckout>().notNull(),
    addressText: jsonb('address_text')
      .$type<{ name: string; mobile: string; fullAddress: string }>()
      .notNull(),
    invoiceTitle: blankable('invoice_title', 100),
    poNumber: blankable('po_number', 40),
    remark: blankable('remark', 200),
    reason: blankable('reason', 300),
    orderId: bigNumber('order_id'),
    orderNo: varchar('order_no', { length: 24 }),
    /** A bidding award waiting for approval: its lines carry the quoted prices. */
    bidding: jsonb('bidding').$type<RequestBidding>(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('purchase_requests_no_uq').on(t.requestNo),
    uniqueIndex('purchase_requests_idem_uq').on(t.requesterId, t.idempotencyKey),
    index('purchase_requests_requester_idx').on(t.requesterId, t.createdAt.desc()),
    index('purchase_requests_company_idx').on(t.companyId, t.status, t.createdAt.desc()),
  ],
);
export type PurchaseRequestRow = typeof purchaseRequests.$inferSelect;

/** The request's history: 提交 / 通过 / 驳回 / 撤回 / 退回 / 下单, who, at which level, with what comment. */
export const purchaseRequestSteps = pgTable(
  'purchase_request_steps',
  {
    id: id(),
    requestId: ref('request_id'),
    action: varchar('action', { length: 8 }).notNull(),
    actorId: bigNumber('actor_id'),
    actorName: varchar('actor_name', { length: 50 }).notNull(),
    level: integer('level'),
    comment: text('comment').notNull().default(''),
    /** 邮件审批, 企业微信审批 … when decided from a message's link; empty on the site. */
    channel: varchar('channel', { length: 12 }).notNull().default(''),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('purchase_request_steps_request_idx').on(t.requestId)],
);
