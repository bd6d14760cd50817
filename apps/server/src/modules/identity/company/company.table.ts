import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ApprovalLevel } from '@mall/shared';
import { documentNo, documentSequence } from '../../../lib/document';

/**
 * Companies (企业). status 1 待审核, 2 已认证, 3 已驳回, 4 已停用 (by an operator). One company per
 * 统一社会信用代码. Company features (shared addresses, approvals, budgets) work while 已认证.
 */
export const companies = pgTable(
  'companies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    creditCode: varchar('credit_code', { length: 18 }).notNull(),
    licenseImage: varchar('license_image', { length: 120 }).notNull(),
    contactName: varchar('contact_name', { length: 20 }).notNull(),
    contactMobile: varchar('contact_mobile', { length: 11 }).notNull(),
    status: smallint('status').notNull().default(1),
    rejectReason: varchar('reject_reason', { length: 200 }).notNull().default(''),
    poRequired: boolean('po_required').notNull().default(false),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_credit_code_uq').on(t.creditCode),
    index('companies_status_idx').on(t.status, t.createdAt.desc()),
  ],
);
export type CompanyRow = typeof companies.$inferSelect;

/** Departments (部门, two levels) that act as cost centres; each may have a head (a member). */
export const companyDepartments = pgTable(
  'company_departments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    name: varchar('name', { length: 30 }).notNull(),
    parentId: bigint('parent_id', { mode: 'number' }),
    headUserId: bigint('head_user_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_departments_company_idx').on(t.companyId)],
);
export type DepartmentRow = typeof companyDepartments.$inferSelect;

/**
 * Membership: a user belongs to at most one company (user_id is the key). `roles` holds 管理员 / 采购员 /
 * 审批人 / 财务; status 1 active, 0 disabled by the company's 管理员 (cannot sign in).
 */
export const companyMembers = pgTable(
  'company_members',
  {
    userId: bigint('user_id', { mode: 'number' }).primaryKey(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    roles: jsonb('roles').$type<string[]>().notNull(),
    departmentId: bigint('department_id', { mode: 'number' }),
    status: smallint('status').notNull().default(1),
    subAccount: boolean('sub_account').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_members_company_idx').on(t.companyId)],
);
export type MemberRow = typeof companyMembers.$inferSelect;

/** Invitations by mobile: a 6-digit code (stored as a SHA-256 hash) sent by SMS, valid 7 days. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    roles: jsonb('roles').$type<string[]>().notNull(),
    departmentId: bigint('department_id', { mode: 'number' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_invitations_company_idx').on(t.companyId),
    index('company_invitations_mobile_idx').on(t.mobile),
  ],
);

/**
 * Approval rules (审批规则): when an order matches every given condition, checkout becomes a purchase
 * request that passes the ordered levels. Empty condition lists mean "any".
 */
export const approvalRules = pgTable(
  'approval_rules',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    name: varchar('name', { length: 30 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    minAmountFen: bigint('min_amount_fen', { mode: 'number' }),
    memberIds: jsonb('member_ids').$type<number[]>().notNull().default([]),
    departmentIds: jsonb('department_ids').$type<number[]>().notNull().default([]),
    categoryIds: jsonb('category_ids').$type<number[]>().notNull().default([]),
    levels: jsonb('levels').$type<ApprovalLevel[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('approval_rules_company_idx').on(t.companyId)],
);
export type ApprovalRuleRow = typeof approvalRules.$inferSelect;

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
};
/** Approvers of one level, resolved when the request was made (names kept for the record). */
export type RequestLevel = { level: number; userIds: number[]; label: string };
/** What the order will be placed with once the last level approves. */
/** The bidding request and its award (line → winning quote) that a purchase request places when approved. */
export type RequestBidding = {
  id: number;
  biddingNo: string;
  awards: { lineNo: number; quoteId: number }[];
};

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
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestNo: varchar('request_no', { length: 24 })
      .notNull()
      .default(documentNo('SQ', requestNoSeq, 6)),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    requesterId: bigint('requester_id', { mode: 'number' }).notNull(),
    departmentId: bigint('department_id', { mode: 'number' }),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    ruleId: bigint('rule_id', { mode: 'number' }),
    ruleName: varchar('rule_name', { length: 30 }).notNull(),
    levels: jsonb('levels').$type<RequestLevel[]>().notNull(),
    currentLevel: integer('current_level').notNull().default(1),
    status: smallint('status').notNull().default(1),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    lines: jsonb('lines').$type<RequestLineSnapshot[]>().notNull(),
    checkout: jsonb('checkout').$type<RequestCheckout>().notNull(),
    addressText: jsonb('address_text')
      .$type<{ name: string; mobile: string; fullAddress: string }>()
      .notNull(),
    invoiceTitle: varchar('invoice_title', { length: 100 }).notNull().default(''),
    poNumber: varchar('po_number', { length: 40 }).notNull().default(''),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    reason: varchar('reason', { length: 300 }).notNull().default(''),
    orderId: bigint('order_id', { mode: 'number' }),
    orderNo: varchar('order_no', { length: 24 }),
    /** A bidding award waiting for approval: its lines carry the quoted prices. */
    bidding: jsonb('bidding').$type<RequestBidding>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: bigint('request_id', { mode: 'number' }).notNull(),
    action: varchar('action', { length: 8 }).notNull(),
    actorId: bigint('actor_id', { mode: 'number' }),
    actorName: varchar('actor_name', { length: 50 }).notNull(),
    level: integer('level'),
    comment: text('comment').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('purchase_request_steps_request_idx').on(t.requestId)],
);
