import {
  bigint,
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

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
